import { audiencePages } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../components/DetailPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/who-we-serve/business-merchant')({
  loader: () => loadSeo('/who-we-serve/business-merchant'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AudiencePage,
});

function AudiencePage() {
  const page = audiencePages['business-merchant'];
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
