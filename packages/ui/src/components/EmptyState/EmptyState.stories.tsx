import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, FileText } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Account/EmptyState',
  component: EmptyState,
  args: {
    title: 'No Transactions Yet',
    description: 'When you make or receive a payment, it will appear here.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No Transactions Yet' })).toBeVisible();
  },
};

/** The business portal's empty view, with an action. */
export const NoBusinessData: Story = {
  args: {
    title: 'No Business Data Available',
    description: 'Complete your setup to start seeing revenue, transactions and customers.',
    icon: <BarChart3 />,
    children: <Button>Start setup</Button>,
  },
};

/** An insight category with no articles yet. */
export const NoArticles: Story = {
  args: {
    title: 'No articles yet',
    description: 'There are no articles in this category yet. Check back soon.',
    icon: <FileText />,
  },
};
