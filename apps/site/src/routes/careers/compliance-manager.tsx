import { jobs } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../components/JobPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/careers/compliance-manager')({
  loader: () => loadSeo('/careers/compliance-manager'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <JobPage job={jobs['compliance-manager']} />,
});
