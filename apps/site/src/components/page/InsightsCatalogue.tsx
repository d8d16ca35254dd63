import {
  type InsightCategoryId,
  type InsightSummary,
  insightCategories,
  insightsInCategory,
  insightsPage,
} from '@ardena/content';
import { InsightsTabsIsland } from '../../islands/insights-tabs.island';

/** The tabs and articles of /insights as their island, with the copy and article lists as its props. */
export function InsightsCatalogue() {
  const articlesByCategory = Object.fromEntries(
    insightCategories.map((category) => [category.id, insightsInCategory(category.id)]),
  ) as Record<InsightCategoryId, readonly InsightSummary[]>;
  return (
    <InsightsTabsIsland
      label={insightsPage.tabsLabel}
      categories={insightCategories.map((category) => ({ value: category.id, label: category.label }))}
      articlesByCategory={articlesByCategory}
      emptyCategory={insightsPage.emptyCategory}
      readArticleLabel={insightsPage.readArticleLabel}
    />
  );
}
