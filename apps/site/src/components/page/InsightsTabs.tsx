import { type InsightCategoryId, parseInsightCategory } from '@ardena/content';
import { CategoryTabs } from '@ardena/ui/patterns';
import { useEffect, useState } from 'react';
import { ServerSlot } from '../../islands/ServerMarkup';
import { insightsSearchSchema } from '../../searchParams';

/** What the tabs need, serialised into the island's marker by the server (components/InsightsCatalogue.tsx). */
export interface InsightsTabsProps {
  label: string;
  categories: readonly { value: InsightCategoryId; label: string }[];
}

/**
 * The `?category=` of the address (validated by the route's own schema), or the default tab. A value that names no
 * category is taken out of the address (replacing the entry), so the URL says what the page shows.
 */
function categoryInAddress(): InsightCategoryId {
  const url = new URL(window.location.href);
  const search = insightsSearchSchema(Object.fromEntries(url.searchParams));
  if (url.searchParams.has('category') && !search.category) {
    url.searchParams.delete('category');
    window.history.replaceState(window.history.state, '', url);
  }
  return parseInsightCategory(search.category);
}

/**
 * The category tabs of /insights and the selected category's articles (an island). Every category's grid (or its
 * empty state) is drawn by the server into a slot named after the category (components/InsightsCatalogue.tsx), in that
 * category's panel; the island shows the selected panel and hides the others, so its code holds no card. The page is prerendered on the
 * default tab; a `?category=` in the address applies right after hydration, and choosing a tab keeps it in the address
 * (replacing the entry, without moving the page).
 */
export function InsightsTabs({ label, categories }: InsightsTabsProps) {
  const [selected, setSelected] = useState<InsightCategoryId>(() => parseInsightCategory(undefined));
  useEffect(() => setSelected(categoryInAddress()), []);
  return (
    <CategoryTabs
      label={label}
      categories={categories}
      value={selected}
      // Each panel holds its category's server-drawn slot from the start: switching only shows and hides them.
      forceMount
      onValueChange={(value) => {
        const category = parseInsightCategory(value);
        setSelected(category);
        const url = new URL(window.location.href);
        url.searchParams.set('category', category);
        window.history.replaceState(window.history.state, '', url);
      }}
    >
      {(category) => <ServerSlot name={category.value} />}
    </CategoryTabs>
  );
}
