import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Separator } from './Separator';

describe('Separator', () => {
  it('is hidden from assistive technology unless it is semantic', () => {
    const { rerender } = render(<Separator />);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    rerender(<Separator decorative={false} orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });
});
