import { type Job, jobs } from './pages/careers';
import { type InsightArticle, insightArticles } from './pages/insights';
import { type SolutionPage, solutionPages } from './pages/solutions';
import { type AudiencePage, audiencePages } from './pages/whoWeServe';

// The site serves each family of detail pages through one route with a `slug` parameter; these lookups decide
// whether a slug from the URL names a page. `Object.hasOwn` keeps inherited names (`constructor`, `__proto__`)
// from counting as pages.
function bySlug<Page>(table: Readonly<Record<string, Page>>, slug: string): Page | undefined {
  return Object.hasOwn(table, slug) ? table[slug] : undefined;
}

/** The insight article at `/insights/<slug>`, or `undefined` for an unknown slug. */
export function findInsightArticle(slug: string): InsightArticle | undefined {
  return bySlug(insightArticles, slug);
}

/** The solution page at `/solutions/<slug>`, or `undefined` for an unknown slug. */
export function findSolutionPage(slug: string): SolutionPage | undefined {
  return bySlug(solutionPages, slug);
}

/** The audience page at `/who-we-serve/<slug>`, or `undefined` for an unknown slug. */
export function findAudiencePage(slug: string): AudiencePage | undefined {
  return bySlug(audiencePages, slug);
}

/** The open role at `/careers/<slug>`, or `undefined` for an unknown slug. */
export function findJob(slug: string): Job | undefined {
  return bySlug(jobs, slug);
}
