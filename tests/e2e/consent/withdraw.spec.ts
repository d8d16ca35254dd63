// Script gating on the site (the gated /cookie-demo.js tags in the layout) and withdrawal through the footer's
// 'Cookie settings' entry.
import { expect, test } from '../public/fixtures';
import {
  activatedScripts,
  banner,
  collectLogs,
  cookieSettings,
  enabledLogs,
  expectNoBanner,
  expectStoredChoice,
  openFresh,
  optionalCategories,
  preferencesDialog,
} from './consent';

test('a gated script runs only after consent, and only once per page', async ({ page, problems }) => {
  const logs = collectLogs(page);
  const analyticsLogs = () => logs.filter((line) => line === enabledLogs.analytics).length;
  await openFresh(page, '/developers');
  // The inert originals are in the page; none has run before a choice.
  await expect(page.locator('script[type="text/plain"][data-category="analytics"]')).toHaveCount(1);
  await expect(activatedScripts(page, 'analytics')).toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await preferencesDialog(page).getByRole('switch', { name: 'Analytics' }).click();
  await preferencesDialog(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(activatedScripts(page, 'analytics')).toHaveCount(1);
  await expect.poll(analyticsLogs).toBe(1);
  await expect(page.locator('script[type="text/plain"][data-category="analytics"]')).toHaveCount(0);

  // A second choice that keeps analytics (and adds marketing) must not run the analytics script again.
  await cookieSettings(page).click();
  await preferencesDialog(page).getByRole('switch', { name: 'Marketing' }).click();
  await preferencesDialog(page).getByRole('button', { name: 'Save Preferences' }).click();
  await expect(activatedScripts(page, 'marketing')).toHaveCount(1);
  await expect.poll(() => logs.filter((line) => line === enabledLogs.marketing).length).toBe(1);
  await expect(activatedScripts(page, 'analytics')).toHaveCount(1);
  expect(analyticsLogs()).toBe(1);
  await expect(activatedScripts(page, 'functional')).toHaveCount(0);

  // With the choice stored, a new page load runs it once again, without asking.
  await page.reload();
  await expectNoBanner(page);
  await expect(activatedScripts(page, 'analytics')).toHaveCount(1);
  await expect.poll(analyticsLogs).toBe(2);
  expect(problems.errors).toEqual([]);
});

test('Cookie settings in the Legal column reopens the choice; Reject All there withdraws and clears the cookies', async ({
  page,
  context,
  problems,
}) => {
  await openFresh(page, '/terms');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(activatedScripts(page, 'marketing')).toHaveCount(1);
  // What trackers of these categories would have set (the site's config lists the ardena_<category> prefixes),
  // plus one cookie no category lists.
  const url = new URL(page.url()).origin;
  await context.addCookies([
    { name: 'ardena_analytics_visit', value: '1', url },
    { name: 'ardena_marketing_campaign', value: 'spring', url },
    { name: 'unrelated_setting', value: 'kept', url },
  ]);

  await cookieSettings(page).click();
  const dialog = preferencesDialog(page);
  for (const category of optionalCategories) {
    await expect(dialog.getByRole('switch', { name: new RegExp(`^${category}$`, 'i') })).toBeChecked();
  }
  // Scripts of these categories already ran and cannot be unloaded, so withdrawing reloads the page.
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Reject All' }).click();
  await reloaded;

  await expectNoBanner(page);
  await expectStoredChoice(page, 'reject-all', { functional: false, analytics: false, marketing: false });
  await expect(page.locator('script[data-consent-activated]')).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['unrelated_setting']);
  expect(problems.errors).toEqual([]);
});
