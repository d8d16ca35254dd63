import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Separator } from './Separator';

const meta = {
  title: 'Primitives/Separator',
  component: Separator,
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: args.orientation === 'vertical' ? 'row' : 'column', gap: 16 }}>
      <span>Privacy</span>
      <Separator {...args} />
      <span>Terms</span>
    </div>
  ),
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('separator')).not.toBeInTheDocument();
  },
};

export const Vertical: Story = { args: { orientation: 'vertical' } };

export const Semantic: Story = {
  args: { decorative: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};
