import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, ShieldCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { FeatureCard } from './FeatureCard';

const meta = {
  title: 'Marketing/FeatureCard',
  component: FeatureCard,
  args: {
    title: 'Real-time data flows',
    description: 'Stream payment and settlement events between partners the moment they happen.',
    icon: <Globe />,
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

export const WithPoints: Story = {
  args: {
    title: 'Secure transmission',
    icon: <ShieldCheck />,
    description: 'Every message is signed and encrypted in transit.',
    points: ['Mutual TLS', 'Signed payloads', 'Key rotation'],
  },
};

/** A module card on /solutions: the whole card links to the module's page. */
export const AsLink: Story = {
  args: {
    title: 'Global data exchange',
    href: '/solutions/global-data-exchange',
    linkHint: 'Learn more',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Global data exchange' })).toHaveAttribute(
      'href',
      '/solutions/global-data-exchange',
    );
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };
