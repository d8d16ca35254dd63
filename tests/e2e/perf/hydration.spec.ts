// The browser bundle runs on preact/compat while the prerender uses React (apps/site/README.md, "First-load
// JavaScript"). Preact does not log a hydration mismatch the way React does: when it cannot adopt the server's DOM it
// quietly builds new nodes beside or instead of it. So this suite checks adoption itself: after hydration, the page's
// landmarks and heading are the very nodes the server sent, the document has one <html> and one <body>, and the
// prerendered text is still there. Later changes made by effects (roving tab stops, the hero's typing effect) are
// ordinary client behaviour and not compared. Preact adopts nodes in tree order by tag name, so the head's stylesheet
// and favicon links and the body's entry script are checked too (apps/site/src/components/DocumentAssets.tsx), and
// again after a client-side navigation, which replaces the page's own head tags.
import { content, expect, test, waitForHydration } from '../public/fixtures';

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

// The header, the page opening, each page section and the footer hydrate after the first render, one per task
// (apps/site/src/hydration/progressive.tsx): their nodes, the page opening's <header> and a footer link included,
// must be the server's too.
const landmarks = [
  'header',
  'main',
  'main header',
  'footer',
  'footer a',
  'h1',
  'link[rel="stylesheet"]',
  'link[rel="icon"]',
  'script[type="module"][src]',
] as const;

type Probe = { serverNodes: Partial<Record<(typeof landmarks)[number], Element | null>> };

test.describe('hydration adopts the prerendered document', () => {
  for (const path of pages) {
    test(path, async ({ page, problems }) => {
      const served = await (await page.request.get(path)).text();
      await page.addInitScript((selectors) => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as Probe).serverNodes = Object.fromEntries(
            selectors.map((selector) => [selector, document.querySelector(selector)]),
          );
        });
      }, landmarks);
      await page.goto(path);
      await waitForHydration(page);

      const adoption = await page.evaluate((selectors) => {
        const { serverNodes } = window as unknown as Probe;
        return {
          adopted: selectors.filter((selector) => {
            const node = serverNodes[selector];
            // A page without an opening header (the account page) has nothing to adopt there.
            if (selector === 'main header' && node === null) return document.querySelector(selector) === null;
            return node !== null && node !== undefined && node === document.querySelector(selector);
          }),
          htmlElements: document.querySelectorAll('html').length,
          bodies: document.querySelectorAll('body').length,
        };
      }, landmarks);
      expect(adoption).toEqual({ adopted: [...landmarks], htmlElements: 1, bodies: 1 });

      // The server's heading text survives hydration unchanged.
      const serverHeading = served.match(/<h1\b[^>]*>([\s\S]*?)<\/h1>/)?.[1]?.replace(/<[^>]+>/g, '');
      expect(serverHeading).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        (serverHeading ?? '').replace(/&#x27;/g, "'").replace(/&amp;/g, '&'),
      );
      expect(problems.errors).toEqual([]);
    });
  }
});

test('a client-side navigation keeps the stylesheet, favicon and entry script nodes and swaps the page tags', async ({
  page,
  problems,
}) => {
  const target = content.headerLinks.find((link) => link.href === '/about');
  expect(target).toBeTruthy();
  await page.goto('/insights');
  await waitForHydration(page);
  const kept = ['link[rel="stylesheet"]', 'link[rel="icon"]', 'script[type="module"][src]'];
  await page.evaluate((selectors) => {
    (window as unknown as { kept: (Element | null)[] }).kept = selectors.map((selector) =>
      document.querySelector(selector),
    );
  }, kept);

  await page
    .getByRole('banner')
    .getByRole('link', { name: target?.label ?? '', exact: true })
    .click();
  await expect(page).toHaveURL('/about');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${content.brand.siteUrl}/about`);

  const after = await page.evaluate((selectors) => {
    const before = (window as unknown as { kept: (Element | null)[] }).kept;
    return {
      sameNodes: selectors.filter(
        (selector, index) => before[index] !== null && before[index] === document.querySelector(selector),
      ),
      icons: [...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href')),
      canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    };
  }, kept);
  expect(after).toEqual({ sameNodes: kept, icons: ['/favicon.svg'], canonicals: 1 });
  expect(problems.errors).toEqual([]);
});
