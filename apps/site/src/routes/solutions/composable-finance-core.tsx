import { solutionPages } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../components/DetailPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/solutions/composable-finance-core')({
  loader: () => loadSeo('/solutions/composable-finance-core'),
  head: ({ loaderData }) => headFor(loaderData),
  component: SolutionPage,
});

function SolutionPage() {
  const page = solutionPages['composable-finance-core'];
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
