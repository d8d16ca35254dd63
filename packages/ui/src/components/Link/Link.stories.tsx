import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, linkVariants } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/developers', children: 'Read the developer documentation' },
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the developer documentation' })).toHaveAttribute(
      'href',
      '/developers',
    );
  },
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Explore solutions' } };

export const Subtle: Story = { args: { variant: 'subtle', children: 'Careers' } };

export const InText: Story = {
  render: (args) => (
    <p>
      We store your choice as described in our{' '}
      <Link {...args} href="/privacy">
        privacy policy
      </Link>
      .
    </p>
  ),
};

export const External: Story = {
  args: { external: true, href: 'https://www.example.com', children: 'Card network rules' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Card network rules (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const MailTo: Story = { args: { href: 'mailto:team@example.com', children: 'team@example.com' } };
