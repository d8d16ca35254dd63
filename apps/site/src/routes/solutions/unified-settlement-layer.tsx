import { solutionPages } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../components/DetailPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/solutions/unified-settlement-layer')({
  loader: () => loadSeo('/solutions/unified-settlement-layer'),
  head: ({ loaderData }) => headFor(loaderData),
  component: SolutionPage,
});

function SolutionPage() {
  const page = solutionPages['unified-settlement-layer'];
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
