// Passkeys as GoTrue serves them (`/passkeys/*`, `/admin/users/{id}/passkeys`), driven by supabase-js's passkey API
// with a software authenticator producing real attestations and assertions. Each ceremony failure the server must
// refuse is made the way an attacker or a broken client would make it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { ConfigError, type RunningServer, resolveConfig, startServer } from '../../src/index';
import { SoftwareAuthenticator } from '../support/software-authenticator';
import { memoryStorage, raw, startTestServer, uniqueEmail } from './harness';

const RP_ID = 'localhost';
const ORIGIN = 'http://localhost:4173';
const PASSKEY_ENV = {
  GOTRUE_PASSKEY_ENABLED: 'true',
  GOTRUE_WEBAUTHN_RP_ID: RP_ID,
  GOTRUE_WEBAUTHN_RP_DISPLAY_NAME: 'Ardena',
  GOTRUE_WEBAUTHN_RP_ORIGINS: ORIGIN,
};
const PASSWORD = 'Correct-Horse-42';

let server: RunningServer;

/** The value, or a failed test saying it was missing (instead of a non-null assertion). */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value, got none');
  return value;
}

beforeAll(async () => {
  server = await startTestServer({ rateLimits: 'off', autoconfirm: true, env: PASSKEY_ENV });
});
afterAll(async () => {
  await server?.stop();
});

function passkeyClient(target: RunningServer = server): SupabaseClient {
  return createClient(target.apiUrl, target.anonKey, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      experimental: { passkey: true },
    },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

function adminPasskeys(target: RunningServer = server) {
  return createClient(target.apiUrl, target.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, experimental: { passkey: true } },
    realtime: { transport: ws as unknown as typeof WebSocket },
  }).auth.admin.passkey;
}

/** A signed-up, signed-in user with one registered passkey. */
async function userWithPasskey(target: RunningServer = server) {
  const owner = passkeyClient(target);
  const signUp = await owner.auth.signUp({ email: uniqueEmail('passkey'), password: PASSWORD });
  expect(signUp.error).toBeNull();
  const authenticator = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN });
  const options = await owner.auth.passkey.startRegistration();
  expect(options.error).toBeNull();
  const created = await owner.auth.passkey.verifyRegistration({
    challengeId: present(options.data).challenge_id,
    credential: authenticator.create(present(options.data).options),
  });
  expect(created.error).toBeNull();
  return { owner, authenticator, userId: present(signUp.data.user).id, passkeyId: present(created.data).id };
}

async function signInWith(authenticator: SoftwareAuthenticator, overrides = {}, target: RunningServer = server) {
  const visitor = passkeyClient(target);
  const options = await visitor.auth.passkey.startAuthentication();
  expect(options.error).toBeNull();
  const assertion = authenticator.get(present(options.data).options, overrides);
  const result = await visitor.auth.passkey.verifyAuthentication({
    challengeId: present(options.data).challenge_id,
    credential: assertion,
  });
  return { visitor, result, assertion, challengeId: present(options.data).challenge_id };
}

describe('configuration (GOTRUE_PASSKEY_ENABLED, GOTRUE_WEBAUTHN_*)', () => {
  it('is off by default: /passkeys answers 404 passkey_disabled and /settings says so', async () => {
    const plain = await startTestServer({ rateLimits: 'off' });
    try {
      const response = await raw(plain, '/passkeys/authentication/options', { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('passkey_disabled');
      const settings = await (await raw(plain, '/settings')).json();
      expect(settings.passkeys_enabled).toBe(false);
      // The admin list reads the table whether or not sign-in is on, as GoTrue's does.
      const { data: created } = await createClient(plain.apiUrl, plain.serviceRoleKey, {
        auth: { persistSession: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      }).auth.admin.createUser({ email: uniqueEmail('off'), password: PASSWORD, email_confirm: true });
      const listed = await adminPasskeys(plain).listPasskeys({ userId: present(created.user).id });
      expect(listed).toEqual({ data: [], error: null });
    } finally {
      await plain.stop();
    }
  });

  it('refuses to start when on without a relying party, or with an IP address as its id', () => {
    expect(() => resolveConfig({ GOTRUE_PASSKEY_ENABLED: 'true' })).toThrow(ConfigError);
    expect(() => resolveConfig({ GOTRUE_PASSKEY_ENABLED: 'true' })).toThrow(/GOTRUE_WEBAUTHN_RP_ID/);
    expect(() => resolveConfig({ ...PASSKEY_ENV, GOTRUE_WEBAUTHN_RP_ID: '127.0.0.1' })).toThrow(/IP address/);
    const config = resolveConfig({ ...PASSKEY_ENV, GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION: '90s' });
    expect(config.auth.passkeys).toMatchObject({ rpId: RP_ID, rpOrigins: [ORIGIN], challengeExpirySeconds: 90 });
  });

  it('when on, /settings lists passkeys_enabled: true', async () => {
    expect((await (await raw(server, '/settings')).json()).passkeys_enabled).toBe(true);
  });
});

describe('registration and sign-in', () => {
  it('offers creation options for a discoverable credential bound to the user, then saves the passkey', async () => {
    const owner = passkeyClient();
    const signUp = await owner.auth.signUp({ email: uniqueEmail('register'), password: PASSWORD });
    const userId = present(signUp.data.user).id;
    const { data: options, error } = await owner.auth.passkey.startRegistration();
    expect(error).toBeNull();
    expect(present(options).expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(present(options).options.rp).toEqual({ id: RP_ID, name: 'Ardena' });
    expect(Buffer.from(present(options).options.user.id, 'base64url').toString()).toBe(userId);
    expect(present(options).options.authenticatorSelection?.residentKey).toBe('required');
    expect(present(options).options.pubKeyCredParams[0]).toEqual({ alg: -7, type: 'public-key' });
    const authenticator = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    const created = await owner.auth.passkey.verifyRegistration({
      challengeId: present(options).challenge_id,
      credential: authenticator.create(present(options).options),
    });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ id: expect.any(String), friendly_name: 'Passkey', created_at: expect.any(String) });
    // The next registration excludes it, so the browser will not make a second one on the same authenticator.
    const again = await owner.auth.passkey.startRegistration();
    expect(present(again.data).options.excludeCredentials).toEqual([
      expect.objectContaining({ id: authenticator.credentialId.toString('base64url'), type: 'public-key' }),
    ]);
  });

  it('signs in with the passkey (amr passkey), and records the use', async () => {
    const { owner, authenticator, userId } = await userWithPasskey();
    const { visitor, result } = await signInWith(authenticator);
    expect(result.error).toBeNull();
    expect(present(present(result.data).user).id).toBe(userId);
    const claims = await visitor.auth.getClaims();
    expect(present(claims.data).claims.amr).toEqual([{ method: 'passkey', timestamp: expect.any(Number) }]);
    expect(present((await visitor.auth.getUser()).data.user).id).toBe(userId);
    const listed = await owner.auth.passkey.list();
    expect(present(present(listed.data)[0]).last_used_at).toEqual(expect.any(String));
  });

  it('the same credential cannot be registered twice', async () => {
    const { owner, authenticator } = await userWithPasskey();
    const options = await owner.auth.passkey.startRegistration();
    const second = await owner.auth.passkey.verifyRegistration({
      challengeId: present(options.data).challenge_id,
      credential: authenticator.create(present(options.data).options),
    });
    expect(second.error).toMatchObject({ code: 'webauthn_credential_exists', status: 422 });
  });
});

describe('ceremony failures', () => {
  it('a replayed challenge: the second verification of one challenge answers webauthn_challenge_not_found', async () => {
    const { authenticator } = await userWithPasskey();
    const { visitor, result, assertion, challengeId } = await signInWith(authenticator);
    expect(result.error).toBeNull();
    const replay = await visitor.auth.passkey.verifyAuthentication({ challengeId, credential: assertion });
    expect(replay.data).toBeNull();
    expect(replay.error).toMatchObject({ code: 'webauthn_challenge_not_found', status: 400 });
  });

  it('a replayed assertion on a fresh challenge is refused (it signed another challenge)', async () => {
    const { authenticator } = await userWithPasskey();
    const { assertion } = await signInWith(authenticator);
    const visitor = passkeyClient();
    const fresh = await visitor.auth.passkey.startAuthentication();
    const replay = await visitor.auth.passkey.verifyAuthentication({
      challengeId: present(fresh.data).challenge_id,
      credential: assertion,
    });
    expect(replay.error?.code).toBe('webauthn_verification_failed');
    expect((await visitor.auth.getSession()).data.session).toBeNull();
  });

  it('an expired challenge answers webauthn_challenge_expired, and is gone afterwards', async () => {
    const quick = await startTestServer({
      rateLimits: 'off',
      autoconfirm: true,
      env: { ...PASSKEY_ENV, GOTRUE_WEBAUTHN_CHALLENGE_EXPIRY_DURATION: '1s' },
    });
    try {
      const owner = passkeyClient(quick);
      await owner.auth.signUp({ email: uniqueEmail('expiry'), password: PASSWORD });
      const options = await owner.auth.passkey.startRegistration();
      expect(present(options.data).options.timeout).toBe(1000);
      const credential = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN }).create(
        present(options.data).options,
      );
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const late = await owner.auth.passkey.verifyRegistration({
        challengeId: present(options.data).challenge_id,
        credential,
      });
      expect(late.error?.code).toBe('webauthn_challenge_expired');
      const again = await owner.auth.passkey.verifyRegistration({
        challengeId: present(options.data).challenge_id,
        credential,
      });
      expect(again.error?.code).toBe('webauthn_challenge_not_found');
      expect((await owner.auth.passkey.list()).data).toEqual([]);
    } finally {
      await quick.stop();
    }
  });

  it('a wrong origin is refused, at registration and at sign-in', async () => {
    const owner = passkeyClient();
    await owner.auth.signUp({ email: uniqueEmail('origin'), password: PASSWORD });
    const options = await owner.auth.passkey.startRegistration();
    const phished = new SoftwareAuthenticator({ rpId: RP_ID, origin: 'http://localhost.evil.example:4173' });
    const registration = await owner.auth.passkey.verifyRegistration({
      challengeId: present(options.data).challenge_id,
      credential: phished.create(present(options.data).options),
    });
    expect(registration.error?.code).toBe('webauthn_verification_failed');
    expect((await owner.auth.passkey.list()).data).toEqual([]);

    const { authenticator } = await userWithPasskey();
    const { result, visitor } = await signInWith(authenticator, { origin: 'https://evil.example' });
    expect(result.error?.code).toBe('webauthn_verification_failed');
    expect((await visitor.auth.getSession()).data.session).toBeNull();
  });

  it('a wrong relying party id is refused, at registration and at sign-in', async () => {
    const owner = passkeyClient();
    await owner.auth.signUp({ email: uniqueEmail('rpid'), password: PASSWORD });
    const options = await owner.auth.passkey.startRegistration();
    const registration = await owner.auth.passkey.verifyRegistration({
      challengeId: present(options.data).challenge_id,
      credential: new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN }).create(present(options.data).options, {
        rpId: 'evil.example',
      }),
    });
    expect(registration.error?.code).toBe('webauthn_verification_failed');

    const { authenticator } = await userWithPasskey();
    const { result } = await signInWith(authenticator, { rpId: 'evil.example' });
    expect(result.error?.code).toBe('webauthn_verification_failed');
  });

  it('a signature counter that goes backwards (a cloned authenticator) is refused', async () => {
    const { authenticator } = await userWithPasskey();
    const first = await signInWith(authenticator);
    expect(first.result.error).toBeNull();
    const stored = authenticator.counter;
    const second = await signInWith(authenticator);
    expect(second.result.error).toBeNull();
    // The clone reports the counter the original had one sign-in ago.
    const cloned = await signInWith(authenticator, { counter: stored });
    expect(cloned.result.error?.code).toBe('webauthn_verification_failed');
    expect((await cloned.visitor.auth.getSession()).data.session).toBeNull();
  });

  it('an assertion from an authenticator that was never registered is refused', async () => {
    const { owner } = await userWithPasskey();
    const stranger = new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN });
    // Bound to the real user handle, but its credential never reached the server.
    const options = await owner.auth.passkey.startRegistration();
    stranger.create(present(options.data).options);
    const { result } = await signInWith(stranger);
    expect(result.data).toBeNull();
    expect(result.error?.code).toBe('webauthn_verification_failed');
  });

  it('malformed requests get a clear 400', async () => {
    const post = (body: unknown) =>
      raw(server, '/passkeys/authentication/verify', { method: 'POST', body: JSON.stringify(body) });
    const missing = await post({ credential: {} });
    expect(await missing.json()).toMatchObject({ code: 'validation_failed', message: 'challenge_id is required' });
    const notUuid = await post({ challenge_id: 'x', credential: {} });
    expect(await notUuid.json()).toMatchObject({ message: 'challenge_id must be a valid UUID' });
    const options = await (
      await raw(server, '/passkeys/authentication/options', { method: 'POST', body: '{}' })
    ).json();
    expect(options.options.allowCredentials).toBeUndefined();
    const garbage = await post({ challenge_id: options.challenge_id, credential: { id: 'x', response: {} } });
    expect(garbage.status).toBe(400);
    expect((await garbage.json()).code).toBe('webauthn_verification_failed');
  });
});

describe('managing passkeys', () => {
  it('rename: the new name is listed; empty, too long and unknown ids are refused', async () => {
    const { owner, passkeyId } = await userWithPasskey();
    const renamed = await owner.auth.passkey.update({ passkeyId, friendlyName: 'Work laptop' });
    expect(renamed.data).toMatchObject({ id: passkeyId, friendly_name: 'Work laptop' });
    expect(present(present((await owner.auth.passkey.list()).data)[0]).friendly_name).toBe('Work laptop');
    const empty = await owner.auth.passkey.update({ passkeyId, friendlyName: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const long = await owner.auth.passkey.update({ passkeyId, friendlyName: 'x'.repeat(121) });
    expect(long.error?.message).toBe('friendly_name must be 120 characters or less');
    const unknown = await owner.auth.passkey.update({
      passkeyId: '00000000-0000-0000-0000-000000000000',
      friendlyName: 'nope',
    });
    expect(unknown.error).toMatchObject({ status: 404, message: 'Passkey not found' });
  });

  it('a user lists, renames and removes only their own passkeys', async () => {
    const alice = await userWithPasskey();
    const bob = await userWithPasskey();
    const bobsList = await bob.owner.auth.passkey.list();
    expect(present(bobsList.data).map((passkey) => passkey.id)).toEqual([bob.passkeyId]);
    const rename = await bob.owner.auth.passkey.update({ passkeyId: alice.passkeyId, friendlyName: 'mine now' });
    expect(rename.error?.status).toBe(404);
    const remove = await bob.owner.auth.passkey.delete({ passkeyId: alice.passkeyId });
    expect(remove.error?.status).toBe(404);
    expect(present((await alice.owner.auth.passkey.list()).data).map((passkey) => passkey.id)).toEqual([
      alice.passkeyId,
    ]);
    // A registration challenge belongs to the user it was issued to.
    const alicesOptions = await alice.owner.auth.passkey.startRegistration();
    const hijack = await bob.owner.auth.passkey.verifyRegistration({
      challengeId: present(alicesOptions.data).challenge_id,
      credential: new SoftwareAuthenticator({ rpId: RP_ID, origin: ORIGIN }).create(
        present(alicesOptions.data).options,
      ),
    });
    expect(hijack.error?.code).toBe('webauthn_challenge_not_found');
  });

  it('remove: the passkey is gone and can no longer sign in', async () => {
    const { owner, authenticator, passkeyId } = await userWithPasskey();
    expect((await owner.auth.passkey.delete({ passkeyId })).error).toBeNull();
    expect((await owner.auth.passkey.list()).data).toEqual([]);
    const { result } = await signInWith(authenticator);
    expect(result.error?.code).toBe('webauthn_verification_failed');
  });

  it('registration needs a session; the admin API lists and removes any user’s passkeys', async () => {
    const anonymous = await passkeyClient().auth.passkey.startRegistration();
    expect(anonymous.error?.name).toBe('AuthSessionMissingError');
    const { userId, passkeyId, authenticator } = await userWithPasskey();
    const admin = adminPasskeys();
    expect(present((await admin.listPasskeys({ userId })).data).map((passkey) => passkey.id)).toEqual([passkeyId]);
    expect((await admin.deletePasskey({ userId, passkeyId })).error).toBeNull();
    expect((await admin.listPasskeys({ userId })).data).toEqual([]);
    expect((await admin.deletePasskey({ userId, passkeyId })).error?.status).toBe(404);
    expect((await signInWith(authenticator)).result.error?.code).toBe('webauthn_verification_failed');
  });
});

describe('persistence', () => {
  it('passkeys survive a restart of the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'passkeys-'));
    const options = { dataDir, port: 0, mailboxPort: 0, quiet: true, rateLimits: 'off', autoconfirm: true } as const;
    try {
      const first = await startServer({ ...options, env: PASSKEY_ENV });
      const { authenticator, userId } = await userWithPasskey(first);
      await first.stop();
      const second = await startServer({ ...options, env: PASSKEY_ENV });
      try {
        const { result } = await signInWith(authenticator, {}, second);
        expect(result.error).toBeNull();
        expect(present(present(result.data).user).id).toBe(userId);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
