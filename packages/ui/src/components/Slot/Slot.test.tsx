import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot, Slottable } from './Slot';

describe('Slot', () => {
  it('renders the child with the slot props merged: classes joined, both handlers run, the child first', async () => {
    const calls: string[] = [];
    const ref = createRef<HTMLElement>();
    render(
      <Slot
        ref={ref}
        className="from-slot"
        onClick={() => calls.push('slot')}
        aria-label="Docs"
        style={{ color: 'red' }}
      >
        <a href="/docs" className="own" onClick={() => calls.push('child')} style={{ margin: 0 }}>
          Docs
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Docs' });
    expect(link).toHaveClass('from-slot', 'own');
    expect(link).toHaveAttribute('href', '/docs');
    expect(link).toHaveStyle({ color: 'rgb(255, 0, 0)', margin: '0px' });
    expect(ref.current).toBe(link);
    await userEvent.click(link);
    expect(calls).toEqual(['child', 'slot']);
  });

  it('sets the child its own ref too', () => {
    const own = vi.fn();
    const slot = createRef<HTMLElement>();
    render(
      <Slot ref={slot}>
        <button type="button" ref={own}>
          Go
        </button>
      </Slot>,
    );
    expect(own).toHaveBeenCalledWith(screen.getByRole('button', { name: 'Go' }));
    expect(slot.current).toBe(screen.getByRole('button', { name: 'Go' }));
  });

  it('puts the other children around the Slottable child’s own content', () => {
    render(
      <Slot className="back">
        <span data-testid="arrow">←</span>
        <Slottable>
          <a href="/insights">All insights</a>
        </Slottable>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: /All insights/ });
    expect(link).toHaveClass('back');
    expect(link.firstElementChild).toBe(screen.getByTestId('arrow'));
    expect(link).toHaveTextContent('←All insights');
  });
});
