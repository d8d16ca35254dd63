import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GettingStartedList } from './GettingStartedList';

const steps = [
  { id: 'verify', title: 'Verify your business', done: true },
  { id: 'payments', title: 'Connect payment methods', actionLabel: 'Start setup' },
  { id: 'settlement', title: 'Configure settlement', actionLabel: 'Start setup' },
];

describe('GettingStartedList', () => {
  it('marks done steps in words and gives open steps a distinctly named button', async () => {
    const onAction = vi.fn();
    render(<GettingStartedList steps={steps} onAction={onAction} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Verify your business (completed)');
    await userEvent.click(screen.getByRole('button', { name: 'Start setup: Configure settlement' }));
    expect(onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'settlement' }));
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
