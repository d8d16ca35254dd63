import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { LinkComponentProvider } from '../../components/LinkComponent';
import { FeatureCard } from './FeatureCard';

function RouterLink(props: { href: string; className?: string; children?: ReactNode }) {
  return <a data-router="yes" {...props} />;
}

function routerLinks({ children }: { children: ReactNode }) {
  return <LinkComponentProvider linkComponent={RouterLink}>{children}</LinkComponentProvider>;
}

describe('FeatureCard', () => {
  it('shows the title as a heading, the description and the points', () => {
    render(
      <FeatureCard
        title="Automated reconciliation"
        description="Matches every payout to its ledger entry."
        points={['Multi-currency', 'Instant confirmations']}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Automated reconciliation' })).toBeInTheDocument();
    expect(screen.getByText('Matches every payout to its ledger entry.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Multi-currency',
      'Instant confirmations',
    ]);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is one link named by its title when given an href, through the given link component', () => {
    render(
      <FeatureCard
        title="Unified settlement layer"
        description="One settlement rail."
        href="/solutions/unified-settlement-layer"
        linkHint="Learn more"
        headingLevel={2}
      />,
      { wrapper: routerLinks },
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Unified settlement layer');
    expect(link).toHaveAttribute('href', '/solutions/unified-settlement-layer');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link);
  });
});
