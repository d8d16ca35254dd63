import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge, badgeTones } from './Badge';

describe('Badge', () => {
  it('gives each tone its own class so tones are visually distinct', () => {
    const classes = badgeTones.map((tone) => {
      const { unmount } = render(<Badge tone={tone}>{tone}</Badge>);
      const className = screen.getByText(tone).className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(badgeTones.length);
  });

  it('hides the decorative icon', () => {
    render(<Badge icon={<svg data-testid="icon" />}>Active</Badge>);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
