import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { headFor } from '../head';
import { loadNotFoundSeo } from '../loadSeo';

// Any path no other route matches. A real route rather than the root's notFoundComponent so its copy and head tags
// load in their own chunk like every page; the server answers these paths with HTTP 404 (dist/client/404.html).
export const Route = createFileRoute('/$')({
  loader: loadNotFoundSeo,
  head: ({ loaderData }) => headFor(loaderData),
  component: NotFoundPage,
});
