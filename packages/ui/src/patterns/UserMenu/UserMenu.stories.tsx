import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Account/UserMenu',
  component: UserMenu,
  args: {
    name: 'Ana Lopes',
    email: 'ana.lopes@example.com',
    portalLabel: 'Consumer Portal',
    portalHref: '/consumer-portal',
    onSettings: fn(),
    onSignOut: fn(),
    // Non-modal in the story canvas so the docs page stays usable; the keyboard contract is the same.
    modal: false,
  },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with the keyboard: the account's address and its entries, focus on the first. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Ana Lopes\s*,?\s*account menu$/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('ana.lopes@example.com');
    await expect(screen.getByRole('menuitem', { name: 'Consumer Portal' })).toHaveFocus();
  },
};

/** Arrows move, Enter chooses Sign out; the menu closes and focus returns to the button. */
export const SignOutWithKeyboard: Story = {
  tags: ['flow-dismisses'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /^Ana Lopes\s*,?\s*account menu$/ });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(screen.getByRole('menuitem', { name: 'Consumer Portal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** A business account's menu, open: its address and the Business Portal entry. */
export const BusinessUser: Story = {
  args: {
    name: 'Jonas Weber',
    email: 'jonas@northwind.example',
    portalLabel: 'Business Portal',
    portalHref: '/business-portal',
    defaultOpen: true,
  },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu).toHaveTextContent('jonas@northwind.example');
    await expect(screen.getByRole('menuitem', { name: 'Business Portal' })).toBeVisible();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  },
};

/** Choosing Settings calls `onSettings` and closes the menu. */
export const ChooseSettings: Story = {
  tags: ['flow-dismisses'],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    await screen.findByRole('menu');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Settings' }));
    await expect(args.onSettings).toHaveBeenCalledTimes(1);
  },
};
