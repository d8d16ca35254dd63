// Email confirmation on (the hosted default): sign-up, confirmation through the mailbox, sign-in errors, recovery,
// resend, OTP sign-in and the PKCE variants, all through the real supabase-js client.
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { client, followLink, hashParams, latestEmail, startTestServer, uniqueEmail } from './harness';

const SITE = 'http://127.0.0.1:4173';
const PASSWORD = 'Correct-Horse-42';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ siteUrl: SITE, rateLimits: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

describe('sign-up with email confirmation', () => {
  it('returns a user without a session, sends a confirmation email, and the link confirms and signs in', async () => {
    const { supabase } = client(server);
    const email = uniqueEmail('confirm');
    const { data, error } = await supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { account_type: 'business', first_name: 'Ada' }, emailRedirectTo: `${SITE}/` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({
      account_type: 'business',
      first_name: 'Ada',
      email_verified: false,
    });
    expect(data.user?.identities).toHaveLength(1);

    const signInBefore = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signInBefore.error).toBeInstanceOf(AuthApiError);
    expect(signInBefore.error?.code).toBe('email_not_confirmed');
    expect(signInBefore.error?.message).toBe('Email not confirmed');

    const mail = await latestEmail(server, email);
    expect(mail.subject).toBe('Confirm your Ardena account');
    expect(mail.link).toContain(`${server.apiUrl}/auth/v1/verify?token=`);
    const landed = await followLink(mail.link ?? '');
    expect(`${landed.origin}${landed.pathname}`).toBe(`${SITE}/`);
    const fragment = hashParams(landed);
    expect(fragment.get('type')).toBe('signup');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('access_token')).toBeTruthy();

    const fromLink = await supabase.auth.setSession({
      access_token: fragment.get('access_token') ?? '',
      refresh_token: fragment.get('refresh_token') ?? '',
    });
    expect(fromLink.error).toBeNull();
    expect(fromLink.data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.access_token).toBeTruthy();
    expect(signIn.data.user?.user_metadata.account_type).toBe('business');
  });

  it('a used or unknown link redirects to the site with an error fragment', async () => {
    const email = uniqueEmail('reuse');
    await client(server).supabase.auth.signUp({ email, password: PASSWORD });
    const { link } = await latestEmail(server, email);
    await followLink(link ?? '');
    const again = hashParams(await followLink(link ?? ''));
    expect(again.get('error')).toBe('access_denied');
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('does not follow redirect_to outside the allow-list', async () => {
    const email = uniqueEmail('redirect');
    await client(server).supabase.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.example/' },
    });
    const landed = await followLink((await latestEmail(server, email)).link ?? '');
    expect(landed.origin).toBe(SITE);
  });

  it('signing up again with a confirmed address returns an obfuscated user with no identities', async () => {
    const { supabase } = client(server);
    const email = uniqueEmail('twice');
    await supabase.auth.signUp({ email, password: PASSWORD });
    await followLink((await latestEmail(server, email)).link ?? '');
    const { data, error } = await supabase.auth.signUp({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
  });

  it('rejects short and breached passwords with weak_password and reasons', async () => {
    const { supabase } = client(server);
    const short = await supabase.auth.signUp({ email: uniqueEmail('weak'), password: 'abc' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error?.code).toBe('weak_password');
    expect(short.error?.status).toBe(422);
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);
    expect(short.error?.message).toBe('Password should be at least 8 characters.');

    const breached = await supabase.auth.signUp({ email: uniqueEmail('weak'), password: 'password123' });
    expect((breached.error as AuthWeakPasswordError).reasons).toEqual(['pwned']);
  });

  it('answers invalid_credentials for a wrong password and for an unknown email alike', async () => {
    const { supabase } = client(server);
    const email = uniqueEmail('wrong');
    await supabase.auth.signUp({ email, password: PASSWORD });
    await followLink((await latestEmail(server, email)).link ?? '');
    for (const attempt of [
      { email, password: 'Not-the-password-1' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await supabase.auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.status).toBe(400);
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('resend sends a fresh confirmation email whose code verifies', async () => {
    const { supabase } = client(server);
    const email = uniqueEmail('resend');
    await supabase.auth.signUp({ email, password: PASSWORD });
    const first = await latestEmail(server, email);
    const { error } = await supabase.auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const second = await latestEmail(server, email);
    expect(second.count).toBe(2);
    expect(second.code).not.toBe(first.code);
    const old = await supabase.auth.verifyOtp({ email, token: first.code ?? '', type: 'signup' });
    expect(old.error?.code).toBe('otp_expired');
    const verified = await supabase.auth.verifyOtp({ email, token: second.code ?? '', type: 'signup' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email_confirmed_at).toBeTruthy();
  });
});

describe('password recovery', () => {
  it('recover → email code → PASSWORD_RECOVERY → updateUser(password) → sign in with the new password', async () => {
    const setup = client(server);
    const email = uniqueEmail('recover');
    await setup.supabase.auth.signUp({ email, password: PASSWORD });
    await followLink((await latestEmail(server, email)).link ?? '');

    const { supabase, events } = client(server);
    const unknown = await supabase.auth.resetPasswordForEmail(uniqueEmail('ghost'));
    expect(unknown.error).toBeNull();
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/auth` });
    expect(error).toBeNull();
    const mail = await latestEmail(server, email);
    expect(mail.subject).toBe('Reset your Ardena password');
    expect(mail.link).toContain('type=recovery');

    const verified = await supabase.auth.verifyOtp({ email, token: mail.code ?? '', type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');

    const updated = await supabase.auth.updateUser({ password: 'Brand-New-Pass-77' });
    expect(updated.error).toBeNull();
    expect(events.at(-1)).toBe('USER_UPDATED');

    const fresh = client(server).supabase;
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await fresh.auth.signInWithPassword({ email, password: 'Brand-New-Pass-77' })).error).toBeNull();
  });

  it('the recovery link signs in with type=recovery in the fragment', async () => {
    const email = uniqueEmail('recover-link');
    await client(server).supabase.auth.signUp({ email, password: PASSWORD });
    await followLink((await latestEmail(server, email)).link ?? '');
    await client(server).supabase.auth.resetPasswordForEmail(email);
    const landed = hashParams(await followLink((await latestEmail(server, email)).link ?? ''));
    expect(landed.get('type')).toBe('recovery');
    expect(landed.get('access_token')).toBeTruthy();
  });
});

describe('one-time codes and PKCE', () => {
  it('signInWithOtp creates the user, and the emailed code signs in', async () => {
    const { supabase, events } = client(server);
    const email = uniqueEmail('otp');
    const sent = await supabase.auth.signInWithOtp({ email, options: { data: { account_type: 'consumer' } } });
    expect(sent.error).toBeNull();
    expect(sent.data).toEqual({ user: null, session: null, messageId: undefined });
    const verified = await supabase.auth.verifyOtp({
      email,
      token: (await latestEmail(server, email)).code ?? '',
      type: 'email',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.user_metadata.account_type).toBe('consumer');
    expect(events).toContain('SIGNED_IN');

    // A confirmed user gets a magic link; its code also verifies with type "email".
    await supabase.auth.signOut();
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const magic = await latestEmail(server, email);
    expect(magic.subject).toBe('Your Ardena sign-in link');
    const again = await supabase.auth.verifyOtp({ email, token: magic.code ?? '', type: 'email' });
    expect(again.error).toBeNull();
    const claims = await supabase.auth.getClaims();
    expect(claims.data?.claims.amr).toEqual([expect.objectContaining({ method: 'otp' })]);
  });

  it('create_user: false does not create accounts; phone OTP is not offered', async () => {
    const { supabase } = client(server);
    const refused = await supabase.auth.signInWithOtp({
      email: uniqueEmail('nouser'),
      options: { shouldCreateUser: false },
    });
    expect(refused.error?.code).toBe('otp_disabled');
    const phone = await supabase.auth.signInWithOtp({ phone: '+447700900123' });
    expect(phone.error?.code).toBe('phone_provider_disabled');
  });

  it('PKCE sign-up: the link redirects with ?code= and exchangeCodeForSession signs in', async () => {
    const { supabase, events } = client(server, 'pkce');
    const email = uniqueEmail('pkce');
    await supabase.auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: `${SITE}/auth` } });
    const mail = await latestEmail(server, email);
    expect(mail.link).toContain('token=pkce_');
    const landed = await followLink(mail.link ?? '');
    expect(landed.pathname).toBe('/auth');
    const code = landed.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[0-9a-f-]{36}$/);
    const exchanged = await supabase.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect(events).toContain('SIGNED_IN');
    const replay = await client(server, 'pkce').supabase.auth.exchangeCodeForSession(code);
    expect(replay.error).not.toBeNull();
  });

  it('PKCE recovery emits PASSWORD_RECOVERY on exchange', async () => {
    const email = uniqueEmail('pkce-recover');
    await client(server).supabase.auth.signUp({ email, password: PASSWORD });
    await followLink((await latestEmail(server, email)).link ?? '');
    const { supabase, events } = client(server, 'pkce');
    await supabase.auth.resetPasswordForEmail(email, { redirectTo: `${SITE}/auth` });
    const landed = await followLink((await latestEmail(server, email)).link ?? '');
    const exchanged = await supabase.auth.exchangeCodeForSession(landed.searchParams.get('code') ?? '');
    expect(exchanged.error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
  });
});
