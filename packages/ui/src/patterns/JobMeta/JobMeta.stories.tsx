import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { JobMeta } from './JobMeta';

const meta = {
  title: 'Marketing/JobMeta',
  component: JobMeta,
  args: {
    department: 'Engineering',
    location: 'Remote (Europe)',
    type: 'Full-time',
    posted: '2025-03-15',
    now: new Date('2025-03-20T12:00:00Z'),
  },
} satisfies Meta<typeof JobMeta>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Posted 5 days ago')).toBeVisible();
    await expect(canvas.getByText('Engineering')).toBeVisible();
  },
};

export const PostedToday: Story = { args: { posted: '2025-03-20' } };

export const LegalAndCompliance: Story = {
  args: { department: 'Legal & Compliance', location: 'London (Remote)', posted: '2025-03-06' },
};

export const WithoutPostedDate: Story = { args: { posted: undefined } };
