import { notFoundSeo } from '@ardena/content';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { headFor } from '../head';

// Any path no other route matches. A real route rather than the root's notFoundComponent so its copy loads in its own
// chunk like every page; the server answers these paths with HTTP 404 (dist/client/404.html).
//
// No loader, unlike the other routes: the page is prerendered at a probe path and served at any unknown one, so in the
// browser its match (the splat differs) never matches the prerendered one. A loader would run again while the page
// hydrates and change the router's state under blocks still waiting to hydrate. Its small head record is read
// directly instead (content's `notFound` module, not the table of every page's metadata).
export const Route = createFileRoute('/$')({
  head: () => headFor(notFoundSeo),
  component: NotFoundPage,
});
