import type { RoutePath, SeoRecord } from '@ardena/content';

/**
 * Route loaders return the page's SEO record for `head()`. The table of every page's metadata is imported on demand:
 * the prerendered page already carries its record in the hydration data, so a first visit never downloads the table;
 * it loads once, on the first client-side navigation.
 */
export function loadSeo(path: RoutePath): Promise<SeoRecord> {
  return import('./seo').then((module) => module.seoFor(path));
}
