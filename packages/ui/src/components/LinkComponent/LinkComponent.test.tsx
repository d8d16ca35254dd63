import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResourceCard } from '../../patterns/ResourceCard';
import { SiteFooter } from '../../patterns/SiteFooter';
import { type LinkComponentProps, LinkComponentProvider } from './LinkComponent';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router-link="" {...props} />;
}

const columns = [{ title: 'Company', links: [{ label: 'About', href: '/about' }] }];

describe('LinkComponentProvider', () => {
  it('gives every component below it the app’s link element, set once', () => {
    render(
      <LinkComponentProvider linkComponent={RouterLink}>
        <ResourceCard title="Whitepaper" description="How settlement works." actionLabel="Read it" href="/whitepaper" />
        <SiteFooter columns={columns} />
      </LinkComponentProvider>,
    );
    expect(screen.getByRole('link', { name: 'Read it' })).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-router-link');
  });

  it('renders plain anchors without a provider', () => {
    render(<SiteFooter columns={columns} />);
    const link = screen.getByRole('link', { name: 'About' });
    expect(link.tagName).toBe('A');
    expect(link).not.toHaveAttribute('data-router-link');
  });
});
