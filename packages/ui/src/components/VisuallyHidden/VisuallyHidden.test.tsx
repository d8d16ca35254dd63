import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of the surrounding control', () => {
    render(
      <button type="button">
        Delete <VisuallyHidden>payment method</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Delete payment method' })).toBeInTheDocument();
  });
});
