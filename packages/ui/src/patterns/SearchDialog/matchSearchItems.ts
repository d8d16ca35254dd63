/** One searchable article or page. */
export interface SearchItem {
  /** Stable key. */
  id: string;
  title: string;
  excerpt: string;
  /** Shown as the result's badge, for example 'Article', 'Solution', 'Page'. */
  type: string;
  /** Where the result leads; the app navigates there in `onSelect`. */
  href: string;
}

/**
 * The search rule: a case-insensitive substring match of the typed text against the title or the excerpt.
 * Surrounding spaces are ignored; an empty query matches nothing (the dialog then invites the reader to type).
 */
export function matchSearchItems<T extends Pick<SearchItem, 'title' | 'excerpt'>>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (needle === '') return [];
  return items.filter(
    (item) =>
      item.title.toLocaleLowerCase('en-US').includes(needle) ||
      item.excerpt.toLocaleLowerCase('en-US').includes(needle),
  );
}
