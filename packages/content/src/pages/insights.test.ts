import { describe, expect, it } from 'vitest';
import { sectionById } from '../types';
import { defaultInsightCategory, insightCategories, parseInsightCategory } from './insightCategories';
import { insightSlugs, insightSummaries, insightsInCategory, insightsPage } from './insightMeta';
import { insightArticles } from './insights';

describe('insight categories', () => {
  it('are exactly Articles, Case Studies and Technical Guide, defaulting to Articles', () => {
    expect(insightCategories.map((category) => category.label)).toEqual([
      'Articles',
      'Case Studies',
      'Technical Guide',
    ]);
    expect(defaultInsightCategory).toBe('articles');
  });

  it('list the right articles under each tab, newest first', () => {
    expect(insightsInCategory('articles').map((article) => article.slug)).toEqual(['embedded-finance', 'psp-agnostic']);
    expect(insightsInCategory('case-studies').map((article) => article.slug)).toEqual([
      'cross-border-payments',
      'merchant-stack',
    ]);
    expect(insightsInCategory('technical-guide').map((article) => article.slug)).toEqual(['platform-api-guide']);
  });

  it('parses the ?category= value, falling back to Articles for anything unknown', () => {
    expect(parseInsightCategory('case-studies')).toBe('case-studies');
    expect(parseInsightCategory('technical-guide')).toBe('technical-guide');
    expect(parseInsightCategory('Case Studies')).toBe('articles');
    expect(parseInsightCategory(undefined)).toBe('articles');
  });

  it('has a message for an empty category and a newsletter box', () => {
    expect(insightsPage.emptyCategory.title).toMatch(/no articles/i);
    expect(insightsPage.newsletter.submitLabel).toBe('Subscribe');
  });
});

describe('insight articles', () => {
  it('match the spec’s table of categories, dates and read times', () => {
    const table = insightSlugs.map((slug) => {
      const article = insightArticles[slug];
      return [slug, article.category, article.displayDate, article.readTime];
    });
    expect(table).toEqual([
      ['embedded-finance', 'Articles', 'Dec 15 2024', '4 min'],
      ['cross-border-payments', 'Case Studies', 'Dec 10 2024', '6 min'],
      ['psp-agnostic', 'Articles', 'Dec 5 2024', '5 min'],
      ['merchant-stack', 'Case Studies', 'Nov 28 2024', '7 min'],
      ['embedded-finance-edge', null, 'Dec 2024', '8 min'],
      ['composable-settlement', null, 'Jan 2025', '10 min'],
      ['platform-api-guide', 'Technical Guide', 'Nov 2024', '12 min'],
    ]);
  });

  it('carry ISO dates that agree with the printed dates', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    for (const slug of insightSlugs) {
      const article = insightArticles[slug];
      const [year, month, day] = article.isoDate.split('-');
      const expected = [months[Number(month) - 1], day ? String(Number(day)) : undefined, year]
        .filter(Boolean)
        .join(' ');
      expect(article.displayDate, slug).toBe(expected);
      expect(article.readTime).toBe(`${article.readTimeMinutes} min`);
      expect(article.path).toBe(`/insights/${slug}`);
      expect(article.back.href).toBe('/insights');
    }
  });

  it('share their list metadata with the summaries used by lists, search and SEO', () => {
    for (const slug of insightSlugs) expect(insightArticles[slug]).toMatchObject(insightSummaries[slug]);
  });

  it('keep read times between 4 and 12 minutes', () => {
    const minutes = insightSlugs.map((slug) => insightArticles[slug].readTimeMinutes);
    expect(Math.min(...minutes)).toBe(4);
    expect(Math.max(...minutes)).toBe(12);
  });

  it('link the two uncategorised articles to /developers and /solutions', () => {
    expect(insightArticles['embedded-finance-edge'].related).toMatchObject({ kind: 'internal', href: '/developers' });
    expect(insightArticles['composable-settlement'].related).toMatchObject({ kind: 'internal', href: '/solutions' });
  });
});

describe('platform API guide', () => {
  const guide = insightArticles['platform-api-guide'];

  it('has every section of the spec in order', () => {
    expect(guide.sections.map((section) => section.id)).toEqual([
      'api-architecture',
      'integration-pathway',
      'core-capabilities',
      'best-practices',
      'advanced-use-cases',
      'getting-started',
    ]);
    expect(sectionById(guide.sections, 'api-architecture', 'prose').paragraphs.join(' ')).toMatch(
      /composable building blocks/,
    );
  });

  it('has three integration step cards', () => {
    const steps = sectionById(guide.sections, 'integration-pathway', 'steps').steps;
    expect(steps.map((step) => step.title)).toEqual(['Authentication Setup', 'Core Integration', 'Optimization']);
  });

  it('shows the example request line with bearer authorisation and a JSON content type', () => {
    const capabilities = sectionById(guide.sections, 'core-capabilities', 'cards').items;
    expect(capabilities.map((item) => item.title)).toEqual([
      'Payment Processing',
      'Settlement Orchestration',
      'Compliance and Reporting',
    ]);
    const code = capabilities[0]?.code?.code ?? '';
    const [requestLine, ...headers] = code.split('\n');
    expect(requestLine).toMatch(/^POST \/\S*payments\/process$/);
    expect(headers).toContain('Authorization: Bearer YOUR_API_KEY');
    expect(headers).toContain('Content-Type: application/json');
  });

  it('lists the best practices and advanced use cases', () => {
    const practices = sectionById(guide.sections, 'best-practices', 'cards').items;
    expect(practices.map((item) => item.title)).toEqual([
      'Start with webhooks',
      'Use idempotency keys',
      'Design for scale',
    ]);
    expect(practices[1]?.description).toMatch(/state-changing operation/);
    expect(practices[2]?.description).toMatch(/rate limits.*retry.*circuit breakers/);
    expect(sectionById(guide.sections, 'advanced-use-cases', 'cards').items.map((item) => item.title)).toEqual([
      'Dynamic pricing',
      'Smart routing',
      'Multi-party settlement',
      'Cross-border optimisation',
    ]);
    expect(sectionById(guide.sections, 'getting-started', 'cards').items.map((item) => item.title)).toEqual([
      'Sandbox',
      'Documentation',
      'SDKs',
    ]);
  });

  it('closes with a call to action to /developers', () => {
    expect(guide.cta?.primary).toMatchObject({ kind: 'internal', href: '/developers' });
  });
});
