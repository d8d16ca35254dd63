import { findJob, notFoundSeo } from '@ardena/content';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { JobPage } from '../../components/page/JobPage';
import { NotFoundPage } from '../../components/page/NotFoundPage';
import { headFor } from '../../head';
import { loadSeoOrNotFound } from '../../loadSeo';

/** `/careers/<slug>`: one of content's open roles; any other slug is the not-found page. */
export const Route = createFileRoute('/careers/$slug')({
  loader: ({ params }) => loadSeoOrNotFound(`/careers/${params.slug}`),
  head: ({ loaderData }) => headFor(loaderData ?? notFoundSeo),
  component: JobRolePage,
  notFoundComponent: NotFoundPage,
});

function JobRolePage() {
  const job = findJob(Route.useParams().slug);
  // The loader has already turned an unknown slug into the not-found page; this only narrows the type.
  if (!job) throw notFound();
  return <JobPage job={job} />;
}
