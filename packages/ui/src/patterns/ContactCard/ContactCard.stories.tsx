import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock, Mail, MapPin } from 'lucide-react';
import { expect } from 'storybook/test';
import { ContactCard } from './ContactCard';

const meta = {
  title: 'Marketing/ContactCard',
  component: ContactCard,
  args: {
    title: 'Email us',
    description: 'For sales, partnerships and general questions.',
    icon: <Mail />,
    value: 'team@example.com',
    href: 'mailto:team@example.com',
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'team@example.com' })).toHaveAttribute(
      'href',
      'mailto:team@example.com',
    );
  },
};

export const Headquarters: Story = {
  args: {
    title: 'UK headquarters',
    description: undefined,
    icon: <MapPin />,
    value: undefined,
    href: undefined,
    addressLines: ['Ardena Ltd', '1 Example Street', 'London EC1A 1AA', 'United Kingdom'],
  },
};

export const ResponsePromise: Story = {
  args: {
    title: 'We reply fast',
    description: undefined,
    icon: <Clock />,
    value: undefined,
    href: undefined,
    promises: [
      'Critical technical issues: under 4 hours',
      'Business inquiries: under 24 hours',
      'General questions: under 48 hours',
    ],
  },
};
