/**
 * The page of `table` named by `slug`, or `undefined`. The site serves each family of detail pages through one route
 * with a `slug` parameter, so the slug comes from the URL: `Object.hasOwn` keeps inherited names (`constructor`,
 * `__proto__`) from counting as pages.
 */
export function bySlug<Page>(table: Readonly<Record<string, Page>>, slug: string): Page | undefined {
  return Object.hasOwn(table, slug) ? table[slug] : undefined;
}
