// POST /admin/generate_link through supabase-js's auth.admin.generateLink, for every link type: the answer carries
// GoTrue's properties, nothing is mailed, and the link, the code and the hashed token really work with /verify.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { adminClient, client, followLink, hashParams, raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
const REDIRECT = 'http://127.0.0.1:4173/account';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

const confirmedUser = async (label: string) => {
  const email = uniqueEmail(label).toLowerCase();
  const { data } = await adminClient(server).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  return { email, id: data.user?.id ?? '' };
};

const mailCount = async (address: string) => {
  const search = await fetch(`${server.mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  return ((await search.json()) as { messages: unknown[] }).messages.length;
};

describe('auth.admin.generateLink', () => {
  it('signup: creates the user unconfirmed, mails nothing, and the action link confirms and signs in', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('gl-signup').toLowerCase();
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { firstName: 'Linus' }, redirectTo: REDIRECT },
    });
    expect(error).toBeNull();
    expect(data.properties).toMatchObject({ verification_type: 'signup', redirect_to: REDIRECT });
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(data.properties?.hashed_token).toMatch(/^[0-9a-f]{56}$/);
    expect(data.properties?.action_link).toBe(
      `${server.apiUrl}/auth/v1/verify?token=${data.properties?.hashed_token}&type=signup&redirect_to=${encodeURIComponent(REDIRECT)}`,
    );
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toMatchObject({ firstName: 'Linus' });
    expect(await mailCount(email)).toBe(0);

    const landed = await followLink(data.properties?.action_link ?? '');
    expect(`${landed.origin}${landed.pathname}`).toBe(REDIRECT);
    expect(hashParams(landed).get('type')).toBe('signup');
    expect(hashParams(landed).get('access_token')).toBeTruthy();
    expect((await client(server).supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('signup refuses a confirmed address (email_exists) and a new one without a password', async () => {
    const admin = adminClient(server);
    const { email } = await confirmedUser('gl-taken');
    const taken = await admin.auth.admin.generateLink({ type: 'signup', email, password: PASSWORD });
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    const noPassword = await admin.auth.admin.generateLink({
      type: 'signup',
      email: uniqueEmail('gl-nopass'),
      password: '',
    });
    expect(noPassword.error?.status).toBe(400);
    expect(noPassword.error?.message).toBe('Signup requires a valid password');
  });

  it('magiclink: the email OTP and the hashed token both verify; an unknown address becomes a signup link', async () => {
    const admin = adminClient(server);
    const { email } = await confirmedUser('gl-magic');
    const byCode = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    expect(byCode.data.properties?.verification_type).toBe('magiclink');
    expect(byCode.data.properties?.action_link).toContain('type=magiclink');
    const viaCode = await client(server).supabase.auth.verifyOtp({
      email,
      token: byCode.data.properties?.email_otp ?? '',
      type: 'magiclink',
    });
    expect(viaCode.error).toBeNull();
    expect(viaCode.data.session?.user.email).toBe(email);

    const byHash = await admin.auth.admin.generateLink({ type: 'magiclink', email });
    const viaHash = await client(server).supabase.auth.verifyOtp({
      token_hash: byHash.data.properties?.hashed_token ?? '',
      type: 'magiclink',
    });
    expect(viaHash.error).toBeNull();

    const fresh = uniqueEmail('gl-magic-new').toLowerCase();
    const created = await admin.auth.admin.generateLink({ type: 'magiclink', email: fresh });
    expect(created.error).toBeNull();
    expect(created.data.properties?.verification_type).toBe('signup');
    expect(created.data.user?.email).toBe(fresh);
    const landed = await followLink(created.data.properties?.action_link ?? '');
    expect(hashParams(landed).get('type')).toBe('signup');
  });

  it('recovery: the link lands with type=recovery; an unknown address is 404 user_not_found', async () => {
    const admin = adminClient(server);
    const { email } = await confirmedUser('gl-recovery');
    const { data } = await admin.auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: REDIRECT },
    });
    const landed = await followLink(data.properties?.action_link ?? '');
    expect(hashParams(landed).get('type')).toBe('recovery');
    expect(data.user?.recovery_sent_at).toBeTruthy();

    const unknown = await admin.auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('gl-nobody') });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
    expect(unknown.error?.message).toBe('User with this email not found');
  });

  it('invite: creates the invitee and the link signs them in', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('gl-invite').toLowerCase();
    const { data, error } = await admin.auth.admin.generateLink({ type: 'invite', email, options: { data: { a: 1 } } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.user_metadata).toEqual({ a: 1 });
    expect(await mailCount(email)).toBe(0);
    const landed = await followLink(data.properties?.action_link ?? '');
    expect(hashParams(landed).get('type')).toBe('invite');
  });

  it('email_change_current + email_change_new: both links together change the address', async () => {
    const admin = adminClient(server);
    const { email, id } = await confirmedUser('gl-change');
    const newEmail = uniqueEmail('gl-changed').toLowerCase();
    const current = await admin.auth.admin.generateLink({ type: 'email_change_current', email, newEmail });
    expect(current.error).toBeNull();
    expect(current.data.user?.new_email).toBe(newEmail);
    const next = await admin.auth.admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(next.data.properties?.action_link).toContain('type=email_change');

    const first = await followLink(current.data.properties?.action_link ?? '');
    expect(hashParams(first).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    const second = await followLink(next.data.properties?.action_link ?? '');
    expect(hashParams(second).get('access_token')).toBeTruthy();
    expect((await admin.auth.admin.getUserById(id)).data.user?.email).toBe(newEmail);
  });

  it('email_change_new alone: the code sent to the new address applies the change', async () => {
    const admin = adminClient(server);
    const { email, id } = await confirmedUser('gl-change-new');
    const newEmail = uniqueEmail('gl-changed-new').toLowerCase();
    const { data } = await admin.auth.admin.generateLink({ type: 'email_change_new', email, newEmail });
    const verified = await client(server).supabase.auth.verifyOtp({
      email: newEmail,
      token: data.properties?.email_otp ?? '',
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).data.user?.email).toBe(newEmail);

    const { email: other } = await confirmedUser('gl-change-taken');
    const clash = await admin.auth.admin.generateLink({ type: 'email_change_new', email: other, newEmail });
    expect(clash.error?.code).toBe('email_exists');
  });

  it('an unknown type is 400; a redirect_to outside the allow-list falls back to the site URL', async () => {
    const { email } = await confirmedUser('gl-misc');
    const bogus = await raw(server, '/admin/generate_link', {
      method: 'POST',
      token: server.serviceRoleKey,
      body: JSON.stringify({ type: 'bogus', email }),
    });
    expect(bogus.status).toBe(400);
    expect(await bogus.json()).toEqual({
      code: 'validation_failed',
      message: 'Invalid email action link type requested: bogus',
    });
    const { data } = await adminClient(server).auth.admin.generateLink({
      type: 'magiclink',
      email,
      options: { redirectTo: 'https://evil.example/steal' },
    });
    expect(data.properties?.redirect_to).toBe('http://127.0.0.1:4173');
  });
});
