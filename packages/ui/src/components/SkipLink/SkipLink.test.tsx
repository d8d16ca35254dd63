import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('moves focus into the main content', async () => {
    render(
      <>
        <SkipLink />
        <main id="main-content">Content</main>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveFocus();
  });

  it('points at a custom target', () => {
    render(<SkipLink targetId="content">Skip</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip' })).toHaveAttribute('href', '#content');
  });
});
