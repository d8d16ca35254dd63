import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BackLink } from './BackLink';

describe('BackLink', () => {
  it('is a link named by its text (the arrow is decorative)', () => {
    render(<BackLink href="/solutions">Back to Solutions</BackLink>);
    const link = screen.getByRole('link', { name: 'Back to Solutions' });
    expect(link).toHaveAttribute('href', '/solutions');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('styles a router link through asChild', () => {
    render(
      <BackLink asChild>
        <a href="/careers" data-router="yes">
          Back to Careers
        </a>
      </BackLink>,
    );
    const link = screen.getByRole('link', { name: 'Back to Careers' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link.className).not.toBe('');
    expect(link.firstElementChild?.tagName.toLowerCase()).toBe('svg');
  });
});
