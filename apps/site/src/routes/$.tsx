import { notFoundSeo } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/page/NotFoundPage';
import { headFor } from '../head';

// Any path no other route matches. A real route rather than the root's notFoundComponent so its copy loads in its own
// chunk like every page; the server answers these paths with HTTP 404 (dist/client/404.html).
//
// No loader, unlike the other routes: its small head record is read directly (content's `notFound` module), so the
// page needs neither the table of every page's metadata nor a loader step while it starts. It is prerendered once and
// served at any unknown path as a public page: static HTML with the layout's islands, so no router state ties it to
// the path it was rendered at.
export const Route = createFileRoute('/$')({
  head: () => headFor(notFoundSeo),
  component: NotFoundPage,
});
