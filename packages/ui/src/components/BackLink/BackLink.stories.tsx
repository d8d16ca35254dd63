import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BackLink } from './BackLink';

const meta = {
  title: 'Layout/BackLink',
  component: BackLink,
  args: { href: '/insights', children: 'Back to Insights' },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Insights' })).toHaveAttribute('href', '/insights');
  },
};

export const ToCareers: Story = { args: { href: '/careers', children: 'Back to Careers' } };
