import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Card } from '../../components/Card';
import { LinkComponentProvider } from '../../components/LinkComponent';
import { LinkedCard, LinkedCardCue, LinkedCardTitle } from './LinkedCard';

function RouterLink({ href, className, children }: { href: string; className?: string; children?: ReactNode }) {
  return (
    <a href={href} className={className} data-router-link="">
      {children}
    </a>
  );
}

function routerLinks({ children }: { children: ReactNode }) {
  return <LinkComponentProvider linkComponent={RouterLink}>{children}</LinkComponentProvider>;
}

describe('LinkedCard pieces', () => {
  it('makes the title the single link of the card, named by the title, through the given link component', () => {
    render(
      <Card interactive>
        <LinkedCardTitle title="Unified Settlement Layer" href="/solutions/unified-settlement-layer" level={2} />
        <LinkedCardCue>Learn more</LinkedCardCue>
      </Card>,
      { wrapper: routerLinks },
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Unified Settlement Layer' });
    const link = screen.getByRole('link');
    expect(heading).toContainElement(link);
    expect(link).toHaveAccessibleName('Unified Settlement Layer');
    expect(link).toHaveAttribute('href', '/solutions/unified-settlement-layer');
    expect(link).toHaveAttribute('data-router-link');
    // The cue is visible text but not part of the accessibility tree.
    expect(screen.getByText('Learn more')).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders a plain heading without a page', () => {
    render(<LinkedCardTitle title="Compliance by design" />);
    expect(screen.getByRole('heading', { name: 'Compliance by design' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is an article whose header holds the extras around the linked title, with the body after it', () => {
    render(
      <LinkedCard
        title="Product Designer"
        href="/careers/product-designer"
        headingLevel={2}
        headerStart={<span>Design</span>}
        headerEnd={<span>Remote</span>}
        data-testid="card"
      >
        <p>Shape the portals.</p>
      </LinkedCard>,
    );
    const card = screen.getByRole('article');
    expect(card).toHaveAttribute('data-testid', 'card');
    expect(card.textContent).toBe('DesignProduct DesignerRemoteShape the portals.');
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(
      screen.getByRole('link', { name: 'Product Designer' }),
    );
  });
});
