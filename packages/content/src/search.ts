import { type InsightSummary, insightSlugs, insightSummaries } from './pages/insightMeta';
import { seo } from './seo';
import type { RoutePath } from './types';

/** Badge text of a search result. */
export type SearchItemType = 'Article' | 'Case Study' | 'Guide' | 'Page';

/** One searchable article or page. */
export interface SearchItem {
  /** Stable key (the path). */
  readonly id: string;
  readonly title: string;
  readonly excerpt: string;
  readonly type: SearchItemType;
  readonly href: RoutePath;
}

function articleType(article: InsightSummary): SearchItemType {
  if (article.category === 'Case Studies') return 'Case Study';
  if (article.category === 'Technical Guide') return 'Guide';
  return 'Article';
}

// Only list metadata and SEO descriptions are imported, so the header's search stays small on every page.

/**
 * The spec's fixed list of eight articles and pages: the seven insight articles (the Platform API guide among
 * them) and the Developers page.
 */
export const fixedSearchItems: readonly SearchItem[] = [
  ...insightSlugs.map((slug): SearchItem => {
    const article = insightSummaries[slug];
    return {
      id: article.path,
      title: article.title,
      excerpt: article.excerpt,
      type: articleType(article),
      href: article.path,
    };
  }),
  {
    id: '/developers',
    title: 'Developers',
    excerpt: seo['/developers'].description,
    type: 'Page',
    href: '/developers',
  },
];

/** Search titles of the remaining public pages, which reuse their SEO descriptions as excerpts. */
const pageTitles: Partial<Record<RoutePath, string>> = {
  '/': 'Home',
  '/who-we-serve': 'Who We Serve',
  '/who-we-serve/business-merchant': 'Businesses & Merchants',
  '/who-we-serve/financial-institutions': 'Financial Institutions',
  '/who-we-serve/developers-platforms': 'Developers & Platforms',
  '/who-we-serve/end-users': 'End Users',
  '/solutions': 'Solutions',
  '/solutions/unified-settlement-layer': 'Unified Settlement Layer',
  '/solutions/composable-finance-core': 'Composable Finance Core',
  '/solutions/global-data-exchange': 'Global Data Exchange',
  '/solutions/intellectual-property-protection': 'Intellectual Property Protection',
  '/insights': 'Insights',
  '/access': 'Platform Access',
  '/partner-login': 'Partner Access',
  '/about': 'About Us',
  '/careers': 'Careers',
  '/careers/senior-backend-engineer': 'Senior Backend Engineer',
  '/careers/product-designer': 'Product Designer',
  '/careers/compliance-manager': 'Compliance Manager',
  '/careers/developer-relations-engineer': 'Developer Relations Engineer',
  '/contact': 'Contact Us',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/security': 'Security',
  '/compliance': 'Compliance',
};

/** Every public page searchable from the header: the fixed eight first, then the other public pages. */
export const searchIndex: readonly SearchItem[] = [
  ...fixedSearchItems,
  ...Object.entries(pageTitles).map(
    ([path, title]): SearchItem => ({
      id: path,
      title: title as string,
      excerpt: seo[path as RoutePath].description,
      type: 'Page',
      href: path as RoutePath,
    }),
  ),
];

/**
 * Case-insensitive substring match of the query against each item's title or excerpt, in index order. The query is
 * trimmed; an empty query matches nothing (the dialog shows its prompt instead).
 */
export function searchContent(query: string, items: readonly SearchItem[] = searchIndex): SearchItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  return items.filter(
    (item) => item.title.toLocaleLowerCase().includes(needle) || item.excerpt.toLocaleLowerCase().includes(needle),
  );
}

/** Texts of the search dialog, exactly as the spec fixes them. */
export const searchCopy = {
  title: 'Search',
  inputLabel: 'Search articles and pages',
  placeholder: 'Search articles and pages...',
  empty: 'Start typing to search...',
  noResults: (query: string) => `No results found for "${query}"`,
  noResultsHint: 'Try different keywords or check your spelling',
} as const;
