// The browser bundle runs on preact/compat while the prerender uses React (apps/site/README.md, "First-load
// JavaScript"). Preact patches a mismatching server DOM silently instead of logging, so this suite checks hydration
// directly: the document a page has after hydrating must be the document the server sent.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../public/fixtures';

/** A DOM tree as comparable data: tag, sorted attributes, children; text trimmed, whitespace-only text dropped. */
async function snapshotBody(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const walk = (node: Node): unknown => {
      if (node.nodeType === Node.TEXT_NODE) {
        const text = node.textContent?.replace(/\s+/g, ' ').trim();
        return text ? text : null;
      }
      if (!(node instanceof Element)) return null;
      // Scripts are the router's hydration data and the entry: they are consumed, not rendered.
      if (node.tagName === 'SCRIPT') return null;
      // With scripting on, the browser parses <noscript> content as text, so only the element itself is comparable.
      if (node.tagName === 'NOSCRIPT') return ['noscript', [], []];
      const attributes = [...node.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).sort();
      const children = [...node.childNodes].map(walk).filter((child) => child !== null);
      return [node.tagName.toLowerCase(), attributes, children];
    };
    return walk(document.body);
  });
}

// One page per kind of layout (home, list with tabs, article, job, legal text, form, account entry, audience page):
// the hydration path is shared, so these cover every component family without visiting all 36 routes twice.
const pages = [
  '/',
  '/insights',
  '/insights/platform-api-guide',
  '/careers/senior-backend-engineer',
  '/terms',
  '/partner-login',
  '/auth',
  '/who-we-serve/end-users',
] as const;

test.describe('hydration keeps the prerendered document', () => {
  for (const path of pages) {
    test(path, async ({ browser, page, problems }) => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const serverPage = await noScript.newPage();
      await serverPage.goto(path);
      const served = await snapshotBody(serverPage);
      await noScript.close();

      await page.goto(path);
      await waitForHydration(page);
      const hydrated = (await snapshotBody(page)) as [string, string[], unknown[]];
      const [tag, attributes, children] = served as [string, string[], unknown[]];
      // Portals (the toast region, dialogs) mount after the prerendered children of <body>: only those are compared.
      expect([hydrated[0], hydrated[1], hydrated[2].slice(0, children.length)]).toEqual([tag, attributes, children]);
      expect(problems.errors).toEqual([]);
    });
  }
});
