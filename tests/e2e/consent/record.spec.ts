// The proof record: each choice lands in consent_records with id, categories and revision, nothing personal; a
// failing endpoint never holds the visitor up.
import { expect, test } from '../public/fixtures';
import { apiUrl, banner, consentRecords, expectStoredChoice, openFresh, preferencesDialog } from './consent';

const recordsUrl = `${apiUrl}/rest/v1/consent_records`;

test('a choice arrives in consent_records with id, categories and revision only', async ({ page, problems }) => {
  await openFresh(page, '/insights');
  const posted = page.waitForResponse((response) => response.url() === recordsUrl);
  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await preferencesDialog(page).getByRole('switch', { name: 'Marketing' }).click();
  await preferencesDialog(page).getByRole('button', { name: 'Save Preferences' }).click();
  const response = await posted;
  expect(response.request().method()).toBe('POST');
  expect(response.status()).toBe(201);
  const sent = response.request().postDataJSON() as Record<string, unknown>;
  expect(Object.keys(sent).sort()).toEqual(['categories', 'consent_id', 'revision']);

  const stored = await expectStoredChoice(page, 'custom', { functional: false, analytics: false, marketing: true });
  const rows = await consentRecords(String(stored.consentId));
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(Object.keys(row ?? {}).sort()).toEqual(['categories', 'consent_id', 'consented_at', 'revision']);
  expect(row).toMatchObject({ consent_id: stored.consentId, categories: ['essential', 'marketing'], revision: 1 });
  expect(Math.abs(Date.parse(String(row?.consented_at)) - Date.now())).toBeLessThan(60_000);
  expect(problems.errors).toEqual([]);
});

test('a failing record endpoint does not block the choice or the page', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // The browser reports the refused request itself; anything else would be the site's error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(message.text());
  });
  await page.route(recordsUrl, (route) => route.abort('failed'));
  await openFresh(page, '/');
  const attempted = page.waitForRequest(recordsUrl);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await attempted;
  await expect(banner(page)).toBeHidden();
  await expectStoredChoice(page, 'accept-all', { functional: true, analytics: true, marketing: true });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Developers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/developers$/);
  expect(problems).toEqual([]);
});
