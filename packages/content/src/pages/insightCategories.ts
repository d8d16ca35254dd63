/** The three categories the /insights tabs offer, in tab order. `id` is the `?category=` value. */
export const insightCategories = [
  { id: 'articles', label: 'Articles' },
  { id: 'case-studies', label: 'Case Studies' },
  { id: 'technical-guide', label: 'Technical Guide' },
] as const;

/** Tab label of a listed category. */
export type InsightCategory = (typeof insightCategories)[number]['label'];

/** URL value of a listed category (`/insights?category=`). */
export type InsightCategoryId = (typeof insightCategories)[number]['id'];

/** The tab selected when the URL names none. */
export const defaultInsightCategory: InsightCategoryId = 'articles';

/** Narrows an arbitrary `?category=` value to a known category id, falling back to the default tab. */
export function parseInsightCategory(value: unknown): InsightCategoryId {
  return insightCategories.some((category) => category.id === value)
    ? (value as InsightCategoryId)
    : defaultInsightCategory;
}
