import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GettingStartedList } from './GettingStartedList';

const meta = {
  title: 'Account/GettingStartedList',
  component: GettingStartedList,
  args: {
    onAction: fn(),
    steps: [
      {
        id: 'verify',
        title: 'Complete business verification',
        description: 'Confirm your company details and ownership.',
        actionLabel: 'Start setup',
      },
      {
        id: 'payments',
        title: 'Connect payment methods',
        description: 'Choose the cards and wallets you accept.',
        actionLabel: 'Start setup',
      },
      {
        id: 'settlement',
        title: 'Configure settlement',
        description: 'Pick payout currencies and schedules.',
        actionLabel: 'Start setup',
      },
    ],
  },
} satisfies Meta<typeof GettingStartedList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start setup: Connect payment methods' }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'payments' }));
  },
};

export const PartlyDone: Story = {
  args: {
    steps: [
      { id: 'verify', title: 'Complete business verification', done: true },
      { id: 'payments', title: 'Connect payment methods', actionLabel: 'Start setup' },
      { id: 'settlement', title: 'Configure settlement', actionLabel: 'Start setup' },
    ],
  },
};
