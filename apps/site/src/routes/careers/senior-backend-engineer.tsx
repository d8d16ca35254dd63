import { jobs } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../components/JobPage';
import { headFor } from '../../head';
import { seoFor } from '../../seo';

export const Route = createFileRoute('/careers/senior-backend-engineer')({
  loader: () => seoFor('/careers/senior-backend-engineer'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <JobPage job={jobs['senior-backend-engineer']} />,
});
