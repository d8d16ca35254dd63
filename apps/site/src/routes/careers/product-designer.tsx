import { jobs } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { JobPage } from '../../components/JobPage';
import { headFor } from '../../head';
import { loadSeo } from '../../loadSeo';

export const Route = createFileRoute('/careers/product-designer')({
  loader: () => loadSeo('/careers/product-designer'),
  head: ({ loaderData }) => headFor(loaderData),
  component: () => <JobPage job={jobs['product-designer']} />,
});
