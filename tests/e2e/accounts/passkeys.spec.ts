// Passkeys end to end, in Chromium with a virtual authenticator (Chrome DevTools Protocol's WebAuthn domain) standing
// in for a fingerprint reader: a customer adds a passkey in the consumer portal, signs out, signs back in with it
// (the button, then the email field's autofill), renames and removes it. The server refuses a replayed assertion and
// one from an authenticator it never registered.
//
// WebAuthn does not allow an IP address as relying party, so these pages are opened at http://localhost:<port> (the
// same server as 127.0.0.1; the local stack's relying party is `localhost`, scripts/local-passkeys.mjs).
import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { CDPSession, Page } from '@playwright/test';
import { test } from '../public/fixtures';
import { anonKey } from '../stack';
import { apiUrl, createConfirmedUser, expect, notification, siteOrigin, startSignedIn } from './helpers';

const passkeyOrigin = siteOrigin.replace('//127.0.0.1', '//localhost');

test.skip(/^https?:\/\/[\d.]+(:\d+)?$/.test(passkeyOrigin), 'WebAuthn needs a domain, not an IP address');
test.describe.configure({ timeout: 120_000 });

/** A platform authenticator that verifies the user and answers every prompt at once, as a touched sensor would. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The body of each passkey sign-in verification the page sends, to replay it from outside the browser. */
function recordAssertions(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/v1/passkeys/authentication/verify')) bodies.push(request.postData() ?? '');
  });
  return bodies;
}

const authPost = (path: string, body: string) =>
  fetch(`${apiUrl}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
    body,
  });

/**
 * Holds the sign-in form's first passkey challenge request unanswered. The form's autofill request asks for it on
 * load, and the virtual authenticator answers an autofill request at once (it has no suggestions to pick from), so
 * without this the button would never be the one that signs in.
 */
async function holdAutofillRequest(page: Page): Promise<() => Promise<void>> {
  let held = false;
  const pattern = '**/auth/v1/passkeys/authentication/options';
  await page.route(pattern, async (route) => {
    if (held) return route.continue();
    held = true;
    // Left unanswered: the autofill request waits for it until the button's prompt replaces it.
  });
  return () => page.unroute(pattern);
}

async function signOutFromPortal(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await expect(notification(page, 'Signed out')).toBeVisible();
}

test('a customer adds a passkey, signs in with it by button and by autofill, renames and removes it', async ({
  page,
  // Fails the test on any console error or uncaught exception along the journey.
  problems: _problems,
}) => {
  const { email } = await createConfirmedUser('consumer', 'Ines');
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const assertions = recordAssertions(page);

  // Add: the portal's passkey section, one touch of the (virtual) sensor.
  await startSignedIn(page, email);
  await page.goto(`${passkeyOrigin}/consumer-portal`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  // The first portal load of a new account, on a shared runner, can take longer than the default wait.
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible({ timeout: 45_000 });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText(/Passkey added/)).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]?.isResidentCredential).toBe(true);

  // Sign out, then back in with the button: no email, no password.
  await signOutFromPortal(page);
  const release = await holdAutofillRequest(page);
  await page.goto(`${passkeyOrigin}/auth`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(notification(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${passkeyOrigin}/consumer-portal`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Ines!' })).toBeVisible();
  await expect(section.getByText(/Last used/)).toBeVisible();
  await release();

  // Sign out, then in through the email field's autofill (conditional mediation): the form asks the browser for a
  // passkey in the field's suggestions as it loads, and the virtual authenticator picks its one passkey, so the
  // customer is signed in without pressing anything.
  await signOutFromPortal(page);
  const before = assertions.length;
  // The served field offers passkeys in its suggestions; read from the document, since the sign-in may already have
  // replaced the page by the time a locator looks.
  const served = await (await page.request.get(`${passkeyOrigin}/auth`)).text();
  expect(served).toMatch(/<input[^>]*autocomplete="username webauthn"/i);
  await page.goto(`${passkeyOrigin}/auth`);
  await expect(page).toHaveURL(`${passkeyOrigin}/consumer-portal`);
  expect(assertions.length).toBe(before + 1);

  // Rename, then remove; afterwards the authenticator's passkey no longer signs anyone in.
  await section.getByRole('button', { name: 'Rename Passkey' }).click();
  await section.getByLabel('Passkey name').fill('My phone');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Passkey renamed.')).toBeVisible();
  await expect(section.getByText('My phone')).toBeVisible();
  await section.getByRole('button', { name: 'Remove My phone' }).click();
  await section.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(section.getByText('Passkey removed.')).toBeVisible();
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
});

test('a replayed assertion and one from an unregistered authenticator are refused', async ({ page }) => {
  const { email } = await createConfirmedUser('consumer', 'Omar');
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const assertions = recordAssertions(page);
  await startSignedIn(page, email);
  await page.goto(`${passkeyOrigin}/consumer-portal`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible({ timeout: 45_000 });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText(/Passkey added/)).toBeVisible();
  const userId = await page.evaluate(async () => {
    const stored = Object.entries(localStorage).find(([key]) => key.endsWith('-auth-token'));
    return (JSON.parse(stored?.[1] ?? '{}') as { user?: { id?: string } }).user?.id ?? '';
  });

  await signOutFromPortal(page);
  const release = await holdAutofillRequest(page);
  await page.goto(`${passkeyOrigin}/auth`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${passkeyOrigin}/consumer-portal`);
  await release();
  const signedAssertion = assertions.at(-1) ?? '';
  expect(signedAssertion).toContain('challenge_id');

  // The same answer sent again: its challenge was used up by the sign-in.
  const replay = await authPost('/passkeys/authentication/verify', signedAssertion);
  expect(replay.status).toBe(400);
  expect((await replay.json()).code).toBe('webauthn_challenge_not_found');
  // The same signature under a fresh challenge: it signed another one.
  const fresh = (await (await authPost('/passkeys/authentication/options', '{}')).json()) as { challenge_id: string };
  const moved = { ...JSON.parse(signedAssertion), challenge_id: fresh.challenge_id };
  const rebound = await authPost('/passkeys/authentication/verify', JSON.stringify(moved));
  expect(rebound.status).toBe(400);
  expect((await rebound.json()).code).toBe('webauthn_verification_failed');

  // Another authenticator holding a passkey for this account that the server never registered.
  await signOutFromPortal(page);
  await cdp.send('WebAuthn.clearCredentials', { authenticatorId });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  await cdp.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: randomBytes(16).toString('base64'),
      isResidentCredential: true,
      rpId: new URL(passkeyOrigin).hostname,
      privateKey: createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' }))
        .export({ format: 'der', type: 'pkcs8' })
        .toString('base64'),
      userHandle: Buffer.from(userId).toString('base64'),
      signCount: 0,
    },
  });
  // Offered through autofill as the form loads (see above), it is refused and said so, and nobody is signed in.
  const refusalsBefore = assertions.length;
  await page.goto(`${passkeyOrigin}/auth`);
  await expect(page.getByText(/That passkey is not linked to an account here any more/)).toBeVisible();
  expect(assertions.length).toBe(refusalsBefore + 1);
  await expect(page).toHaveURL(`${passkeyOrigin}/auth`);
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeEnabled();
});
