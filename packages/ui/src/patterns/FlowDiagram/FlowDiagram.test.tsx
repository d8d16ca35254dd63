import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowDiagram } from './FlowDiagram';

describe('FlowDiagram', () => {
  it('is a figure named by its caption whose steps are an ordered list', () => {
    render(
      <FlowDiagram
        caption="A card payment in euros is paid out in pounds."
        steps={[
          { title: 'Payer', meta: 'Germany · EUR', detail: 'Pays by card' },
          { title: 'Ardena', tone: 'brand' },
          { title: 'Beneficiary', meta: 'United Kingdom · GBP' },
        ]}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'A card payment in euros is paid out in pounds.' });
    const items = within(within(figure).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Germany · EURPayerPays by card',
      'Ardena',
      'United Kingdom · GBPBeneficiary',
    ]);
  });
});
