import { developersPage } from '@ardena/content';
import { CodePanel } from '@ardena/ui';
import { createFileRoute } from '@tanstack/react-router';
import { CardLinkGrid } from '../components/CardLinkGrid';
import { ClosingBanner, Page, PageBlock, PageHeader } from '../components/Page';
import { headFor } from '../head';
import * as layout from '../layout.css';
import { loadSeo } from '../loadSeo';

export const Route = createFileRoute('/developers')({
  loader: () => loadSeo('/developers'),
  head: ({ loaderData }) => headFor(loaderData),
  component: DevelopersPage,
});

function DevelopersPage() {
  const { hero, sample, tools, closing } = developersPage;
  return (
    <Page>
      <div className={layout.split}>
        <PageHeader hero={hero} />
        <CodePanel title={sample.title} blocks={sample.blocks} />
      </div>
      <PageBlock id="tools" title={tools.title} intro={tools.intro} band>
        <CardLinkGrid cards={tools.items} headingLevel={3} />
      </PageBlock>
      <ClosingBanner cta={closing} />
    </Page>
  );
}
