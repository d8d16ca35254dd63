import { getSeo, type RoutePath, type SeoRecord } from '@ardena/content';

/** The SEO record of a route. Only route loaders call it, so the table travels in the split loader chunks. */
export function seoFor(path: RoutePath): SeoRecord {
  const record = getSeo(path);
  if (!record) throw new Error(`No SEO record for ${path}`);
  return record;
}
