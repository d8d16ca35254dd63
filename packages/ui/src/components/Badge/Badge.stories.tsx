import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Consumer Portal' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Consumer Portal')).toBeVisible();
  },
};

export const Brand: Story = { args: { tone: 'brand', children: 'Business Portal' } };
export const Success: Story = { args: { tone: 'success', children: 'Active', icon: <CircleCheck size={14} /> } };
export const Warning: Story = { args: { tone: 'warning', children: 'Pending' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Inactive' } };
export const Info: Story = { args: { tone: 'info', children: 'Technical Guide' } };
export const Small: Story = { args: { size: 'sm', tone: 'brand', children: 'Engineering' } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
