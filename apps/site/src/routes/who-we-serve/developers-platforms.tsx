import { audiencePages } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { DetailPage } from '../../components/DetailPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/who-we-serve/developers-platforms')({
  loader: () => loadSeo('/who-we-serve/developers-platforms'),
  head: ({ loaderData }) => headFor(loaderData),
  component: AudiencePage,
});

function AudiencePage() {
  const page = audiencePages['developers-platforms'];
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
