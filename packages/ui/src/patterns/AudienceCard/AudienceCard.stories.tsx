import type { Meta, StoryObj } from '@storybook/react-vite';
import { Building2, Code2 } from 'lucide-react';
import { expect } from 'storybook/test';
import { AudienceCard } from './AudienceCard';

const meta = {
  title: 'Marketing/AudienceCard',
  component: AudienceCard,
  args: {
    title: 'Businesses & Merchants',
    description: 'Accept payments in every market you sell to and settle them in one place.',
    href: '/who-we-serve/business-merchant',
    icon: <Building2 />,
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof AudienceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Businesses & Merchants' })).toHaveAttribute(
      'href',
      '/who-we-serve/business-merchant',
    );
  },
};

/** The /who-we-serve pathway card, with its highlights. */
export const WithHighlights: Story = {
  args: {
    title: 'Developers & Platforms',
    eyebrow: 'For builders',
    icon: <Code2 />,
    href: '/who-we-serve/developers-platforms',
    description: 'REST and GraphQL APIs, webhooks and a sandbox to build payments into your product.',
    highlights: ['REST APIs', 'GraphQL endpoints', 'Webhooks', 'Test environments'],
    linkHint: 'Explore the platform',
  },
};
