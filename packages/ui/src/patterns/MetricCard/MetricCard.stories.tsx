import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, CreditCard, DollarSign, Users } from 'lucide-react';
import { expect } from 'storybook/test';
import { MetricCard } from './MetricCard';

const meta = {
  title: 'Account/MetricCard',
  component: MetricCard,
  args: {
    label: 'Total Revenue',
    value: '$45,231.89',
    change: '+20.1% from last month',
    icon: <DollarSign size="1.1em" />,
  },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}>{Story()}</div>],
} satisfies Meta<typeof MetricCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$45,231.89')).toBeVisible();
  },
};

export const Transactions: Story = {
  args: { label: 'Transactions', value: '2,350', change: '+180 since last month', icon: <CreditCard size="1.1em" /> },
};

export const ActiveCustomers: Story = {
  args: { label: 'Active Customers', value: '573', change: '+201 since last hour', icon: <Users size="1.1em" /> },
};

export const SettlementActive: Story = {
  args: { label: 'Settlement Status', status: 'active', icon: <Activity size="1.1em" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('All systems operational')).toBeVisible();
  },
};

export const SettlementPending: Story = {
  args: { label: 'Settlement Status', status: 'pending', icon: <Activity size="1.1em" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Processing settlement')).toBeVisible();
  },
};

export const SettlementInactive: Story = {
  args: { label: 'Settlement Status', status: 'inactive', icon: <Activity size="1.1em" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.getByText('Contact support')).toBeVisible();
  },
};
