import { type InsightCategoryId, insightCategories } from '@ardena/content';

// Search params arrive from anywhere (old links, hand-edited URLs, mail clients), so every field falls back to
// "absent" instead of failing: a malformed value shows the page in its default state, never an error. Absent (not a
// normalised default) keeps a bare `/insights` or `/auth` a URL of its own, with no redirect to a canonical query.

export interface InsightsSearch {
  category?: InsightCategoryId | undefined;
}

/**
 * `/insights?category=`: one of the listed categories; the page shows the default tab when it is absent. The route's
 * `validateSearch` and the insights tabs island both parse with this one function. Written by hand rather than as a
 * valibot schema like `/auth`'s: it is one picklist, and the island would otherwise ship valibot to every visitor of
 * /insights (1.5 KB gzip).
 */
export function insightsSearchSchema(search: Record<string, unknown>): InsightsSearch {
  if (!('category' in search)) return {};
  return { category: insightCategories.find((category) => category.id === search.category)?.id };
}
