import { audiencePages } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../components/DetailPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/who-we-serve/end-users')({
  loader: () => loadSeo('/who-we-serve/end-users'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AudiencePage,
});

function AudiencePage() {
  const page = audiencePages['end-users'];
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
