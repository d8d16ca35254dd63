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
    description: 'Thank you. A solution architect will contact you within 24 hours to help you complete your setup.',
    acknowledgeLabel: 'Got it, thanks!',
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from a setup button: the confirmation, with focus kept inside it. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start setup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

/** Open as the portal shows it after a setup request. */
export const Open: Story = {
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Got it, thanks!' })).toBeVisible();
  },
};

/** The acknowledge button dismisses it and focus returns to the button that opened it. */
export const AcknowledgeReturnsFocus: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: 'Start setup' });
    await userEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await userEvent.click(await screen.findByRole('button', { name: 'Got it, thanks!' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

/** Escape dismisses it too. */
export const EscapeCloses: Story = {
  tags: ['flow-dismisses'],
  args: { open: true },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
