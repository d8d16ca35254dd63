// First visit, the three first-layer choices and Customize: what each stores, and that the banner stays away across
// reloads and client-side route changes.
import { expect, test } from '../public/fixtures';
import {
  activatedScripts,
  banner,
  collectLogs,
  enabledLogs,
  expectNoBanner,
  expectStoredChoice,
  openFresh,
  preferencesDialog,
  readStored,
} from './consent';

test('a first visit to any page shows the banner and stores nothing', async ({ page, problems }) => {
  for (const path of ['/', '/solutions/global-data-exchange', '/careers/product-designer', '/privacy']) {
    await openFresh(page, path);
    const region = banner(page);
    await expect(region.getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(region).toContainText('GDPR');
    for (const name of ['Accept All', 'Reject All', 'Customize', 'Reject all and close']) {
      await expect(region.getByRole('button', { name, exact: true })).toBeVisible();
    }
    expect(await readStored(page)).toEqual({ flag: null, preferences: null });
  }
  expect(problems.errors).toEqual([]);
});

test('Accept All turns every category on and the banner stays hidden after reloads and route changes', async ({
  page,
  problems,
}) => {
  const logs = collectLogs(page);
  await openFresh(page, '/about');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  await expectStoredChoice(page, 'accept-all', { functional: true, analytics: true, marketing: true });
  await expect
    .poll(() => logs.filter((line) => Object.values(enabledLogs).includes(line as never)).sort())
    .toEqual(Object.values(enabledLogs).sort());

  await page.reload();
  await expectNoBanner(page);
  await expect(activatedScripts(page, 'analytics')).toHaveCount(1);

  // Public pages are documents of their own: following a link loads the next one, whose pre-paint script finds the
  // stored choice, so the banner is not even prompted for.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-prompt'))).toBe(false);
  await expect(banner(page)).toBeHidden();
  await expectStoredChoice(page, 'accept-all', { functional: true, analytics: true, marketing: true });
  expect(problems.errors).toEqual([]);
});

for (const [button, label] of [
  ['Reject All', 'Reject All'],
  ['Reject all and close', 'the close button'],
] as const) {
  test(`${label} keeps only essential, runs nothing optional and is remembered`, async ({ page, problems }) => {
    const logs = collectLogs(page);
    await openFresh(page, '/security');
    await banner(page).getByRole('button', { name: button, exact: true }).click();
    await expect(banner(page)).toBeHidden();
    await expectStoredChoice(page, 'reject-all', { functional: false, analytics: false, marketing: false });

    await page.reload();
    await expectNoBanner(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator('script[data-consent-activated]')).toHaveCount(0);
    await expect(banner(page)).toBeHidden();
    expect(logs.filter((line) => line.endsWith('cookies enabled'))).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
}

test('Customize opens the dialog; Save Preferences stores exactly the switched-on set', async ({ page, problems }) => {
  await openFresh(page, '/contact');
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const dialog = preferencesDialog(page);
  await expect(dialog).toBeVisible();

  const essential = dialog.getByRole('switch', { name: 'Essential' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(
    dialog.getByRole('listitem').filter({ has: page.getByRole('switch', { name: 'Essential' }) }),
  ).toContainText('Required');
  for (const name of ['Functional', 'Analytics', 'Marketing']) {
    await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
  }
  await dialog.getByRole('switch', { name: 'Analytics' }).click();
  await dialog.getByRole('switch', { name: 'Functional' }).click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();

  await expect(dialog).toBeHidden();
  await expect(banner(page)).toBeHidden();
  await expectStoredChoice(page, 'custom', { functional: true, analytics: true, marketing: false });
  await expect(activatedScripts(page, 'analytics')).toHaveCount(1);
  await expect(activatedScripts(page, 'marketing')).toHaveCount(0);

  await page.reload();
  await expectNoBanner(page);
  await expect(activatedScripts(page, 'functional')).toHaveCount(1);
  expect(problems.errors).toEqual([]);
});
