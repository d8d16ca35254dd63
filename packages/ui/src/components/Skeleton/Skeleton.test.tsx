import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and sized by props', () => {
    const { container } = render(<Skeleton shape="rect" width={200} height={40} />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block.style.width).toBe('200px');
    expect(block.style.height).toBe('40px');
  });

  it('lets text skeletons follow the font size', () => {
    const { container } = render(<Skeleton width="50%" height={40} />);
    expect((container.firstElementChild as HTMLElement).style.height).toBe('');
  });
});
