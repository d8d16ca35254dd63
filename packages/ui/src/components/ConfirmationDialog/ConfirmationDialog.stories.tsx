import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmationDialog, type ConfirmationDialogProps } from './ConfirmationDialog';

function WithOpener(args: ConfirmationDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Start setup</Button>
      <ConfirmationDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Account/ConfirmationDialog',
  component: ConfirmationDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Setup Request Submitted',
    description: 'Thank you! A solution architect will contact you within 24 hours to help you get set up.',
    acknowledgeLabel: 'Got it, thanks!',
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a setup button; the button dismisses it and focus returns. */
export const Basic: Story = {
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Start setup' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await expect(dialog).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Got it, thanks!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  args: { open: true },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Setup Request Submitted' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
