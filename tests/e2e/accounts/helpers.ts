// Shared helpers of the accounts journeys: the local backend's auth and data APIs, its mailbox, and signed-in
// browser contexts. Users who change state (sign out, new password) are created fresh per test, so tests can run in
// parallel; the seeded demo users are only ever read.
import type { Locator, Page } from '@playwright/test';
import { sessionStorageKey } from '../../../packages/auth/src/client/client';
import { expect as baseExpect } from '../public/fixtures';
import { anonKey, apiUrl, mailboxUrl, serviceRoleKey, siteOrigin } from '../stack';

/**
 * `expect` with a longer wait: a sign-in or portal load is several round trips to the embedded database, which on a
 * shared 2-core runner can take longer than the 5 s default. Still a wait for a state, never a sleep.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

export { apiUrl, mailboxUrl, siteOrigin };
export const demoPassword = 'Ardena-demo-2026';
export const seeded = {
  consumer: { email: 'consumer@ardena.example', name: 'Mara Visser', firstName: 'Mara' },
  business: { email: 'business@ardena.example', name: 'Lukas Brandt', businessName: 'Brandt Coffee Roasters GmbH' },
} as const;

/** A fresh address per call, so parallel tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function authCall(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${apiUrl}/auth/v1${path}`, {
    ...init,
    headers: { apikey: anonKey, 'Content-Type': 'application/json', ...init.headers },
  });
}

/** The newest message to `address`, waiting for it to arrive. */
export async function latestMessageTo(address: string, subject: string): Promise<{ ID: string; Text: string }> {
  let id = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
        const { messages } = (await response.json()) as { messages: Array<{ ID: string; Subject: string }> };
        id = messages.find((message) => message.Subject === subject)?.ID ?? '';
        return id;
      },
      { message: `an email '${subject}' to ${address}` },
    )
    .not.toBe('');
  return (await (await fetch(`${mailboxUrl}/api/v1/message/${id}`)).json()) as { ID: string; Text: string };
}

/** The verification link of an email (the one to `/auth/v1/verify`). */
export function verifyLinkIn(text: string): string {
  const link = text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
  if (!link) throw new Error(`no verification link in: ${text}`);
  return link;
}

export type AccountKind = 'consumer' | 'business';

/**
 * Signs a new user up through the auth API, as the site's form does (its confirmation link leads to the site root),
 * and returns the confirmation link from the mailbox without opening it.
 */
export async function createUnconfirmedUser(
  kind: AccountKind,
  firstName = 'Robin',
): Promise<{ email: string; confirmationLink: string }> {
  const email = uniqueEmail(`e2e-${kind}`);
  await signUpThroughApi(email, kind, firstName, `${siteOrigin}/`);
  const message = await latestMessageTo(email, 'Confirm your Ardena account');
  return { email, confirmationLink: verifyLinkIn(message.Text) };
}

async function signUpThroughApi(email: string, kind: AccountKind, firstName: string, redirectTo?: string) {
  const data =
    kind === 'consumer'
      ? { userType: 'consumer', firstName, lastName: 'Tester', phone: '' }
      : {
          userType: 'business',
          firstName,
          lastName: 'Tester',
          businessName: 'Tester Trading Ltd',
          companyNumber: '12345678',
          country: 'United Kingdom',
        };
  const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : '';
  const signUp = await authCall(`/signup${query}`, {
    method: 'POST',
    body: JSON.stringify({ email, password: demoPassword, data }),
  });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
}

/** Signs a new user up through the auth API and confirms the address through the mailbox link. */
export async function createConfirmedUser(kind: AccountKind, firstName = 'Robin'): Promise<{ email: string }> {
  const email = uniqueEmail(`e2e-${kind}`);
  await signUpThroughApi(email, kind, firstName);
  const message = await latestMessageTo(email, 'Confirm your Ardena account');
  const verify = await fetch(verifyLinkIn(message.Text), { redirect: 'manual' });
  expect(verify.status).toBe(303);
  expect(verify.headers.get('location')).toContain('access_token=');
  return { email };
}

/** The HTTP status of a password sign-in through the auth API. */
export async function passwordSignInStatus(email: string, password: string): Promise<number> {
  const response = await authCall('/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

/** A session for `email`, as supabase-js would store it after a password sign-in. */
export async function passwordSession(email: string, password = demoPassword): Promise<Record<string, unknown>> {
  const response = await authCall('/token?grant_type=password', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `password sign-in of ${email}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * Starts `page` signed in as `email` with a fresh session of its own, stored where supabase-js keeps it, as a
 * returning visitor's browser would have it. Stored once per tab (a later reload or sign-out is not undone).
 */
export async function startSignedIn(page: Page, email: string): Promise<void> {
  const session = await passwordSession(email);
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.sessionStorage.setItem('e2e-session-seeded', 'yes');
      window.localStorage.setItem(key, value);
    },
    [sessionStorageKey(apiUrl), JSON.stringify(session)] as const,
  );
}

/** Rows of a table read with the service-role key (bypasses row-level security): what the database holds. */
export async function databaseRows(table: string, query: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${apiUrl}/rest/v1/${table}?${query}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Array<Record<string, unknown>>;
}

/** A notification in the site's toast region, by its exact title or description. */
export function notification(page: Page, text: string) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: true });
}

/**
 * One notification showing both `title` and `description`, checked in one assertion: a toast leaves after its time on
 * screen, and on a busy runner a second check after the first came too late.
 */
export function notificationWith(page: Page, title: string, description: string) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .filter({ has: page.getByText(description, { exact: true }) });
}

/** The signed-in header menu's trigger (its name starts with the user's name). */
export function accountMenuButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}\\s*, account menu`) });
}

/** Moves focus with Tab only until `target` has it (keyboard-only journeys never click). */
export async function tabTo(page: Page, target: Locator, maxPresses = 60): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    const focused = await target
      .evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 })
      .catch(() => false);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
