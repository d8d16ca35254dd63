import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConsentPreferencesDialog } from './ConsentPreferencesDialog';

const rejected = { essential: true, functional: false, analytics: false, marketing: false };

const meta = {
  title: 'Consent/ConsentPreferencesDialog',
  component: ConsentPreferencesDialog,
  args: { open: true, onOpenChange: fn(), value: rejected, onSave: fn() },
  // The dialog renders in a portal on <body>, outside the story root; axe has to look there.
  parameters: { a11y: { context: 'body' } },
} satisfies Meta<typeof ConsentPreferencesDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

export const Basic: Story = {
  play: async ({ canvasElement, args }) => {
    const body = page(canvasElement);
    const dialog = await body.findByRole('dialog', { name: 'Cookie preferences' });
    const essential = within(dialog).getByRole('switch', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await expect(within(dialog).getByText('Required')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
    });
  },
};

/** Reopened for a visitor who accepted analytics earlier: the switches show the stored choice. */
export const StoredChoice: Story = {
  args: { value: { ...rejected, analytics: true } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await expect(within(dialog).getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
  },
};

export const WithAcceptAndReject: Story = {
  args: { onAcceptAll: fn(), onRejectAll: fn() },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject All' }));
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Accept All' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard only: focus starts inside, Tab cycles within the dialog, Space toggles, Escape closes. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const functional = within(dialog).getByRole('switch', { name: 'Functional' });
    while (document.activeElement !== functional) await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(functional).toBeChecked();
    for (let step = 0; step < 8; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Opened from a 'Cookie settings' link; closing returns focus to it. */
export const OpenedFromFooterLink: Story = {
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <Button variant="ghost" onClick={() => setOpen(true)}>
          Cookie settings
        </Button>
        <ConsentPreferencesDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Cookie settings' });
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
