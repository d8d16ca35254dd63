import { jobs } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../components/JobPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/careers/senior-backend-engineer')({
  loader: () => loadSeo('/careers/senior-backend-engineer'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <JobPage job={jobs['senior-backend-engineer']} />,
});
