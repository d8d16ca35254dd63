import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureCard } from '../FeatureCard';
import { FeatureGrid } from './FeatureGrid';

describe('FeatureGrid', () => {
  it('puts each card in its own list item', () => {
    render(
      <FeatureGrid columns={2}>
        <FeatureCard title="Real-time data flows" description="Events as they happen." />
        <FeatureCard title="Global reach" description="Settle across borders." />
      </FeatureGrid>,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1] as HTMLElement).getByRole('heading', { name: 'Global reach' })).toBeInTheDocument();
  });

  it('wraps items in staggered reveals when asked', () => {
    render(
      <FeatureGrid reveal>
        <FeatureCard title="One" description="First." />
        <FeatureCard title="Two" description="Second." />
      </FeatureGrid>,
    );
    expect(document.querySelectorAll('[data-reveal]')).toHaveLength(2);
  });
});
