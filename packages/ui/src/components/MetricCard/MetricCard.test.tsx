import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricCard } from './MetricCard';
import { settlementStatusDisplay } from './settlementStatus';

describe('settlementStatusDisplay', () => {
  it('maps the three spec states, and anything else to Inactive', () => {
    expect(settlementStatusDisplay('active')).toMatchObject({
      label: 'Active',
      description: 'All systems operational',
    });
    expect(settlementStatusDisplay('pending')).toMatchObject({
      label: 'Pending',
      description: 'Processing settlement',
    });
    for (const other of ['inactive', 'suspended', 'ACTIVE', '', null, undefined]) {
      expect(settlementStatusDisplay(other)).toMatchObject({ label: 'Inactive', description: 'Contact support' });
    }
  });
});

describe('MetricCard', () => {
  it('shows the label as a heading, the value and the change text', () => {
    render(<MetricCard label="Total Revenue" value="$45,231.89" change="+20.1% from last month" />);
    expect(screen.getByRole('heading', { name: 'Total Revenue' })).toBeInTheDocument();
    expect(screen.getByText('$45,231.89')).toBeInTheDocument();
    expect(screen.getByText('+20.1% from last month')).toBeInTheDocument();
  });

  it('shows the settlement status badge and its line instead of a value', () => {
    render(<MetricCard label="Settlement Status" settlementStatus="pending" />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Processing settlement')).toBeInTheDocument();
  });

  it('words the settlement status in the labels it is given', () => {
    render(
      <MetricCard
        label="Abrechnungsstatus"
        settlementStatus="active"
        labels={{ active: 'Aktiv', activeDescription: 'Alle Systeme laufen' }}
      />,
    );
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText('Alle Systeme laufen')).toBeInTheDocument();
  });
});
