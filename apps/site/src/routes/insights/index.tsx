import { insightsPage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { NewsletterBox } from '../../components/forms/NewsletterBox';
import { InsightsCatalogue } from '../../components/page/InsightsCatalogue';
import { Page, PageHeader } from '../../components/page/Page';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';
import { insightsSearchSchema } from '../../searchParams';

export const Route = createFileRoute('/insights/')({
  // `?category=` is optional in links; an unknown or missing value selects the default tab (Articles). The tabs are
  // an island with no router, and read the address through the same schema (components/InsightsTabs.tsx).
  validateSearch: insightsSearchSchema,
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
