// React hydrates the prerendered document in place: after hydration the page's landmarks, heading and head links are
// the very nodes the server sent, the document has one <html> and one <body>, and the prerendered text is still
// there (React would log a mismatch, which the fixtures fail on). Later changes made by effects (roving tab stops, the
// hero's typing effect) are ordinary client behaviour and not compared.
import type { Page } from '@playwright/test';
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

const landmarks = [
  'header',
  'main',
  'main header',
  'footer',
  'footer a',
  'h1',
  'link[rel="stylesheet"]',
  'link[rel="icon"]',
] as const;

type Probe = { serverNodes: Partial<Record<(typeof landmarks)[number], Element | null>> };

test.describe('hydration adopts the prerendered document', () => {
  for (const path of pages) {
    test(path, async ({ page, problems }) => {
      const served = await (await page.request.get(path)).text();
      await page.addInitScript((selectors) => {
        const probe = window as unknown as Probe;
        probe.serverNodes = {};
        document.addEventListener('DOMContentLoaded', () => {
          for (const selector of selectors) probe.serverNodes[selector] ??= document.querySelector(selector);
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

test('a link between public pages loads the next prerendered document, with its own head tags', async ({
  page,
  problems,
}) => {
  const target = content.headerLinks.find((link) => link.href === '/about');
  expect(target).toBeTruthy();
  await page.goto('/insights');
  await waitForHydration(page);
  // Public pages are static documents with islands: there is no router to carry the visit over, so the next page is a
  // fresh document (this mark disappears with the old one).
  await page.evaluate(() => {
    (window as unknown as { previousDocument?: boolean }).previousDocument = true;
  });

  await page
    .getByRole('banner')
    .getByRole('link', { name: target?.label ?? '', exact: true })
    .click();
  await expect(page).toHaveURL('/about');
  await waitForHydration(page);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${content.brand.siteUrl}/about`);

  const after = await page.evaluate(() => ({
    previousDocument: (window as unknown as { previousDocument?: boolean }).previousDocument ?? false,
    icons: [...document.querySelectorAll('link[rel~="icon"]')].map((link) => link.getAttribute('href')),
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    scrollY: window.scrollY,
  }));
  // One set of icon links: the new document's own, not the old one's kept beside it.
  expect(after).toEqual({
    previousDocument: false,
    icons: ['/favicon.ico', '/favicon.svg'],
    canonicals: 1,
    scrollY: 0,
  });
  expect(problems.errors).toEqual([]);
});

/** Holds back the app's modules (every `/assets/*.js` request) until `release()`: the page is only its HTML meanwhile. */
async function holdAppScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('the hydrated page', () => {
  test('a click with no pointer or focus event before it still reaches the footer button', async ({
    page,
    problems,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    const serverNode = await button.elementHandle();
    // What a screen reader's activation can send: a click event alone.
    await button.dispatchEvent('click');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await page.evaluate((node) => node?.isConnected ?? false, serverNode)).toBe(true);
    expect(problems.errors).toEqual([]);
  });

  test('focus moved to the footer before any script has run stays in view once the page hydrates', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    const scripts = await holdAppScripts(page);
    await page.goto('/terms', { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: 'We value your privacy' });
    const cookieSettings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    // Tab from the entry before it reaches the footer's last entry, at the very end of the long page (the banner
    // comes before the footer in Tab order).
    await page.getByRole('contentinfo').getByRole('list', { name: 'Legal' }).getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(cookieSettings).toBeFocused();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);

    scripts.release();
    await waitForHydration(page);
    // The router's first render would scroll to the top; the visitor's place wins.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(cookieSettings).toBeFocused();
    const bannerBox = await banner.boundingBox();
    const focusedBox = await cookieSettings.boundingBox();
    expect(bannerBox && focusedBox).toBeTruthy();
    if (bannerBox && focusedBox) {
      expect(focusedBox.y).toBeGreaterThanOrEqual(0);
      expect(focusedBox.y + focusedBox.height).toBeLessThanOrEqual(bannerBox.y);
    }
    expect(problems.errors).toEqual([]);
  });

  test('the search shortcut opens search', async ({ page, problems }) => {
    await page.goto('/contact');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
    expect(problems.errors).toEqual([]);
  });

  test('a key pressed in the task right after focusing the tab list moves to the next tab', async ({
    page,
    problems,
  }) => {
    await page.goto('/insights');
    await waitForHydration(page);
    // The arrow key comes as the very next event after the focus, one task later, before any frame.
    const focusedTab = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
          const articles = tabs.find((tab) => tab.textContent === 'Articles');
          articles?.focus();
          setTimeout(() => {
            // The tab the key is pressed on (the tabs move focus as they handle it).
            const pressedOn = document.activeElement?.textContent ?? '';
            document.activeElement?.dispatchEvent(
              new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
            );
            resolve(pressedOn);
          }, 0);
        }),
    );
    expect(focusedTab).toBe('Articles');
    await expect(page.getByRole('tab', { name: 'Case Studies' })).toBeFocused();
    await expect(page).toHaveURL(/\?category=case-studies$/);
    expect(problems.errors).toEqual([]);
  });

  test('a navigation from a footer link moves the current link in the header', async ({ page, problems }) => {
    await page.goto('/careers');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.locator('a[aria-current="page"]').first()).toHaveText('Careers');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
    // The header island of the new page is prerendered with its own current section, before any script runs.
    await expect(header.locator('a[aria-current="page"]').first()).toHaveText('Company');
    expect(problems.errors).toEqual([]);
  });
});

// The prerendered page names every module its start-up needs (apps/site/scripts/prerender.mjs, `documentAssets`, and
// the islands' entries from src/entry-server.tsx) as module preloads, so the browser fetches them together instead of
// one import after another. Public pages load their islands' entries and never the router client. (Account pages also
// load supabase-js once the account layer starts, on demand, so they are not listed.)
test.describe('a page names every script its start-up loads, and no other', () => {
  for (const path of ['/', '/insights', '/careers/senior-backend-engineer', '/no-such-page'] as const) {
    test(path, async ({ page }) => {
      const requested: string[] = [];
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) requested.push(pathname);
      });
      const served = await (await page.request.get(path)).text();
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const named = [
        ...served.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g),
        ...served.matchAll(/<script type="module" src="([^"]+)"/g),
      ].map((match) => match[1]);
      expect(named.length).toBeGreaterThan(1);
      expect([...new Set(requested)].sort()).toEqual([...new Set(named)].sort());
      // No router on public pages: neither its client nor its inline state and scroll scripts.
      expect(requested.filter((file) => file.includes('/entry-client-'))).toEqual([]);
      expect(served).not.toMatch(/\$_TSR|tsr-scroll-restoration/);
      expect(warnings).toEqual([]);
    });
  }
});
