import { solutionPages } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../components/DetailPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/solutions/global-data-exchange')({
  loader: () => loadSeo('/solutions/global-data-exchange'),
  head: ({ loaderData }) => headFor(loaderData),
  component: SolutionPage,
});

function SolutionPage() {
  const page = solutionPages['global-data-exchange'];
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
