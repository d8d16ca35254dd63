import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bug, FileCheck } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { ResourceCard } from './ResourceCard';

const meta = {
  title: 'Marketing/ResourceCard',
  component: ResourceCard,
  args: {
    title: 'Security whitepaper',
    description: 'How we protect payment data, from encryption at rest to incident response.',
    actionLabel: 'Download whitepaper',
    onAction: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Download whitepaper' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const ComplianceReports: Story = {
  args: {
    title: 'Compliance reports',
    description: 'Summaries of our latest audits for your due diligence.',
    actionLabel: 'View reports',
    href: '/compliance',
    icon: <FileCheck />,
  },
};

export const BugBounty: Story = {
  args: {
    title: 'Bug bounty',
    description: 'Found a vulnerability? Report it responsibly and we will reward you.',
    actionLabel: 'Report a vulnerability',
    icon: <Bug />,
  },
};
