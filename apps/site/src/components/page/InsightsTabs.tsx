import { type InsightCategoryId, type InsightSummary, parseInsightCategory } from '@ardena/content';
import { EmptyState } from '@ardena/ui';
import { CategoryTabs } from '@ardena/ui/patterns';
import { useEffect, useState } from 'react';
import { insightsSearchSchema } from '../../searchParams';
import { ArticleCardGrid } from './ArticleCardGrid';

/** Everything the tabs show, serialised into the island's marker by the server (components/InsightsCatalogue.tsx). */
export interface InsightsTabsProps {
  label: string;
  categories: readonly { value: InsightCategoryId; label: string }[];
  /** Each category's articles, newest first: the island carries them as data so its code holds no article copy. */
  articlesByCategory: Readonly<Record<InsightCategoryId, readonly InsightSummary[]>>;
  emptyCategory: { title: string; description: string };
  readArticleLabel: string;
}

/**
 * The `?category=` of the address (validated by the route's own schema), or the default tab. A value that names no
 * category is taken out of the address (replacing the entry), so the URL says what the page shows.
 */
function categoryInAddress(): InsightCategoryId {
  const url = new URL(window.location.href);
  const search = insightsSearchSchema(Object.fromEntries(url.searchParams));
  if (url.searchParams.has('category') && !search.category) {
    url.searchParams.delete('category');
    window.history.replaceState(window.history.state, '', url);
  }
  return parseInsightCategory(search.category);
}

/**
 * The category tabs of /insights and the selected category's articles (an island). The page is prerendered on the
 * default tab; a `?category=` in the address applies right after hydration, and choosing a tab keeps it in the address
 * (replacing the entry, without moving the page).
 */
export function InsightsTabs({
  label,
  categories,
  articlesByCategory,
  emptyCategory,
  readArticleLabel,
}: InsightsTabsProps) {
  const [selected, setSelected] = useState<InsightCategoryId>(() => parseInsightCategory(undefined));
  useEffect(() => setSelected(categoryInAddress()), []);
  const articles = articlesByCategory[selected];
  return (
    <CategoryTabs
      label={label}
      categories={categories}
      value={selected}
      onValueChange={(value) => {
        const category = parseInsightCategory(value);
        setSelected(category);
        const url = new URL(window.location.href);
        url.searchParams.set('category', category);
        window.history.replaceState(window.history.state, '', url);
      }}
    >
      {articles.length === 0 ? (
        <EmptyState title={emptyCategory.title} description={emptyCategory.description} headingLevel={2} />
      ) : (
        <ArticleCardGrid articles={articles} headingLevel={2} linkHint={readArticleLabel} />
      )}
    </CategoryTabs>
  );
}
