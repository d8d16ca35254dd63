import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { jobSlugs, jobs } from './pages/careers';
import { insightArticles } from './pages/insights';
import { privacyPage, termsPage } from './pages/legal';
import { solutionSlugs } from './pages/overviewCards';
import { solutionPages } from './pages/solutions';
import { canonicalUrl, getSeo, notFoundSeo, routes, seo } from './seo';
import { routePaths } from './types';

const records = routePaths.map((path) => seo[path]);

describe('routes and SEO records', () => {
  it('cover exactly the 36 routes of the spec', () => {
    expect(routePaths).toHaveLength(36);
    expect(new Set(routePaths).size).toBe(36);
    expect(Object.keys(seo).sort()).toEqual([...routePaths].sort());
    expect(routes.map((route) => route.path)).toEqual([...routePaths]);
  });

  it('give every route its own title, description and canonical path', () => {
    expect(new Set(records.map((record) => record.title)).size).toBe(36);
    expect(new Set(records.map((record) => record.description)).size).toBe(36);
    expect(new Set(records.map((record) => record.canonicalPath)).size).toBe(36);
    for (const record of records) {
      expect(record.canonicalPath).toBe(record.path);
      expect(record.title).toContain(brand.name);
      expect(record.keywords.length).toBeGreaterThan(0);
    }
  });

  it('agree with the titles the pages print', () => {
    for (const slug of solutionSlugs)
      expect(seo[solutionPages[slug].path].title).toBe(`${solutionPages[slug].hero.title} | Ardena`);
    for (const slug of jobSlugs) expect(seo[jobs[slug].path].title.startsWith(`${jobs[slug].title} (`)).toBe(true);
    expect(seo['/insights/platform-api-guide'].title).toBe(`${insightArticles['platform-api-guide'].title} | Ardena`);
  });

  it('keep titles and descriptions within what search engines display', () => {
    for (const record of [...records, notFoundSeo]) {
      expect(record.title.length, record.path).toBeLessThanOrEqual(60);
      expect(record.description.length, record.path).toBeGreaterThanOrEqual(50);
      expect(record.description.length, record.path).toBeLessThanOrEqual(160);
    }
  });

  it('keep the portals out of search engines and the sitemap, and index /auth like any public page', () => {
    const accountPaths = ['/consumer-portal', '/business-portal'];
    for (const path of routePaths) {
      const route = routes.find((candidate) => candidate.path === path);
      const isAccount = accountPaths.includes(path);
      expect(seo[path].noindex, path).toBe(isAccount);
      expect(route?.kind, path).toBe(isAccount ? 'account' : 'public');
      expect(route?.sitemap, path).toBe(!isAccount);
      expect(route?.prerender, path).toBe(true);
    }
    expect(routes.filter((route) => route.sitemap)).toHaveLength(34);
  });

  it('describe the 404 page without a canonical URL and with noindex', () => {
    expect(notFoundSeo.noindex).toBe(true);
    expect(notFoundSeo.canonicalPath).toBeNull();
    expect(records.map((record) => record.title)).not.toContain(notFoundSeo.title);
  });

  it('dates the sitemap entries of dated articles and legal pages', () => {
    const lastmodOf = (path: string) => routes.find((route) => route.path === path)?.lastmod;
    expect(lastmodOf('/insights/embedded-finance')).toBe('2024-12-15');
    expect(lastmodOf('/insights/platform-api-guide')).toBeUndefined();
    expect(lastmodOf('/terms')).toBe(termsPage.lastUpdated.isoDate);
    expect(lastmodOf('/privacy')).toBe(privacyPage.lastUpdated.isoDate);
    expect(lastmodOf('/')).toBeUndefined();
  });

  it('marks insight articles as Open Graph articles', () => {
    expect(seo['/insights/platform-api-guide'].ogType).toBe('article');
    expect(seo['/insights'].ogType).toBe('website');
  });

  it('builds absolute canonical URLs on the configured origin', () => {
    expect(canonicalUrl('/')).toBe(`${brand.siteUrl}/`);
    expect(canonicalUrl('/insights/psp-agnostic')).toBe(`${brand.siteUrl}/insights/psp-agnostic`);
    expect(getSeo('/careers')?.title).toBe('Careers | Ardena');
    expect(getSeo('/does-not-exist')).toBeUndefined();
  });
});
