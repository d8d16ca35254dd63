import { type RoutePath, routePaths, type SeoRecord } from '@ardena/content';
import { notFound } from '@tanstack/react-router';

/**
 * Route loaders return the page's SEO record for `head()`. The table of every page's metadata is imported on demand:
 * the prerendered page already carries its record in the hydration data, so a first visit never downloads the table;
 * it loads once, on the first client-side navigation.
 */
export function loadSeo(path: RoutePath): Promise<SeoRecord> {
  return import('./seo').then((module) => module.seoFor(path));
}

/**
 * `loadSeo` for an address built from a route's params (`/insights/${slug}`): an address content's route list does
 * not name is the not-found page. The list is checked rather than the pages themselves, so that route loaders (which
 * ship with every page) do not carry every article's body.
 */
export function loadSeoOrNotFound(path: string): Promise<SeoRecord> {
  const route = routePaths.find((listed) => listed === path);
  if (!route) throw notFound();
  return loadSeo(route);
}
