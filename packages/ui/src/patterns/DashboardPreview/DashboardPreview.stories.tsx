import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DashboardPreview } from './DashboardPreview';

const meta = {
  title: 'Marketing/DashboardPreview',
  component: DashboardPreview,
  args: {
    label:
      'Preview of a business dashboard: euro and pound balances, settled volume rising over two weeks, and four recent transactions.',
    title: 'Business dashboard',
    balances: [
      { label: 'EUR balance', value: '€482,190.40', change: '+3.8% this week' },
      { label: 'GBP balance', value: '£96,310.02', change: '+1.2% this week' },
      { label: 'Pending settlement', value: '€31,720.00' },
    ],
    chart: {
      label: 'Settled volume, last 14 days',
      values: [41, 44, 43, 47, 52, 49, 55, 58, 56, 61, 64, 62, 68, 72],
      ticks: ['1 Dec', '7 Dec', '14 Dec'],
    },
    transactionsLabel: 'Recent transactions',
    transactions: [
      { name: 'Atelier Nord', detail: 'Card · 09:42', amount: '+€1,189.90', status: 'Settled', tone: 'success' },
      {
        name: 'Vandersteen BV',
        detail: 'SEPA Instant · 09:31',
        amount: '+€4,250.00',
        status: 'Settled',
        tone: 'success',
      },
      {
        name: 'Payout to GBP account',
        detail: 'EUR → GBP · 09:05',
        amount: '−£12,400.00',
        status: 'In transit',
        tone: 'info',
      },
      { name: 'Refund · order 10477', detail: 'Card · 08:58', amount: '−€86.50', status: 'Pending', tone: 'warning' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DashboardPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: args.label })).toBeVisible();
  },
};

/** In a 320 px screen's column the tiles stack and nothing scrolls sideways. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 288 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    const preview = canvas.getByRole('img', { name: args.label });
    await expect(preview.scrollWidth).toBeLessThanOrEqual(preview.clientWidth);
  },
};
