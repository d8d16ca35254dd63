import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentLogos } from './PaymentLogos';

const meta = {
  title: 'Marketing/PaymentLogos',
  component: PaymentLogos,
} satisfies Meta<typeof PaymentLogos>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Supported payment methods' });
    await expect(within(list).getAllByRole('img')).toHaveLength(6);
    await expect(within(list).getByRole('img', { name: 'American Express' })).toBeVisible();
  },
};

export const WalletsOnly: Story = { args: { methods: ['applePay', 'googlePay'], label: 'Wallets' } };
