import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('renders a plain anchor and forwards its ref (the app wraps it with createLink)', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/careers">
        Careers
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Careers' });
    expect(ref.current).toBe(link);
    expect(link).not.toHaveAttribute('target');
  });

  it('opens external links in a new tab and says so to screen readers', () => {
    render(
      <Link href="https://example.com" external>
        Docs
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Docs (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lets the consumer override attributes', () => {
    render(
      <Link href="https://example.com" external rel="noopener">
        Docs
      </Link>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'noopener');
  });
});
