import { expectations } from './expectations';
import {
  attributeIn,
  content,
  decodeEntities,
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
} from './fixtures';

const { routePaths, seo, canonicalUrl } = content;

test('the route table has the 36 routes of the spec', () => {
  expect(routePaths).toHaveLength(36);
  expect(Object.keys(expectations).sort()).toEqual([...routePaths].sort());
});

for (const path of routePaths) {
  test.describe(`route ${path}`, () => {
    test('raw HTML carries its own title, description, canonical URL and text before any script runs', async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const record = seo[path];
      expect(decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '')).toBe(record.title);
      expect(decodeEntities(attributeIn(html, /<meta name="description"[^>]*>/, 'content') ?? '')).toBe(
        record.description,
      );
      expect(attributeIn(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(canonicalUrl(path));
      expect(attributeIn(html, /<meta property="og:title"[^>]*>/, 'content')).toBeDefined();
      const robots = attributeIn(html, /<meta name="robots"[^>]*>/, 'content');
      if (record.noindex) expect(robots).toContain('noindex');
      else expect(robots).toBeUndefined();
      // Readable with JavaScript off: the page's headline is in the served document.
      expect(html.match(/<h1\b/g) ?? []).toHaveLength(1);
    });

    // One page load per route serves the spec checks and axe in both colour modes: a page load with hydration costs
    // as much as an axe pass, and the theme switch is how a visitor changes mode anyway.
    const pageTest = expectations[path].signedOutRedirect
      ? 'signed out, shows the sign-in page without console errors'
      : 'renders one h1 and the key elements of the spec, without console errors; axe finds nothing in light and dark';
    test(pageTest, async ({ page, problems }) => {
      test.setTimeout(60_000);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      const expected = expectations[path];
      if (expected.signedOutRedirect) {
        await expect(page).toHaveURL(expected.signedOutRedirect);
        await expect(page).toHaveTitle(seo['/auth'].title);
      } else {
        await expect(page).toHaveTitle(seo[path].title);
      }
      await expect(page.locator('h1')).toHaveCount(1);
      for (const text of expected.texts) {
        await expect(page.getByText(text, { exact: false }).first(), `text "${text}"`).toBeVisible();
      }
      for (const link of expected.links ?? []) {
        const candidates = page.getByRole('link', { name: link.name });
        await expect(candidates.first(), `link ${link.name}`).toBeVisible();
        const hrefs = await candidates.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
        expect(hrefs, `link ${link.name} → ${link.href}`).toContain(link.href);
      }
      for (const name of expected.images ?? []) {
        await expect(page.getByRole('img', { name, exact: true }).first(), `image ${name}`).toBeVisible();
      }
      // No control apologises for missing behaviour: each one leads somewhere (links above).
      await expect(page.getByText(/not available yet/i)).toHaveCount(0);
      expect(problems.errors).toEqual([]);
      // Signed out, a portal route shows /auth, whose own test runs axe on it; the portals themselves are checked with
      // axe in both modes, signed in, by tests/e2e/accounts/accessibility.spec.ts.
      if (expected.signedOutRedirect) return;

      const html = page.locator('html');
      await expect(html).toHaveClass(/ardena-light/);
      await expectNoAxeViolations(page);
      await page.getByRole('banner').getByRole('radio', { name: 'Dark' }).click();
      await expect(html).toHaveClass(/ardena-dark/);
      // Hover and focus styles of the switch are not what a reader of the page sees.
      await page.mouse.move(0, 0);
      await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expectNoAxeViolations(page);
    });
  });
}

test('header, footer and theme: header links, signed-out Login/Register, footer columns', async ({
  page,
  problems,
}) => {
  await page.goto('/about');
  await waitForHydration(page);
  const header = page.getByRole('banner');
  for (const link of content.headerLinks) {
    await expect(header.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
  }
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth?tab=signin');
  await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth?tab=signup');
  const footer = page.getByRole('contentinfo');
  for (const column of content.footerColumns) {
    await expect(footer.getByRole('heading', { name: column.title })).toBeVisible();
    for (const link of column.links) {
      if ('href' in link)
        await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
  }
  const developerLinks = content.footerColumns.find((column) => column.title === 'Developers')?.links ?? [];
  for (const link of developerLinks) if ('href' in link) expect(link.href).toBe('/partner-login');
  expect(problems.errors).toEqual([]);
});

test('sitemap.xml and robots.txt list the public routes on the site URL', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of content.routes) {
    const loc = `<loc>${canonicalUrl(route.path)}</loc>`;
    if (route.sitemap) expect(sitemap).toContain(loc);
    else expect(sitemap).not.toContain(loc);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${content.brand.siteUrl}/sitemap.xml`);
  expect(robots).toContain('Disallow: /consumer-portal');
});
