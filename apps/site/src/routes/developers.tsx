import { developersPage } from '@ardena/content';
import { CodePanel } from '@ardena/ui/patterns';
import { createFileRoute } from '@tanstack/react-router';
import { CardLinkGrid } from '../components/page/CardLinkGrid';
import { ClosingBanner, Page, PageBlock, PageHeader } from '../components/page/Page';
import { headFor } from '../head';
import { loadSeo } from '../loadSeo';
import * as sections from '../sections.css';

export const Route = createFileRoute('/developers')({
  loader: () => loadSeo('/developers'),
  head: ({ loaderData }) => headFor(loaderData),
  component: DevelopersPage,
});

function DevelopersPage() {
  const { hero, sample, tools, closing } = developersPage;
  return (
    <Page>
      <div className={sections.split}>
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
