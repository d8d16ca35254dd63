import type { SeoRecord } from './seoRecord';
import { titled } from './titled';

// The not-found page's head record, in a module of its own: the site's route tree reads it when a page starts,
// without loading the table of every page's metadata in ./seo.ts. The page's copy is in ./notFoundPage.ts, so only
// the catch-all route's own chunk carries it.

/** Head metadata of the page shown for unknown paths. */
export const notFoundSeo: SeoRecord = {
  path: '/404',
  title: titled('Page Not Found'),
  description:
    'The page you are looking for does not exist or has moved. Find your way back from the home page or search.',
  keywords: [],
  canonicalPath: null,
  ogType: 'website',
  noindex: true,
};
