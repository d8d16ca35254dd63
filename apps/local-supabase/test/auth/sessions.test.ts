// Confirmation off (GOTRUE_MAILER_AUTOCONFIRM): sessions, refresh rotation and reuse, sign-out, user updates,
// getClaims through JWKS, TOTP MFA and the order of onAuthStateChange events, through the real supabase-js client.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/auth/totp';
import type { RunningServer } from '../../src/index';
import { client, latestEmail, raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
let server: RunningServer;

beforeAll(async () => {
  // Reuse interval 0 makes reuse detection observable without waiting the hosted 10 s.
  server = await startTestServer({
    autoconfirm: true,
    rateLimits: 'off',
    env: { GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL: '0' },
  });
});
afterAll(async () => {
  await server?.stop();
});

async function signedIn(label: string) {
  const test = client(server);
  const email = uniqueEmail(label);
  const { data, error } = await test.supabase.auth.signUp({
    email,
    password: PASSWORD,
    options: { data: { account_type: 'consumer' } },
  });
  expect(error).toBeNull();
  return { ...test, email, session: data.session };
}

describe('sessions', () => {
  it('sign-up with autoconfirm returns a session; signing up again is user_already_exists', async () => {
    const { supabase, email, session } = await signedIn('auto');
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    expect(session?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(session?.user.email_confirmed_at).toBeTruthy();
    const again = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.message).toBe('User already registered');
  });

  it('getUser returns the full user; getClaims verifies the ES256 token with the JWKS, not /user', async () => {
    const { supabase, session, requests } = await signedIn('claims');
    const user = await supabase.auth.getUser();
    expect(user.error).toBeNull();
    expect(user.data.user?.id).toBe(session?.user.id);
    expect(user.data.user?.identities?.[0]?.provider).toBe('email');

    const jwks = await fetch(`${server.apiUrl}/auth/v1/.well-known/jwks.json`);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await jwks.json()) as { keys: Array<Record<string, unknown>> };
    expect(keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig', key_ops: ['verify'] });
    expect(keys[0]).not.toHaveProperty('d');

    requests.length = 0;
    const { data, error } = await supabase.auth.getClaims();
    expect(error).toBeNull();
    expect(data?.header).toMatchObject({ alg: 'ES256', kid: keys[0]?.kid });
    expect(data?.claims).toMatchObject({
      sub: session?.user.id,
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      iss: `${server.apiUrl}/auth/v1`,
      amr: [expect.objectContaining({ method: 'password' })],
      user_metadata: expect.objectContaining({ account_type: 'consumer' }),
    });
    expect(requests.some((url) => url.includes('/.well-known/jwks.json'))).toBe(true);
    expect(requests.some((url) => url.endsWith('/auth/v1/user'))).toBe(false);
  });

  it('refresh rotates the token; a reused old token revokes the session (refresh_token_already_used)', async () => {
    const { supabase, session } = await signedIn('refresh');
    const first = session?.refresh_token ?? '';
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session?.refresh_token ?? '';
    expect(second).not.toBe(first);
    expect(refreshed.data.session?.user.id).toBe(session?.user.id);
    const third = (await supabase.auth.refreshSession()).data.session?.refresh_token ?? '';

    const reuse = await raw(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: first }),
    });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The whole family is revoked, so even the newest token no longer works.
    const afterReuse = await raw(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: third }),
    });
    expect(((await afterReuse.json()) as { code: string }).code).toBe('refresh_token_already_used');

    const unknown = await raw(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: 'abcdefghijkl' }),
    });
    expect(((await unknown.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });

  it('presenting the parent of the active token returns the active token (concurrent tabs)', async () => {
    const { session } = await signedIn('parent');
    const body = JSON.stringify({ refresh_token: session?.refresh_token });
    const a = (await (await raw(server, '/token?grant_type=refresh_token', { method: 'POST', body })).json()) as {
      refresh_token: string;
    };
    const b = (await (await raw(server, '/token?grant_type=refresh_token', { method: 'POST', body })).json()) as {
      refresh_token: string;
    };
    expect(b.refresh_token).toBe(a.refresh_token);
  });

  it('sign-out deletes the session: the old access token gets session_not_found from /user and from identify()', async () => {
    const { supabase, session } = await signedIn('signout');
    const token = session?.access_token ?? '';
    expect((await server.context.identify(token)).kind).toBe('user');
    expect((await supabase.auth.signOut()).error).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();

    const response = await raw(server, '/user', { token });
    expect(response.status).toBe(403);
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await response.json()).toEqual({
      code: 'session_not_found',
      message: 'Session from session_id claim in JWT does not exist',
    });
    expect(await server.context.identify(token)).toMatchObject({ kind: 'invalid', reason: 'session_not_found' });
    const refresh = await raw(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: session?.refresh_token }),
    });
    expect(((await refresh.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });

  it('sign-out scopes: local keeps other sessions, others keeps only this one', async () => {
    const { email } = await signedIn('scopes');
    const devices = await Promise.all(
      [1, 2, 3].map(async () => {
        const device = client(server);
        const { data } = await device.supabase.auth.signInWithPassword({ email, password: PASSWORD });
        return { supabase: device.supabase, token: data.session?.access_token ?? '' };
      }),
    );
    const [one, two, three] = devices as [(typeof devices)[0], (typeof devices)[0], (typeof devices)[0]];
    await one.supabase.auth.signOut({ scope: 'local' });
    expect((await raw(server, '/user', { token: one.token })).status).toBe(403);
    expect((await raw(server, '/user', { token: two.token })).status).toBe(200);
    await two.supabase.auth.signOut({ scope: 'others' });
    expect((await raw(server, '/user', { token: two.token })).status).toBe(200);
    expect((await raw(server, '/user', { token: three.token })).status).toBe(403);
    const bad = await raw(server, '/logout?scope=everything', { method: 'POST', token: two.token });
    expect(await bad.json()).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everything"' });
  });

  it('updateUser merges data (null deletes a key) and changes the password', async () => {
    const { supabase, email } = await signedIn('update');
    const updated = await supabase.auth.updateUser({ data: { first_name: 'Grace', account_type: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata.first_name).toBe('Grace');
    expect(updated.data.user?.user_metadata).not.toHaveProperty('account_type');
    const same = await supabase.auth.updateUser({ password: PASSWORD });
    expect(same.error?.code).toBe('same_password');
    expect((await supabase.auth.updateUser({ password: 'Another-Pass-99' })).error).toBeNull();
    const fresh = client(server).supabase;
    expect((await fresh.auth.signInWithPassword({ email, password: 'Another-Pass-99' })).error).toBeNull();
  });

  it('updateUser(email) sends a confirmation to the new address; verifying it applies the change', async () => {
    const { supabase } = await signedIn('change');
    const newEmail = uniqueEmail('changed');
    const { data, error } = await supabase.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.new_email).toBe(newEmail);
    const mail = await latestEmail(server, newEmail);
    const verified = await supabase.auth.verifyOtp({ email: newEmail, token: mail.code ?? '', type: 'email_change' });
    expect(verified.error).toBeNull();
    expect((await supabase.auth.getUser()).data.user?.email).toBe(newEmail);
  });

  it('reauthenticate sends a nonce that updateUser accepts', async () => {
    const { supabase, email } = await signedIn('reauth');
    expect((await supabase.auth.reauthenticate()).error).toBeNull();
    const { code } = await latestEmail(server, email);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await supabase.auth.updateUser({
      password: 'Nonce-Checked-1',
      nonce: '000000' === code ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect((await supabase.auth.updateUser({ password: 'Nonce-Checked-1', nonce: code })).error).toBeNull();
  });
});

describe('TOTP multi-factor authentication', () => {
  it('enroll → challenge → verify moves the session from aal1 to aal2; unenroll needs aal2', async () => {
    const { supabase, events } = await signedIn('mfa');
    const before = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data;
    expect(factor?.type).toBe('totp');
    expect(factor?.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(factor?.totp.uri).toContain('otpauth://totp/');
    expect(factor?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    const conflict = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    expect(conflict.error?.code).toBe('mfa_factor_name_conflict');

    const challenge = await supabase.auth.mfa.challenge({ factorId: factor?.id ?? '' });
    expect(challenge.error).toBeNull();
    const wrong = await supabase.auth.mfa.verify({
      factorId: factor?.id ?? '',
      challengeId: challenge.data?.id ?? '',
      code: totpCode(factor?.totp.secret ?? '') === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const verified = await supabase.auth.mfa.verify({
      factorId: factor?.id ?? '',
      challengeId: challenge.data?.id ?? '',
      code: totpCode(factor?.totp.secret ?? ''),
    });
    expect(verified.error).toBeNull();
    expect(events.at(-1)).toBe('MFA_CHALLENGE_VERIFIED');

    const after = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(
      after.data?.currentAuthenticationMethods.map((entry) => (typeof entry === 'string' ? entry : entry.method)),
    ).toEqual(['totp', 'password']);
    const factors = await supabase.auth.mfa.listFactors();
    expect(factors.data?.totp.map((entry) => entry.status)).toEqual(['verified']);

    // A fresh password sign-in is aal1 with aal2 as the next level, and cannot remove the factor.
    const other = client(server).supabase;
    const user = (await supabase.auth.getUser()).data.user;
    await other.auth.signInWithPassword({ email: user?.email ?? '', password: PASSWORD });
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal2',
    });
    expect((await other.auth.mfa.unenroll({ factorId: factor?.id ?? '' })).error?.code).toBe('insufficient_aal');
    expect((await other.auth.updateUser({ password: 'Blocked-Change-1' })).error?.code).toBe('insufficient_aal');

    const removed = await supabase.auth.mfa.unenroll({ factorId: factor?.id ?? '' });
    expect(removed.error).toBeNull();
    expect(removed.data).toEqual({ id: factor?.id });
  });
});

describe('onAuthStateChange', () => {
  it('emits INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED, SIGNED_OUT in order', async () => {
    const setup = await signedIn('events');
    await setup.supabase.auth.signOut();

    const { supabase, events } = client(server);
    await supabase.auth.getSession();
    await supabase.auth.signInWithPassword({ email: setup.email, password: PASSWORD });
    await supabase.auth.refreshSession();
    await supabase.auth.updateUser({ data: { theme: 'dark' } });
    await supabase.auth.resetPasswordForEmail(setup.email);
    await supabase.auth.verifyOtp({
      email: setup.email,
      token: (await latestEmail(server, setup.email)).code ?? '',
      type: 'recovery',
    });
    const factor = (await supabase.auth.mfa.enroll({ factorType: 'totp' })).data;
    await supabase.auth.mfa.challengeAndVerify({
      factorId: factor?.id ?? '',
      code: totpCode(factor?.totp.secret ?? ''),
    });
    await supabase.auth.signOut();
    expect(events).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
      'SIGNED_OUT',
    ]);
  });
});

describe('stored form', () => {
  it('keeps bcrypt hashes and signup metadata in auth.users like Supabase', async () => {
    const { email } = await signedIn('stored');
    const row = (
      await server.context.db.query<{
        encrypted_password: string;
        raw_user_meta_data: Record<string, unknown>;
        instance_id: string;
      }>('select encrypted_password, raw_user_meta_data, instance_id::text from auth.users where email = $1', [email])
    ).rows[0];
    expect(row?.encrypted_password).toMatch(/^\$2[ab]\$10\$/);
    expect(row?.raw_user_meta_data.account_type).toBe('consumer');
    expect(row?.instance_id).toBe('00000000-0000-0000-0000-000000000000');
    // pgcrypto is loaded, so seed SQL can write the same hashes with crypt()/gen_salt('bf').
    const check = await server.context.db.query<{ ok: boolean }>(
      "select crypt('x', gen_salt('bf')) like '$2a$%' as ok",
    );
    expect(check.rows[0]?.ok).toBe(true);
    expect(createHash('sha256').update(email).digest('hex')).toHaveLength(64);
  });
});
