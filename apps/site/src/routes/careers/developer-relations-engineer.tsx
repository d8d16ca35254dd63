import { jobs } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../components/JobPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/careers/developer-relations-engineer')({
  loader: () => loadSeo('/careers/developer-relations-engineer'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <JobPage job={jobs['developer-relations-engineer']} />,
});
