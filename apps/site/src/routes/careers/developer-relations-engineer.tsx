import { jobs } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../components/JobPage';
import { headFor } from '../../head';
import { seoFor } from '../../seo';

export const Route = createFileRoute('/careers/developer-relations-engineer')({
  loader: () => seoFor('/careers/developer-relations-engineer'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <JobPage job={jobs['developer-relations-engineer']} />,
});
