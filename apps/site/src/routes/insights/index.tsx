import { type InsightCategoryId, insightsPage, parseInsightCategory } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { InsightsCatalogue } from '../../components/InsightsTabs';
import { NewsletterBox } from '../../components/NewsletterBox';
import { Page, PageHeader } from '../../components/Page';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

/** `?category=` is optional in links; an unknown or missing value selects the default tab (Articles). */
export interface InsightsSearch {
  category?: InsightCategoryId;
}

export const Route = createFileRoute('/insights/')({
  validateSearch: (search: Record<string, unknown>): InsightsSearch =>
    search.category === undefined ? {} : { category: parseInsightCategory(search.category) },
  loader: () => loadSeo('/insights'),
  head: ({ loaderData }) => headFor(loaderData),
  component: InsightsPage,
});

function InsightsPage() {
  return (
    <Page>
      <PageHeader hero={insightsPage.hero} />
      <InsightsCatalogue />
      <NewsletterBox />
    </Page>
  );
}
