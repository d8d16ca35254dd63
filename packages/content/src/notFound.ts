import type { SeoRecord } from './seo';
import { titled } from './titled';
import type { RoutePath } from './types';

// The not-found page's head and copy, in a module of their own: the site's catch-all route reads them when a page
// starts, without loading the table of every page's metadata in ./seo.ts.

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

/** Copy of the 404 page. */
export const notFoundPage = {
  title: 'Page not found',
  description: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  links: [
    { label: 'Go to the home page', href: '/' },
    { label: 'Browse our solutions', href: '/solutions' },
    { label: 'Read our insights', href: '/insights' },
    { label: 'Contact us', href: '/contact' },
  ],
  searchHint: 'Or use search to find what you need.',
} as const satisfies {
  title: string;
  description: string;
  links: readonly { label: string; href: RoutePath }[];
  searchHint: string;
};
