import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AccountHeader } from './AccountHeader';

const meta = {
  title: 'Account/AccountHeader',
  component: AccountHeader,
  args: {
    portalLabel: 'Consumer Portal',
    name: 'Ana Lopes',
    details: ['ana.lopes@example.com'],
    onSignOut: fn(),
  },
} satisfies Meta<typeof AccountHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const BusinessPortal: Story = {
  args: { portalLabel: 'Business Portal', name: 'Northwind Payments Ltd', details: ['Contact: Jonas Weber'] },
};

/** No business name on the profile: the fallback title. */
export const BusinessFallbackName: Story = {
  args: { portalLabel: 'Business Portal', name: 'Business Account', details: ['Contact: Jonas Weber'] },
};

export const SigningOut: Story = {
  args: { signingOutLabel: 'Signing out...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing out...' })).toHaveAttribute('aria-disabled', 'true');
  },
};
