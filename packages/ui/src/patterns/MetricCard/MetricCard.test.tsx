import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MetricCard } from './MetricCard';
import { toMetricStatus } from './metricStatus';

describe('toMetricStatus', () => {
  it('reads active and pending as such, and anything else as inactive', () => {
    expect(toMetricStatus('active')).toBe('active');
    expect(toMetricStatus('pending')).toBe('pending');
    for (const other of ['inactive', 'suspended', 'ACTIVE', '', null, undefined]) {
      expect(toMetricStatus(other)).toBe('inactive');
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

  it('shows the status badge and its line instead of a value', () => {
    render(<MetricCard label="Settlement Status" status="pending" />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Processing settlement')).toBeInTheDocument();
  });

  it('shows Inactive for any other free-form status (deprecated settlementStatus)', () => {
    render(<MetricCard label="Settlement Status" status={toMetricStatus('suspended')} />);
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('Contact support')).toBeInTheDocument();
  });

  it('words the status in the labels it is given', () => {
    render(
      <MetricCard
        label="Abrechnungsstatus"
        status="active"
        labels={{ active: 'Aktiv', activeDescription: 'Alle Systeme laufen' }}
      />,
    );
    expect(screen.getByText('Aktiv')).toBeInTheDocument();
    expect(screen.getByText('Alle Systeme laufen')).toBeInTheDocument();
  });
});
