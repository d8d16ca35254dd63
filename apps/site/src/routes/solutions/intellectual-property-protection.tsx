import { solutionPages } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../components/DetailPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/solutions/intellectual-property-protection')({
  loader: () => loadSeo('/solutions/intellectual-property-protection'),
  head: ({ loaderData }) => headFor(loaderData),
  component: SolutionPage,
});

function SolutionPage() {
  const page = solutionPages['intellectual-property-protection'];
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
