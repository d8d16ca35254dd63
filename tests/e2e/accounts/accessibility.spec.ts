import { expectNoAxeViolations, test, waitForHydration } from '../public/fixtures';
import { expect, seeded, startSignedIn } from './helpers';

// axe on the account pages as their users see them (the auth form signed out, each portal signed in with data), in
// both colour modes; the stored choice is set before any script runs, as a returning visitor's would be.
for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} theme`, () => {
    test.use({ colorScheme: mode });
    // A signed-in portal load plus a full axe pass; on a cold, shared runner that can outlast the 30 s default.
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
        'ardena-color-mode',
        mode,
      ] as const);
    });

    test('axe finds no violations on /auth (both tabs)', async ({ page }) => {
      await page.goto('/auth?tab=signup&type=business');
      await waitForHydration(page);
      await expect(page.getByLabel('Business name')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe finds no violations on the consumer portal', async ({ page }) => {
      await startSignedIn(page, seeded.consumer.email);
      await page.goto('/consumer-portal');
      await expect(page.getByRole('navigation', { name: 'Transaction pages' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('axe finds no violations on the business portal', async ({ page }) => {
      await startSignedIn(page, seeded.business.email);
      await page.goto('/business-portal');
      await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
      await expect(page.getByText('All systems operational')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
