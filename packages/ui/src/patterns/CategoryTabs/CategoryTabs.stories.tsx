import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../components/EmptyState';
import { ArticleCard } from '../ArticleCard';
import { FeatureGrid } from '../FeatureGrid';
import { CategoryTabs } from './CategoryTabs';

const articles = [
  {
    slug: 'embedded-finance',
    title: 'The rise of embedded finance',
    category: 'articles',
    date: 'Dec 15, 2024',
    readTime: '4 min read',
  },
  {
    slug: 'cross-border-payments',
    title: 'Cross-border payments without the wait',
    category: 'case-studies',
    date: 'Dec 10, 2024',
    readTime: '6 min read',
  },
  {
    slug: 'psp-agnostic',
    title: 'Why PSP-agnostic wins',
    category: 'articles',
    date: 'Dec 5, 2024',
    readTime: '5 min read',
  },
  {
    slug: 'merchant-stack',
    title: 'Rebuilding the merchant stack',
    category: 'case-studies',
    date: 'Nov 28, 2024',
    readTime: '7 min read',
  },
  {
    slug: 'platform-api-guide',
    title: 'Platform API guide',
    category: 'technical-guide',
    date: 'Nov 2024',
    readTime: '12 min read',
  },
];

const labels: Record<string, string> = {
  articles: 'Articles',
  'case-studies': 'Case Studies',
  'technical-guide': 'Technical Guide',
};

function categoriesOf(list: typeof articles) {
  return Object.entries(labels).map(([value, label]) => ({
    value,
    label,
    count: list.filter((article) => article.category === value).length,
  }));
}

/** A category's articles as cards. */
function ArticleGrid({ list }: { list: typeof articles }) {
  return (
    <FeatureGrid columns={2}>
      {list.map((article) => (
        <ArticleCard
          key={article.slug}
          title={article.title}
          excerpt="A short teaser of the insight."
          href={`/insights/${article.slug}`}
          category={labels[article.category]}
          date={article.date}
          readTime={article.readTime}
        />
      ))}
    </FeatureGrid>
  );
}

function InsightsFilter({
  initial,
  list,
  onValueChange,
}: {
  initial: string;
  list: typeof articles;
  onValueChange: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  const shown = list.filter((article) => article.category === value);
  return (
    <CategoryTabs
      categories={categoriesOf(list)}
      value={value}
      onValueChange={(next) => {
        onValueChange(next);
        setValue(next);
      }}
    >
      {shown.length === 0 ? (
        <EmptyState
          icon={<FileText />}
          title="No articles yet"
          description="There are no articles in this category yet. Check back soon."
        />
      ) : (
        <ArticleGrid list={shown} />
      )}
    </CategoryTabs>
  );
}

const meta = {
  title: 'Marketing/CategoryTabs',
  component: CategoryTabs,
  args: { categories: categoriesOf(articles), value: 'articles', onValueChange: fn(), children: null },
  render: (args) => <InsightsFilter initial={args.value} list={articles} onValueChange={args.onValueChange} />,
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: /Articles/ })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('tab', { name: /Case Studies/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith('case-studies');
    await expect(canvas.getByRole('link', { name: 'Rebuilding the merchant stack' })).toBeVisible();
    // Arrow keys move between tabs and select them.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /Technical Guide/ })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Platform API guide' })).toBeVisible();
  },
};

export const CaseStudies: Story = {
  args: { value: 'case-studies' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Cross-border payments without the wait' })).toBeVisible();
  },
};

export const TechnicalGuide: Story = {
  args: { value: 'technical-guide' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(1);
  },
};

/** A category with nothing in it shows the no-articles message. */
export const EmptyCategory: Story = {
  args: { value: 'technical-guide' },
  render: (args) => (
    <InsightsFilter
      initial={args.value}
      list={articles.filter((article) => article.category !== 'technical-guide')}
      onValueChange={args.onValueChange}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No articles yet' })).toBeVisible();
  },
};

/**
 * Each category's own content, drawn once and kept mounted (`forceMount`): choosing a tab only shows its panel, as an
 * app does with content rendered on the server. It looks like the Basic story.
 */
export const EveryPanelKept: Story = {
  tags: ['no-visual'],
  render: (args) => {
    const [value, setValue] = useState(args.value);
    return (
      <CategoryTabs
        categories={categoriesOf(articles)}
        value={value}
        forceMount
        onValueChange={(next) => {
          args.onValueChange(next);
          setValue(next);
        }}
      >
        {(category) => <ArticleGrid list={articles.filter((article) => article.category === category.value)} />}
      </CategoryTabs>
    );
  },
  play: async ({ canvas }) => {
    const caseStudy = canvas.getByRole('heading', { name: 'Rebuilding the merchant stack', hidden: true });
    await expect(caseStudy).not.toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Case Studies/ }));
    await expect(canvas.getByRole('heading', { name: 'Rebuilding the merchant stack' })).toBe(caseStudy);
    await expect(caseStudy).toBeVisible();
  },
};
