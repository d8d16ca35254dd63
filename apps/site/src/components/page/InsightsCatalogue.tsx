import { type InsightCategoryId, insightCategories, insightsInCategory, insightsPage } from '@ardena/content';
import { EmptyState } from '@ardena/ui';
import { InsightsTabsIsland } from '../../islands/insights-tabs.island';
import { ArticleCardGrid } from './ArticleCardGrid';

/** One category's articles as cards, or the no-articles message when it has none. */
function CategoryArticles({ category }: { category: InsightCategoryId }) {
  const articles = insightsInCategory(category);
  if (articles.length === 0) {
    const { title, description } = insightsPage.emptyCategory;
    return <EmptyState title={title} description={description} headingLevel={2} />;
  }
  return <ArticleCardGrid articles={articles} headingLevel={2} linkHint={insightsPage.readArticleLabel} />;
}

/**
 * The tabs and articles of /insights: the tabs are an island; each category's cards (or its no-articles message) are
 * drawn here, on the server, into the island's slots, and the island shows the selected one.
 */
export function InsightsCatalogue() {
  const slots = Object.fromEntries(
    insightCategories.map((category) => [category.id, <CategoryArticles key={category.id} category={category.id} />]),
  );
  return (
    <InsightsTabsIsland
      label={insightsPage.tabsLabel}
      categories={insightCategories.map((category) => ({ value: category.id, label: category.label }))}
      slots={slots}
    />
  );
}
