import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, CreditCard, Landmark, Mail } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuickActions } from './QuickActions';

const meta = {
  title: 'Account/QuickActions',
  component: QuickActions,
  args: {
    onAction: fn(),
    actions: [
      {
        id: 'payments',
        label: 'Set up payments',
        description: 'Accept cards and wallets.',
        icon: <CreditCard size="1.2em" />,
      },
      {
        id: 'settlement',
        label: 'Configure settlement',
        description: 'Payout currencies and schedules.',
        icon: <Landmark size="1.2em" />,
      },
      {
        id: 'docs',
        label: 'View documentation',
        description: 'APIs and SDKs.',
        icon: <BookOpen size="1.2em" />,
        href: '/developers',
      },
      {
        id: 'support',
        label: 'Contact support',
        description: 'We reply within 24 hours.',
        icon: <Mail size="1.2em" />,
        href: 'mailto:team@example.com',
      },
    ],
  },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Configure settlement/ }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'settlement' }));
    await expect(canvas.getByRole('link', { name: /View documentation/ })).toHaveAttribute('href', '/developers');
  },
};
