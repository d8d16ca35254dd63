import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPreview } from './DashboardPreview';

const props = {
  label: 'Preview of a dashboard with two balances, a rising chart and two transactions.',
  title: 'Business dashboard',
  balances: [
    { label: 'EUR balance', value: '€1,000.00', change: '+2% this week' },
    { label: 'GBP balance', value: '£500.00' },
  ],
  chart: { label: 'Settled volume', values: [1, 3, 2, 5], ticks: ['Mon', 'Thu'] },
  transactionsLabel: 'Recent transactions',
  transactions: [
    { name: 'Maison Duret', detail: 'Card', amount: '+€10.00', status: 'Settled', tone: 'success' as const },
    { name: 'Kowalski', detail: 'Payout', amount: '−€5.00', status: 'In transit', tone: 'info' as const },
  ],
};

describe('DashboardPreview', () => {
  it('is one image to assistive technology, named by its label', () => {
    render(<DashboardPreview {...props} />);
    expect(screen.getByRole('img', { name: props.label })).toBeInTheDocument();
  });

  it('plots the values as a line from the lowest to the highest point of the box', () => {
    const { container } = render(<DashboardPreview {...props} />);
    const line = container.querySelectorAll('path')[1]?.getAttribute('d') ?? '';
    const ys = [...line.matchAll(/[\d.]+,([\d.]+)/g)].map((match) => Number(match[1]));
    expect(ys).toHaveLength(4);
    // The smallest value sits lowest (largest y), the largest highest, inside the 96-unit box.
    expect(Math.max(...ys)).toBe(ys[0]);
    expect(Math.min(...ys)).toBe(ys[3]);
    expect(Math.min(...ys)).toBeGreaterThan(0);
    expect(Math.max(...ys)).toBeLessThan(96);
  });
});
