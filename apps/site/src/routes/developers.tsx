import { developersPage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { CardLinkGrid } from '../components/CardLinkGrid';
import { ClosingBanner, Page, PageBlock, PageHeader } from '../components/Page';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/developers')({
  loader: () => loadSeo('/developers'),
  head: ({ loaderData }) => headFor(loaderData),
  component: DevelopersPage,
});

function DevelopersPage() {
  const { hero, tools, closing } = developersPage;
  return (
    <Page>
      <PageHeader hero={hero} />
      <PageBlock id="tools" title={tools.title} intro={tools.intro}>
        <CardLinkGrid cards={tools.items} headingLevel={3} />
      </PageBlock>
      <ClosingBanner cta={closing} />
    </Page>
  );
}
