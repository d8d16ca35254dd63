import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatClaim } from './StatClaim';

describe('StatClaim', () => {
  it('pairs each figure with its label as a term and its definition', () => {
    render(
      <StatClaim
        items={[
          { value: '99.9%', label: 'Accuracy' },
          { value: '80%', label: 'Faster' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const definitions = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Accuracy', 'Faster']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['99.9%', '80%']);
  });
});
