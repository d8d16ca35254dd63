import { audiencePages } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../components/DetailPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/who-we-serve/financial-institutions')({
  loader: () => loadSeo('/who-we-serve/financial-institutions'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AudiencePage,
});

function AudiencePage() {
  const page = audiencePages['financial-institutions'];
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
