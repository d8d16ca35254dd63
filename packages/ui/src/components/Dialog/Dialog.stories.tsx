import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  dialogSizes,
} from '.';

// The business portal's setup confirmation, word for word (@ardena/auth's default, which the site shows).
const setupConfirmation =
  'Thank you. A solution architect will contact you within 24 hours to help you complete your setup.';

interface DemoArgs {
  size: (typeof dialogSizes)[number];
  hideCloseButton: boolean;
  defaultOpen: boolean;
}

function DialogDemo({ size, hideCloseButton, defaultOpen }: DemoArgs) {
  return (
    <Dialog defaultOpen={defaultOpen}>
      <DialogTrigger asChild>
        <Button>Request setup</Button>
      </DialogTrigger>
      <DialogContent size={size} hideCloseButton={hideCloseButton}>
        <DialogHeader>
          <DialogTitle>Setup Request Submitted</DialogTitle>
          <DialogDescription>{setupConfirmation}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it, thanks!</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: DialogDemo,
  args: { size: 'md', hideCloseButton: false, defaultOpen: false },
  argTypes: { size: { control: 'inline-radio', options: dialogSizes } },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its trigger: described by its text, focus trapped inside. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request setup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(setupConfirmation);
    // Focus is trapped: tabbing past the last control wraps inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Got it, thanks!' })).toBeVisible();
  },
};

/** Escape closes it and focus returns to the trigger. */
export const EscapeReturnsFocus: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Request setup' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const DismissWithFooterAction: Story = {
  tags: ['flow-dismisses'],
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Setup Request Submitted' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it, thanks!' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const CloseButton: Story = {
  tags: ['flow-dismisses'],
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithoutCloseButton: Story = {
  args: { defaultOpen: true, hideCloseButton: true, size: 'sm' },
  play: async () => {
    await screen.findByRole('dialog');
    await expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

export const Large: Story = { args: { defaultOpen: true, size: 'lg' } };
