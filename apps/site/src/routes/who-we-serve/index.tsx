import { whoWeServePage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { CardLinkGrid } from '../../components/page/CardLinkGrid';
import { ClosingBanner, Page, PageHeader } from '../../components/page/Page';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/who-we-serve/')({
  loader: () => loadSeo('/who-we-serve'),
  head: ({ loaderData }) => headFor(loaderData),
  component: WhoWeServePage,
});

function WhoWeServePage() {
  return (
    <Page>
      <PageHeader hero={whoWeServePage.hero} />
      <CardLinkGrid cards={whoWeServePage.pathways} />
      <ClosingBanner cta={whoWeServePage.closing} />
    </Page>
  );
}
