import { brand, ogImageSize, type SeoRecord } from '@ardena/content';

/**
 * Head tags for one page: title, description, keywords, robots, canonical URL and Open Graph / Twitter tags, from
 * the page's SEO record (which its loader returns). This module stays free of the SEO table itself: route `head()`
 * functions live in the entry chunk, and the table (every page's metadata) must not ship with every page.
 */
export function headFor(record: SeoRecord | undefined) {
  if (!record) return {};
  // Same rule as content's canonicalUrl(): the configured origin plus the path, `/` for the home page.
  const url = record.canonicalPath ? `${brand.siteUrl}${record.canonicalPath}` : undefined;
  // Absolute, as Open Graph requires.
  const image = record.ogImage ? `${brand.siteUrl}${record.ogImage.path}` : undefined;
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
    // The image the prerender draws from the page's title (scripts/og-images.mjs).
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:type', content: 'image/png' },
          { property: 'og:image:width', content: String(ogImageSize.width) },
          { property: 'og:image:height', content: String(ogImageSize.height) },
        ]
      : []),
    ...(record.ogImageAlt ? [{ property: 'og:image:alt', content: record.ogImageAlt }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: record.title },
    { name: 'twitter:description', content: record.description },
    ...(image ? [{ name: 'twitter:image', content: image }] : []),
    ...(image && record.ogImageAlt ? [{ name: 'twitter:image:alt', content: record.ogImageAlt }] : []),
  ];
  return { meta, links: url ? [{ rel: 'canonical', href: url }] : [] };
}
