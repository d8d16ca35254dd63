import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleCard } from './ArticleCard';

const meta = {
  title: 'Marketing/ArticleCard',
  component: ArticleCard,
  args: {
    title: 'The rise of embedded finance',
    excerpt: 'Why every software platform is turning into a payments company, and what it takes to do it well.',
    href: '/insights/embedded-finance',
    category: 'Articles',
    date: 'Dec 15, 2024',
    dateTime: '2024-12-15',
    readTime: '4 min read',
  },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ArticleCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'The rise of embedded finance' })).toHaveAttribute(
      'href',
      '/insights/embedded-finance',
    );
  },
};

export const CaseStudy: Story = {
  args: {
    title: 'Cross-border payments without the wait',
    excerpt: 'How a marketplace cut settlement times across twelve currencies.',
    href: '/insights/cross-border-payments',
    category: 'Case Studies',
    date: 'Dec 10, 2024',
    dateTime: '2024-12-10',
    readTime: '6 min read',
  },
};

/** A home-page teaser with no category badge. */
export const WithoutCategory: Story = { args: { category: undefined } };
