import {
  type InsightCategoryId,
  insightCategories,
  insightsInCategory,
  insightsPage,
  parseInsightCategory,
} from '@ardena/content';
import { CategoryTabs, EmptyState } from '@ardena/ui';
import { useEffect, useState } from 'react';
import { Island } from '../islands/Island';
import { insightsSearchSchema } from '../searchParams';
import { ArticleCardGrid } from './ArticleCardGrid';

/** The `?category=` of the address (validated by the route's own schema), or the default tab. */
function categoryInAddress(): InsightCategoryId {
  const search = insightsSearchSchema(Object.fromEntries(new URLSearchParams(window.location.search)));
  return parseInsightCategory(search.category);
}

/**
 * The category tabs of /insights and the selected category's articles (an island). The page is prerendered on the
 * default tab; a `?category=` in the address applies right after hydration, and choosing a tab keeps it in the address
 * (replacing the entry, without moving the page).
 */
export function InsightsTabs() {
  const [selected, setSelected] = useState<InsightCategoryId>(() => parseInsightCategory(undefined));
  useEffect(() => setSelected(categoryInAddress()), []);
  const articles = insightsInCategory(selected);
  return (
    <CategoryTabs
      label={insightsPage.tabsLabel}
      categories={insightCategories.map((item) => ({ value: item.id, label: item.label }))}
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
        <EmptyState
          title={insightsPage.emptyCategory.title}
          description={insightsPage.emptyCategory.description}
          headingLevel={2}
        />
      ) : (
        <ArticleCardGrid articles={articles} headingLevel={2} linkHint={insightsPage.readArticleLabel} />
      )}
    </CategoryTabs>
  );
}

/** The tabs and articles of /insights as their island. */
export function InsightsCatalogue() {
  return <Island name="insights-tabs" component={InsightsTabs} props={{}} />;
}
