import { brand, canonicalUrl, getSeo, notFoundSeo, type RoutePath, type SeoRecord } from '@ardena/content';

/** The SEO record of a route; loaders return it so the data travels in the route's own split chunk. */
export function seoFor(path: RoutePath): SeoRecord {
  const record = getSeo(path);
  if (!record) throw new Error(`No SEO record for ${path}`);
  return record;
}

export { notFoundSeo };

/**
 * Head tags for one page: title, description, keywords, robots, canonical URL and Open Graph / Twitter tags, all
 * from the page's @ardena/content SEO record.
 */
export function headFor(record: SeoRecord | undefined) {
  if (!record) return {};
  const url = record.canonicalPath ? canonicalUrl(record.canonicalPath) : undefined;
  const meta = [
    { title: record.title },
    { name: 'description', content: record.description },
    ...(record.keywords.length > 0 ? [{ name: 'keywords', content: record.keywords.join(', ') }] : []),
    ...(record.noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
    { property: 'og:site_name', content: brand.name },
    { property: 'og:type', content: record.ogType },
    { property: 'og:title', content: record.title },
    { property: 'og:description', content: record.description },
    ...(url ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:locale', content: 'en_GB' },
    ...(record.ogImageAlt ? [{ property: 'og:image:alt', content: record.ogImageAlt }] : []),
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: record.title },
    { name: 'twitter:description', content: record.description },
  ];
  return { meta, links: url ? [{ rel: 'canonical', href: url }] : [] };
}
