import { content, expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// axe on every route, in both colour modes. The stored choice is set before any script runs, exactly as a returning
// visitor's would be, so the pre-paint script applies the theme before axe looks at contrast.
for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} theme`, () => {
    test.use({ colorScheme: mode });
    for (const path of content.routePaths) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
          'ardena-color-mode',
          mode,
        ] as const);
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveClass(new RegExp(`ardena-${mode}`));
        await expectNoAxeViolations(page);
      });
    }
  });
}
