import { describe, expect, it } from 'vitest';
import { fixedSearchItems, searchContent, searchCopy, searchIndex } from './search';
import { routePaths } from './types';

describe('search index', () => {
  it('holds the spec’s fixed list of exactly 8 articles and pages first', () => {
    expect(fixedSearchItems).toHaveLength(8);
    expect(searchIndex.slice(0, 8)).toEqual(fixedSearchItems);
    expect(fixedSearchItems.map((item) => item.href)).toEqual([
      '/insights/embedded-finance',
      '/insights/cross-border-payments',
      '/insights/psp-agnostic',
      '/insights/merchant-stack',
      '/insights/embedded-finance-edge',
      '/insights/composable-settlement',
      '/insights/platform-api-guide',
      '/developers',
    ]);
  });

  it('badges each result with its type', () => {
    const typeOf = (href: string) => fixedSearchItems.find((item) => item.href === href)?.type;
    expect(typeOf('/insights/embedded-finance')).toBe('Article');
    expect(typeOf('/insights/cross-border-payments')).toBe('Case Study');
    expect(typeOf('/insights/platform-api-guide')).toBe('Guide');
    expect(typeOf('/developers')).toBe('Page');
  });

  it('extends to every public page with unique entries and valid links', () => {
    const ids = searchIndex.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(searchIndex).toHaveLength(33);
    for (const item of searchIndex) {
      expect(routePaths).toContain(item.href);
      expect(['/auth', '/consumer-portal', '/business-portal']).not.toContain(item.href);
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.excerpt.length).toBeGreaterThan(0);
    }
  });
});

describe('searchContent', () => {
  it('returns nothing for an empty or blank query', () => {
    expect(searchContent('')).toEqual([]);
    expect(searchContent('   ')).toEqual([]);
  });

  it('matches titles case-insensitively', () => {
    const lower = searchContent('platform api');
    const upper = searchContent('PLATFORM API');
    expect(lower.map((item) => item.href)).toContain('/insights/platform-api-guide');
    expect(upper).toEqual(lower);
  });

  it('matches a substring inside a word of the excerpt', () => {
    const items = [
      { id: 'a', title: 'Alpha', excerpt: 'About reconciliation', type: 'Page', href: '/' },
      { id: 'b', title: 'Beta', excerpt: 'About payouts', type: 'Page', href: '/about' },
    ] as const;
    expect(searchContent('CONCIL', items).map((item) => item.id)).toEqual(['a']);
    expect(searchContent('beT', items).map((item) => item.id)).toEqual(['b']);
  });

  it('searches the fixed list when given it', () => {
    expect(searchContent('settlement', fixedSearchItems).map((item) => item.href)).toEqual([
      '/insights/cross-border-payments',
      '/insights/composable-settlement',
      '/insights/platform-api-guide',
    ]);
  });

  it('returns no result for text that appears nowhere', () => {
    expect(searchContent('zzqx-no-such-text')).toEqual([]);
  });
});

describe('search copy', () => {
  it('uses the spec’s exact messages', () => {
    expect(searchCopy.empty).toBe('Start typing to search...');
    expect(searchCopy.noResults('ledger x')).toBe('No results found for "ledger x"');
    expect(searchCopy.noResultsHint).toBe('Try different keywords or check your spelling');
  });
});
