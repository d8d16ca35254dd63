import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

// jsdom has no layout engine and no ResizeObserver; Radix's positioning only needs the API to exist.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

describe('Tooltip', () => {
  it('appears on keyboard focus and describes its trigger', async () => {
    render(
      <Tooltip content="Copies the key" delayDuration={0}>
        <button type="button">Copy</button>
      </Tooltip>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Copies the key');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAccessibleDescription('Copies the key');
  });
});
