import { solutionsPage } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { CardLinkGrid } from '../../components/page/CardLinkGrid';
import { ClosingBanner, Page, PageHeader } from '../../components/page/Page';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/solutions/')({
  loader: () => loadSeo('/solutions'),
  head: ({ loaderData }) => headFor(loaderData),
  component: SolutionsPage,
});

function SolutionsPage() {
  return (
    <Page>
      <PageHeader hero={solutionsPage.hero} />
      <CardLinkGrid cards={solutionsPage.modules} />
      <ClosingBanner cta={solutionsPage.closing} />
    </Page>
  );
}
