import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gauge, Globe, Lock, Zap } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { FeatureCard } from '../FeatureCard';
import { FeatureGrid, featureGridColumns } from './FeatureGrid';

const features = [
  { title: 'Real-time data flows', icon: <Zap />, description: 'Events reach partners as they happen.' },
  { title: 'Secure transmission', icon: <Lock />, description: 'Signed, encrypted messages end to end.' },
  { title: 'High-speed processing', icon: <Gauge />, description: 'Thousands of messages per second.' },
  { title: 'Global reach', icon: <Globe />, description: 'One connection to many markets.' },
];

const meta = {
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  args: {
    columns: 4,
    children: features.map((feature) => <FeatureCard key={feature.title} {...feature} />),
  },
  argTypes: { columns: { control: 'inline-radio', options: featureGridColumns } },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const TwoColumns: Story = { args: { columns: 2 } };

/** Cards stagger in as the grid scrolls into view. */
export const Revealed: Story = { args: { reveal: true } };
