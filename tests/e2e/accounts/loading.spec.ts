// What the account area loads and when (docs/adr/0015-account-area-loading.md): the sign-in page starts with the
// scripts its HTML names and nothing else (no supabase-js, no account menu) until the visitor uses the form, and a
// returning visitor's portal asks for its data alongside the profile, not after it.
import type { Page, Route } from '@playwright/test';
import { test, waitForHydration } from '../public/fixtures';
import { accountMenuButton, demoPassword, expect, seeded, startSignedIn } from './helpers';

// Each test is a whole visit (sign-in, or a portal's session, profile and data) on the embedded database: on the
// shared 2-core runner that can take longer than the default 30 s.
test.slow();

/** Script bodies by path, as they arrive (read at once, so none is pending when the test looks). */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      scripts.set(
        pathname,
        response.text().catch(() => ''),
      );
  });
  return scripts;
}

async function loadsSupabase(scripts: Map<string, Promise<string>>): Promise<boolean> {
  return (await Promise.all(scripts.values())).some((body) => body.includes('GoTrueClient'));
}

test('signed out, /auth starts with the scripts it names: no supabase-js and no account menu until the form is used', async ({
  page,
  problems,
}) => {
  const scripts = recordScripts(page);
  const served = await (await page.request.get('/auth')).text();
  await page.goto('/auth');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');

  const named = [
    ...served.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g),
    ...served.matchAll(/<script type="module" src="([^"]+)"/g),
  ].map((match) => match[1]);
  expect([...scripts.keys()].sort()).toEqual([...new Set(named)].sort());
  expect(await loadsSupabase(scripts)).toBe(false);
  expect([...scripts.keys()].filter((path) => /\/(HeaderAccount|SiteToaster)-/.test(path))).toEqual([]);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // Using the form loads supabase-js, well before the submit needs it; the sign-in then works as always.
  await page.getByLabel('Email').click();
  await expect.poll(() => loadsSupabase(scripts)).toBe(true);
  await page.getByLabel('Email').fill(seeded.consumer.email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/consumer-portal');
  await expect(page.getByRole('table', { name: 'Transaction History' }).getByRole('row')).toHaveCount(26);
  expect(problems.errors).toEqual([]);
});

test('a public page loads the AuthProvider only with an account: none for a signed-out visitor, the menu for a signed-in one', async ({
  page,
  problems,
}) => {
  const accountCode = /\/(auth-provider|account-start|HeaderAccount)-/;
  const signedOut = recordScripts(page);
  await page.goto('/solutions');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect([...signedOut.keys()].filter((path) => accountCode.test(path))).toEqual([]);
  expect(await loadsSupabase(signedOut)).toBe(false);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  // A session stored (a visitor signed in earlier): the header hydrates under the provider and shows the account.
  await startSignedIn(page, seeded.consumer.email);
  const signedIn = recordScripts(page);
  await page.goto('/solutions');
  await waitForHydration(page);
  await expect(accountMenuButton(page, seeded.consumer.name)).toBeVisible();
  expect([...signedIn.keys()].filter((path) => accountCode.test(path)).length).toBeGreaterThan(0);
  expect(problems.errors).toEqual([]);
});

test('signing in in another tab brings the account to an open public page, without reloading it', async ({
  page,
  context,
  problems,
}) => {
  await page.goto('/solutions');
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  const other = await context.newPage();
  await other.goto('/auth');
  await other.getByLabel('Email').fill(seeded.consumer.email);
  await other.getByLabel('Password', { exact: true }).fill(demoPassword);
  await other.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(other).toHaveURL('/consumer-portal');

  await expect(accountMenuButton(page, seeded.consumer.name)).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(problems.errors).toEqual([]);
});

test('a password manager’s fill before the form is touched loads supabase-js at once', async ({ page, problems }) => {
  const scripts = recordScripts(page);
  // Filled by a script, as a password manager does, without focus or key events reaching the form.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const email = document.querySelector<HTMLInputElement>('input[type="email"]');
      if (email) email.value = 'someone@example.com';
    });
  });
  await page.goto('/auth');
  await waitForHydration(page);
  await expect.poll(() => loadsSupabase(scripts)).toBe(true);
  expect(problems.errors).toEqual([]);
});

/**
 * Holds every request to the two API paths until both have been asked for (at most 10 s): `together()` then tells
 * whether the page had both in flight before either answered.
 */
async function holdUntilBoth(page: Page, first: RegExp, second: RegExp) {
  const seen = new Set<string>();
  let bothSeen: () => void = () => undefined;
  const both = new Promise<void>((resolve) => {
    bothSeen = resolve;
  });
  let answeredAlone = false;
  const hold = (name: string) => async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.continue();
    seen.add(name);
    if (seen.size === 2) bothSeen();
    const timeout = new Promise<'alone'>((resolve) => setTimeout(() => resolve('alone'), 10_000));
    if ((await Promise.race([both, timeout])) === 'alone') answeredAlone = true;
    await route.continue();
  };
  await page.route(first, hold('first'));
  await page.route(second, hold('second'));
  return { together: () => seen.size === 2 && !answeredAlone };
}

test('a returning consumer’s portal asks for the profile and the transactions together', async ({ page, problems }) => {
  await startSignedIn(page, seeded.consumer.email);
  const requests = await holdUntilBoth(page, /\/rest\/v1\/profiles\?/, /\/rest\/v1\/transactions\?/);
  await page.goto('/consumer-portal');
  await expect(page.getByRole('table', { name: 'Transaction History' }).getByRole('row')).toHaveCount(26);
  expect(requests.together()).toBe(true);
  expect(problems.errors).toEqual([]);
});

test('a returning business’s portal asks for the profile and the metrics together', async ({ page, problems }) => {
  await startSignedIn(page, seeded.business.email);
  const requests = await holdUntilBoth(page, /\/rest\/v1\/profiles\?/, /\/rest\/v1\/rpc\/business_metrics/);
  await page.goto('/business-portal');
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  await expect(page.getByText('Total Revenue')).toBeVisible();
  expect(requests.together()).toBe(true);
  expect(problems.errors).toEqual([]);
});
