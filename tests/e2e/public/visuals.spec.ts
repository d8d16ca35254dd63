import { content, expect, test, waitForHydration } from './fixtures';

// The product visuals (home dashboard, solution flows, developers API sample) are static HTML and CSS: they must be in
// the served page, outside every island, readable (no text under 12 px) and fit a 320 px screen.
const visuals = [
  { path: '/', locate: { role: 'img' as const, name: content.homePage.hero.preview.label } },
  ...content.solutionSlugs.map((slug) => ({
    path: content.solutionPages[slug].path,
    locate: { role: 'figure' as const, name: content.solutionPages[slug].flow.caption },
  })),
  { path: '/developers', locate: { role: 'figure' as const, name: content.developersPage.sample.title } },
];

for (const { path, locate } of visuals) {
  test(`${path}: the product visual is static, readable and fits 320 px in light and dark`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await waitForHydration(page);
      const visual = page.getByRole(locate.role, { name: locate.name, exact: true });
      await expect(visual).toBeVisible();
      expect(await visual.evaluate((element) => element.closest('[data-island]') === null)).toBe(true);
      const smallest = await visual.evaluate((element) =>
        Math.min(
          ...[element, ...element.querySelectorAll('*')]
            .filter((node) => [...node.childNodes].some((child) => child.nodeType === 3 && child.textContent?.trim()))
            .map((node) => Number.parseFloat(getComputedStyle(node).fontSize)),
        ),
      );
      expect(smallest).toBeGreaterThanOrEqual(12);
      // The visual itself fits the column (page-wide sideways scroll is the layout suite's check).
      const fit = await visual.evaluate((element) => ({
        right: element.getBoundingClientRect().right,
        overflow: element.scrollWidth - element.clientWidth,
      }));
      expect(fit.right).toBeLessThanOrEqual(320);
      expect(fit.overflow).toBe(0);
    }
  });
}

test('the visuals reach the served HTML before any script runs', async ({ request }) => {
  const home = await (await request.get('/')).text();
  // As element text, not only inside the picture's label.
  expect(home).toContain(`>${content.homePage.hero.preview.balances[0]?.value}<`);
  const developers = await (await request.get('/developers')).text();
  expect(developers).toContain('/v1/payments/process');
});
