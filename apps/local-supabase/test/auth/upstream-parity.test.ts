// Behaviour supabase-js's own auth-js suite (run against the Supabase CLI) expects and this server once answered
// differently; see docs/adr/0009-upstream-auth-js-suite.md for the run and the classification of what remains.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { adminClient, client, latestEmail, raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

describe('email address format (GoTrue checkmail)', () => {
  // `:` and `;` are outside the local part's atext, although the old "anything@anything.tld" check let them through.
  const INVALID = 'xx:;x@x.x';

  it('admin.createUser, inviteUserByEmail and generateLink refuse a malformed address with 400 validation_failed', async () => {
    const admin = adminClient(server).auth.admin;
    for (const { data, error } of [
      await admin.createUser({ email: INVALID, password: PASSWORD }),
      await admin.inviteUserByEmail(INVALID),
      await admin.generateLink({ type: 'signup', email: INVALID, password: PASSWORD }),
    ]) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toBe('Unable to validate email address: invalid format');
      expect(data.user).toBeNull();
    }
  });

  it('signUp, OTP and recover refuse it too; a single-label domain is accepted as GoTrue accepts it', async () => {
    const { supabase } = client(server);
    const signUp = await supabase.auth.signUp({ email: INVALID, password: PASSWORD });
    expect(signUp.error?.code).toBe('validation_failed');
    expect(signUp.error?.message).toBe('Unable to validate email address: invalid format');
    const otp = await supabase.auth.signInWithOtp({ email: 'a b@example.com' });
    expect(otp.error?.code).toBe('validation_failed');
    const recover = await supabase.auth.resetPasswordForEmail('a@-example.com');
    expect(recover.error?.code).toBe('validation_failed');

    const local = uniqueEmail('single-label').replace('@example.com', '@intranet');
    const created = await adminClient(server).auth.admin.createUser({ email: local, password: PASSWORD });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(local.toLowerCase());
  });
});

describe('admin.generateLink signup', () => {
  it("keeps `data` as the new user's user_metadata, without the identity's claims", async () => {
    const email = uniqueEmail('gl-meta').toLowerCase();
    const { data, error } = await adminClient(server).auth.admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { status: 'alpha' } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ status: 'alpha' });
    // The identity still carries them, as GoTrue's email identity does.
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({ sub: data.user?.id, email });
    const fetched = await raw(server, `/admin/users/${data.user?.id}`, { token: server.serviceRoleKey });
    expect(((await fetched.json()) as { user_metadata: unknown }).user_metadata).toEqual({ status: 'alpha' });
  });
});

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('anonymous sign-ins (signInAnonymously)', () => {
  let anonymous: RunningServer;
  let limited: RunningServer;
  let autoconfirmed: RunningServer;

  beforeAll(async () => {
    anonymous = await startTestServer({
      rateLimits: 'off',
      env: { GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true' },
    });
    autoconfirmed = await startTestServer({
      rateLimits: 'off',
      autoconfirm: true,
      env: { GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true' },
    });
    limited = await startTestServer({
      env: { GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED: 'true', GOTRUE_RATE_LIMIT_ANONYMOUS_USERS: '2/3600' },
    });
  });
  afterAll(async () => {
    await anonymous?.stop();
    await limited?.stop();
    await autoconfirmed?.stop();
  });

  it('are off by default: 422 anonymous_provider_disabled, and /settings says so', async () => {
    const { data, error } = await client(server).supabase.auth.signInAnonymously();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('anonymous_provider_disabled');
    expect(error?.message).toBe('Anonymous sign-ins are disabled');
    expect(data.session).toBeNull();
    const settings = (await (await raw(server, '/settings')).json()) as { external: Record<string, boolean> };
    expect(settings.external.anonymous_users).toBe(false);
  });

  it('when enabled, answer a session of a new anonymous user as GoTrue does', async () => {
    const settings = (await (await raw(anonymous, '/settings')).json()) as { external: Record<string, boolean> };
    expect(settings.external.anonymous_users).toBe(true);

    const { supabase } = client(anonymous);
    const { data, error } = await supabase.auth.signInAnonymously({ options: { data: { theme: 'dark' } } });
    expect(error).toBeNull();
    const user = data.user;
    expect(user?.is_anonymous).toBe(true);
    expect(user?.email).toBe('');
    expect(user?.user_metadata).toEqual({ theme: 'dark' });
    expect(user?.app_metadata).toEqual({});
    expect(user?.identities).toEqual([]);
    const claims = claimsOf(data.session?.access_token ?? '');
    expect(claims).toMatchObject({ sub: user?.id, role: 'authenticated', is_anonymous: true, aal: 'aal1' });
    expect((claims.amr as Array<{ method: string }>).map((entry) => entry.method)).toEqual(['anonymous']);

    // The session works like any other: /user, refresh, and the data API as `authenticated`.
    expect((await supabase.auth.getUser()).data.user?.id).toBe(user?.id);
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.user?.is_anonymous).toBe(true);

    // Nothing to reauthenticate with (GoTrue: 400), and no MFA for anonymous users.
    const reauth = await supabase.auth.reauthenticate();
    expect(reauth.error?.status).toBe(400);
    expect(reauth.error?.message).toBe('Reauthentication requires the user to have an email or a phone number');
    const enroll = await supabase.auth.mfa.enroll({ factorType: 'totp' });
    expect(enroll.error).not.toBeNull();

    // A second anonymous sign-in is a different user.
    const second = await client(anonymous).supabase.auth.signInAnonymously();
    expect(second.data.user?.id).not.toBe(user?.id);
  });

  it('are held to the anonymous-users limit per IP (429 over_request_rate_limit)', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await raw(limited, '/signup', { method: 'POST', body: '{}' });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(((await response.json()) as { code: string }).code).toBe('over_request_rate_limit');
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('become permanent by adding an email address: confirmed by the emailed code, or at once with autoconfirm', async () => {
    const { supabase } = client(anonymous);
    const signedIn = await supabase.auth.signInAnonymously();
    const id = signedIn.data.user?.id;
    // A password alone cannot be set (no address to recover it with), but together with the address it can.
    const alone = await supabase.auth.updateUser({ password: PASSWORD });
    expect(alone.error?.status).toBe(422);
    expect(alone.error?.message).toBe(
      'Updating password of an anonymous user without an email or phone is not allowed',
    );
    const email = uniqueEmail('anon-upgrade').toLowerCase();
    const pending = await supabase.auth.updateUser({ email, password: PASSWORD });
    expect(pending.error).toBeNull();
    expect(pending.data.user?.is_anonymous).toBe(true);
    expect(pending.data.user?.new_email).toBe(email);
    const { code } = await latestEmail(anonymous, email);
    const verified = await supabase.auth.verifyOtp({ email, token: code ?? '', type: 'email_change' });
    expect(verified.error).toBeNull();
    const user = verified.data.user;
    expect(user?.id).toBe(id);
    expect(user?.is_anonymous).toBe(false);
    expect(user?.email).toBe(email);
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect(claimsOf(verified.data.session?.access_token ?? '').is_anonymous).toBe(false);
    const again = await client(anonymous).supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(id);

    const auto = client(autoconfirmed).supabase;
    await auto.auth.signInAnonymously();
    const autoEmail = uniqueEmail('anon-auto').toLowerCase();
    const converted = await auto.auth.updateUser({ email: autoEmail });
    expect(converted.error).toBeNull();
    expect(converted.data.user).toMatchObject({ email: autoEmail, is_anonymous: false });
    expect(converted.data.user?.email_confirmed_at).toBeTruthy();
    const taken = await client(autoconfirmed).supabase.auth.signInAnonymously();
    expect(taken.error).toBeNull();
    const clash = await client(autoconfirmed).supabase.auth.updateUser({ email: autoEmail });
    expect(clash.error).not.toBeNull();
  });
});
