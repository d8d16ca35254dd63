// Shared Playwright fixtures for the public-site suite: every page is watched for console errors and failed requests,
// and the site's content comes from @ardena/content (the same source the pages render) so expectations cannot drift.
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

/** Waits until the client has hydrated the prerendered page (the router removes its bootstrap data when done). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 15_000 });
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
