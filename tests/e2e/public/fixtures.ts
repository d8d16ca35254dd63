// Shared Playwright fixtures for the public-site suite: every page is watched for console errors and failed requests,
// and the site's content comes from @ardena/content (the same source the pages render) so expectations cannot drift.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export * as content from '../../../packages/content/src/index';

/** Console errors and uncaught exceptions seen by a page during one test. */
export interface PageProblems {
  errors: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
    await use(problems);
    expect(problems.errors, 'no console errors or uncaught exceptions').toEqual([]);
  },
});

export { expect };

/**
 * Waits until the page content has hydrated: the site's Page layout sets `data-hydrated` on `<html>` from an effect,
 * which runs only after React has hydrated the route's lazily loaded boundary. Interacting earlier would update a
 * boundary that is still dehydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
}

/** Reads one attribute of the first element matching a selector in raw HTML (no browser, no scripts). */
export function attributeIn(html: string, tagPattern: RegExp, attribute: string): string | undefined {
  const tag = html.match(tagPattern)?.[0];
  if (!tag) return undefined;
  return tag.match(new RegExp(`\\s${attribute}="([^"]*)"`))?.[1];
}

/** Decodes the HTML entities React escapes in attributes and text. */
export function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Runs axe (WCAG 2.0–2.2 A/AA and best practices) on the whole page, after motion has settled, and expects no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // Reveal and typing animations end first, so contrast is checked on final colours.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Every violation is still reported; passes and incomplete results (which nothing here reads) skip their node
    // details, about a quarter of axe's time per page.
    .options({ resultTypes: ['violations'] })
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
