import { describe, expect, it } from 'vitest';
import { findJob, jobs } from './pages/careers';
import { findInsightArticle, insightArticles } from './pages/insights';
import { findSolutionPage, solutionPages } from './pages/solutions';
import { audiencePages, findAudiencePage } from './pages/whoWeServe';

import { routePaths } from './types';

const families = [
  { base: '/insights', table: insightArticles, find: findInsightArticle },
  { base: '/solutions', table: solutionPages, find: findSolutionPage },
  { base: '/who-we-serve', table: audiencePages, find: findAudiencePage },
  { base: '/careers', table: jobs, find: findJob },
] as const;

describe('slug lookups', () => {
  for (const { base, table, find } of families) {
    it(`finds every ${base} page by its slug, at the path the route list names`, () => {
      for (const [slug, page] of Object.entries(table)) {
        expect(find(slug)).toBe(page);
        expect(page.path).toBe(`${base}/${slug}`);
        expect(routePaths).toContain(page.path);
      }
    });

    it(`rejects unknown and inherited ${base} slugs`, () => {
      for (const slug of ['', 'no-such-page', 'constructor', '__proto__', 'toString', 'index']) {
        expect(find(slug)).toBeUndefined();
      }
    });
  }

  it('every detail path in the route list belongs to a page of its family', () => {
    const detailPaths = routePaths.filter((path) => families.some(({ base }) => path.startsWith(`${base}/`)));
    const pagePaths = families.flatMap(({ table }) => Object.values(table).map((page) => page.path));
    expect([...detailPaths].sort()).toEqual([...pagePaths].sort());
  });
});
