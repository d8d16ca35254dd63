import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: '60%' },
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(block).not.toBeNull();
  },
};

export const Rect: Story = { args: { shape: 'rect', width: 320, height: 120 } };
export const Circle: Story = { args: { shape: 'circle', width: 48, height: 48 } };

export const LoadingCard: Story = {
  render: () => (
    <section aria-busy="true" aria-label="Loading transactions" style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <Skeleton shape="circle" width={40} height={40} />
      <Skeleton width="80%" />
      <Skeleton width="55%" />
      <Skeleton shape="rect" height={80} />
    </section>
  ),
};
