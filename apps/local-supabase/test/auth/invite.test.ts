// POST /invite through supabase-js's auth.admin.inviteUserByEmail: the invite lands in the local mailbox, and both
// its link and its code sign the invitee in, after which they choose a password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/index';
import { adminClient, client, followLink, hashParams, latestEmail, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

describe('auth.admin.inviteUserByEmail', () => {
  it('creates the invitee, mails the invite, and its link signs them in to set a password', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('invitee');
    const redirectTo = 'http://127.0.0.1:4173/welcome';
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, {
      data: { userType: 'business', firstName: 'Grace' },
      redirectTo,
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email.toLowerCase());
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toEqual({ userType: 'business', firstName: 'Grace' });
    expect(data.user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    const profile = await server.context.db.query(
      'select user_type, first_name from public.profiles where user_id = $1',
      [data.user?.id],
    );
    expect(profile.rows[0]).toEqual({ user_type: 'business', first_name: 'Grace' });

    const mail = await latestEmail(server, email.toLowerCase());
    expect(mail.subject).toBe('You have been invited to Ardena');
    expect(mail.link).toContain('type=invite');
    const landed = await followLink(mail.link ?? '');
    expect(`${landed.origin}${landed.pathname}`).toBe(redirectTo);
    const params = hashParams(landed);
    expect(params.get('type')).toBe('invite');

    const invitee = client(server);
    const session = await invitee.supabase.auth.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();
    expect(session.data.user?.email_confirmed_at).toBeTruthy();
    expect((await invitee.supabase.auth.updateUser({ password: PASSWORD })).error).toBeNull();
    const signIn = await client(server).supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
  });

  it('the 6-digit code of the invite works with verifyOtp type invite', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('invite-code');
    expect((await admin.auth.admin.inviteUserByEmail(email)).error).toBeNull();
    const mail = await latestEmail(server, email.toLowerCase());
    const invitee = client(server);
    const verified = await invitee.supabase.auth.verifyOtp({ email, token: mail.code ?? '', type: 'invite' });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.email).toBe(email.toLowerCase());
    const amr = JSON.parse(
      Buffer.from(verified.data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(amr.amr[0].method).toBe('invite');
  });

  it('re-inviting a pending invitee sends a fresh invite; inviting a confirmed user is 422 email_exists', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('reinvite');
    const first = await admin.auth.admin.inviteUserByEmail(email);
    const second = await admin.auth.admin.inviteUserByEmail(email);
    expect(second.error).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    expect((await latestEmail(server, email.toLowerCase())).count).toBe(2);

    const member = uniqueEmail('member');
    await admin.auth.admin.createUser({ email: member, password: PASSWORD, email_confirm: true });
    const taken = await admin.auth.admin.inviteUserByEmail(member);
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    expect(taken.error?.message).toBe('A user with this email address has already been registered');
  });

  it('refuses a missing or malformed address with validation_failed', async () => {
    const admin = adminClient(server);
    const empty = await admin.auth.admin.inviteUserByEmail('');
    expect(empty.error?.status).toBe(400);
    expect(empty.error?.message).toBe('An email address is required');
    const malformed = await admin.auth.admin.inviteUserByEmail('nobody');
    expect(malformed.error?.code).toBe('validation_failed');
    expect(malformed.error?.message).toBe('Unable to validate email address: invalid format');
  });
});
