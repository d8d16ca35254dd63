import { findAudiencePage, notFoundSeo } from '@ardena/content';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DetailPage } from '../../components/page/DetailPage';
import { NotFoundPage } from '../../components/page/NotFoundPage';
import { headFor } from '../../head';
import { loadSeoOrNotFound } from '../../loadSeo';

/** `/who-we-serve/<slug>`: one of content's audience pages; any other slug is the not-found page. */
export const Route = createFileRoute('/who-we-serve/$slug')({
  loader: ({ params }) => loadSeoOrNotFound(`/who-we-serve/${params.slug}`),
  head: ({ loaderData }) => headFor(loaderData ?? notFoundSeo),
  component: AudiencePage,
  notFoundComponent: NotFoundPage,
});

function AudiencePage() {
  const page = findAudiencePage(Route.useParams().slug);
  // The loader has already turned an unknown slug into the not-found page; this only narrows the type.
  if (!page) throw notFound();
  return <DetailPage back={page.back} hero={page.hero} sections={page.sections} cta={page.cta} />;
}
