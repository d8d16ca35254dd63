import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '.';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and returns focus on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Dialog onOpenChange={onOpenChange}>
        <DialogTrigger>Customize</DialogTrigger>
        <DialogContent>
          <DialogTitle>Cookie preferences</DialogTitle>
          <DialogDescription>Choose which cookies we may use.</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'Customize' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toHaveAccessibleDescription('Choose which cookies we may use.');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  }, 15_000);

  it('uses the given close label', async () => {
    render(
      <Dialog open>
        <DialogContent closeLabel="Close preferences">
          <DialogTitle>Prefs</DialogTitle>
          <DialogDescription>Text</DialogDescription>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close preferences' })).toBeInTheDocument();
  });
});
