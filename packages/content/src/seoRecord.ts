import type { RoutePath } from './types';

/**
 * Pixel size of every Open Graph image (the size link previews expect: 1.91:1). Here, not with the table of every
 * page's metadata (seo.ts): a page's head tags need it, and importing it must not bring the whole table along.
 */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** A page's Open Graph image: a PNG of {@link ogImageSize} showing `heading` under the brand. */
export interface OgImage {
  /** Path on the site (`/og/home.png`); the page's head makes it absolute. */
  readonly path: string;
  /** The text drawn on the image: the page's title without the brand. */
  readonly heading: string;
  readonly alt: string;
}

/** Head metadata of one page. */
export interface SeoRecord {
  readonly path: RoutePath | '/404';
  /** Full `<title>`, brand included. Unique per route. */
  readonly title: string;
  /** Meta description, 50–160 characters. Unique per route. */
  readonly description: string;
  readonly keywords: readonly string[];
  /** Path of the canonical URL; `canonicalUrl()` makes it absolute. `null` for pages without one (the 404). */
  readonly canonicalPath: RoutePath | null;
  /** Alternative text of the Open Graph image. */
  readonly ogImageAlt?: string;
  /** The page's Open Graph image, drawn from its title when the site is built; none for the 404 page. */
  readonly ogImage?: OgImage;
  /** Open Graph type: articles are `article`, everything else `website`. */
  readonly ogType: 'website' | 'article';
  /** `true` adds `noindex` and keeps the page out of the sitemap. */
  readonly noindex: boolean;
}
