// Helpers shared by the cookie-consent journeys: the storage keys, reading what the site stored, the banner and
// dialog locators, and the local backend the consent record goes to.
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, waitForHydration } from '../public/fixtures';
import { apiUrl, serviceRoleKey } from '../stack';

export const flagKey = 'ardena-cookie-consent';
export const preferencesKey = 'ardena-cookie-preferences';
export const optionalCategories = ['functional', 'analytics', 'marketing'] as const;
export const enabledLogs = {
  functional: 'Functional cookies enabled',
  analytics: 'Analytics cookies enabled',
  marketing: 'Marketing cookies enabled',
} as const;

/** The backend the built site sends records to (the same variable the site build reads). */
export { apiUrl };

export const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function banner(page: Page) {
  return page.getByRole('region', { name: 'We value your privacy' });
}

export function preferencesDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Cookie preferences' });
}

export function cookieSettings(page: Page) {
  return page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('list', { name: 'Legal' })
    .getByRole('button', { name: 'Cookie settings' });
}

export interface Stored {
  flag: string | null;
  preferences: Record<string, unknown> | null;
}

export async function readStored(page: Page): Promise<Stored> {
  const [flag, raw] = await page.evaluate(
    ([flagName, preferencesName]) => [localStorage.getItem(flagName), localStorage.getItem(preferencesName)],
    [flagKey, preferencesKey] as const,
  );
  return { flag, preferences: raw === null ? null : (JSON.parse(raw) as Record<string, unknown>) };
}

/** Asserts the exact stored shape of a choice; returns the preferences entry. */
export async function expectStoredChoice(
  page: Page,
  choice: 'accept-all' | 'reject-all' | 'custom',
  allowed: Record<(typeof optionalCategories)[number], boolean>,
): Promise<Record<string, unknown>> {
  const stored = await readStored(page);
  expect(stored.flag).toBe('true');
  const preferences = stored.preferences ?? {};
  expect(Object.keys(preferences).sort()).toEqual(
    [
      'schema',
      'essential',
      'functional',
      'analytics',
      'marketing',
      'consentId',
      'consentedAt',
      'revision',
      'choice',
    ].sort(),
  );
  expect(preferences).toMatchObject({ schema: 1, essential: true, ...allowed, revision: 1, choice });
  expect(preferences.consentId).toMatch(uuidV4);
  expect(new Date(String(preferences.consentedAt)).toISOString()).toBe(preferences.consentedAt);
  return preferences;
}

/** Console `log` lines of the page, in order, from now on. */
export function collectLogs(page: Page): string[] {
  const logs: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'log') logs.push(message.text());
  });
  return logs;
}

/** How many activated copies of the site's gated script exist for `category` (each one ran once). */
export function activatedScripts(page: Page, category: string) {
  return page.locator(`script[data-consent-activated="${category}"]`);
}

/** Opens the page and waits for the banner, which mounts right after hydration. */
export async function openFresh(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(banner(page)).toBeVisible();
}

/** Reads rows of consent_records with the service-role key (the anon role may only insert). */
export async function consentRecords(consentId: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${apiUrl}/rest/v1/consent_records?consent_id=eq.${consentId}&select=*`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Array<Record<string, unknown>>;
}

/**
 * Asserts that a page with a stored choice shows no banner. The consent UI loads lazily after hydration, so the
 * banner's absence alone proves nothing: opening the footer's Cookie settings proves that UI is there, and the banner
 * (rendered next to the dialog) must still be absent. Escape then closes the dialog without changing anything.
 */
export async function expectNoBanner(page: Page): Promise<void> {
  await waitForHydration(page);
  await cookieSettings(page).click();
  await expect(preferencesDialog(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(preferencesDialog(page)).toHaveCount(0);
}
