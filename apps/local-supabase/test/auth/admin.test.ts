// The admin API with the service-role key, driven through supabase-js's `auth.admin.*` exactly as a team's test
// set-up or back office calls it: users, pagination, bans, deletes, MFA factors, and who may call it at all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/auth/totp';
import type { RunningServer } from '../../src/index';
import { adminClient, client, keyedClient, raw, startTestServer, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ rateLimits: 'off' });
});
afterAll(async () => {
  await server?.stop();
});

const profileOf = async (userId: string) =>
  (await server.context.db.query('select * from public.profiles where user_id = $1', [userId])).rows[0];

describe('auth.admin.createUser', () => {
  it('creates a confirmed user with metadata who can sign in, and the schema trigger writes the profile', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('Admin-Created');
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { userType: 'business', firstName: 'Ada', businessName: 'Ada Ltd' },
      app_metadata: { plan: 'gold' },
    });
    expect(error).toBeNull();
    const user = data.user;
    expect(user?.email).toBe(email.toLowerCase());
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.role).toBe('authenticated');
    expect(user?.user_metadata).toMatchObject({ userType: 'business', firstName: 'Ada', email_verified: true });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'gold' });
    expect(user?.identities?.map((identity) => identity.provider)).toEqual(['email']);
    expect(await profileOf(user?.id ?? '')).toMatchObject({
      user_type: 'business',
      first_name: 'Ada',
      business_name: 'Ada Ltd',
    });

    const signIn = await client(server).supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    expect(signIn.data.session?.user.app_metadata.plan).toBe('gold');
  });

  it('without email_confirm the user exists unconfirmed and cannot sign in yet; no password gives a random one', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('unconfirmed');
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD });
    expect(created.error).toBeNull();
    expect(created.data.user?.email_confirmed_at).toBeUndefined();
    const signIn = await client(server).supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe('email_not_confirmed');

    const noPassword = await admin.auth.admin.createUser({ email: uniqueEmail('nopass'), email_confirm: true });
    expect(noPassword.error).toBeNull();
  });

  it('creates a phone user (digits stored without +) and refuses duplicates and missing addresses', async () => {
    const admin = adminClient(server);
    const phone = await admin.auth.admin.createUser({ phone: '+44 7700 900123', phone_confirm: true });
    expect(phone.error).toBeNull();
    expect(phone.data.user?.phone).toBe('447700900123');
    expect(phone.data.user?.phone_confirmed_at).toBeTruthy();
    expect(phone.data.user?.app_metadata).toEqual({ provider: 'phone', providers: ['phone'] });

    const again = await admin.auth.admin.createUser({ phone: '+447700900123' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('phone_exists');

    const email = uniqueEmail('dup');
    await admin.auth.admin.createUser({ email, password: PASSWORD });
    const duplicate = await admin.auth.admin.createUser({ email: email.toUpperCase(), password: PASSWORD });
    expect(duplicate.error?.status).toBe(422);
    expect(duplicate.error?.code).toBe('email_exists');
    expect(duplicate.error?.message).toBe('A user with this email address has already been registered');

    const neither = await admin.auth.admin.createUser({ user_metadata: { a: 1 } });
    expect(neither.error?.status).toBe(400);
    expect(neither.error?.code).toBe('validation_failed');
    expect(neither.error?.message).toBe('Cannot create a user without either an email or phone');

    const badEmail = await admin.auth.admin.createUser({ email: 'not-an-email' });
    expect(badEmail.error?.code).toBe('validation_failed');
    const badPhone = await admin.auth.admin.createUser({ phone: '+44 abc' });
    expect(badPhone.error?.message).toBe('Invalid phone number format (E.164 required)');
    const badBan = await admin.auth.admin.createUser({ email: uniqueEmail('ban'), ban_duration: 'forever' });
    expect(badBan.error?.status).toBe(400);
    expect(badBan.error?.message).toBe('invalid format for ban duration: time: invalid duration "forever"');
    const hugeBan = await admin.auth.admin.createUser({ email: uniqueEmail('ban'), ban_duration: '9999999999h' });
    expect(hugeBan.error?.status).toBe(400);
    expect(hugeBan.error?.code).toBe('validation_failed');
  });

  it('holds a chosen password to the sign-up policy (weak_password) and creates no user', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('weak');
    const short = await admin.auth.admin.createUser({ email, password: 'x', email_confirm: true });
    expect(short.error).toMatchObject({ status: 422, code: 'weak_password' });
    const breached = await admin.auth.admin.createUser({ email, password: 'password123', email_confirm: true });
    expect(breached.error).toMatchObject({ status: 422, code: 'weak_password' });
    const listed = await admin.auth.admin.listUsers({ perPage: 1000 });
    expect(listed.data.users.some((user) => user.email === email)).toBe(false);
  });

  it('metadata the schema refuses is a 422 naming the reason, and leaves no user behind', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('too-long');
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      user_metadata: { firstName: 'x'.repeat(101) },
    });
    expect(data.user).toBeNull();
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('validation_failed');
    // The constraint's name, or the schema's own message naming the field: either way the reason is in the answer.
    expect(error?.message).toMatch(/^Database error saving user: .*first.name/);
    const left = await server.context.db.query('select 1 from auth.users where email = $1', [email.toLowerCase()]);
    expect(left.rows).toHaveLength(0);
  });
});

describe('auth.admin.listUsers', () => {
  it('pages with page/per_page and reports the total and the next/last page (X-Total-Count, Link)', async () => {
    const admin = adminClient(server);
    for (let index = 0; index < 3; index += 1) {
      expect((await admin.auth.admin.createUser({ email: uniqueEmail('page'), password: PASSWORD })).error).toBeNull();
    }
    const total = Number(
      (await server.context.db.query<{ count: string }>('select count(*)::text as count from auth.users')).rows[0]
        ?.count,
    );
    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data.users).toHaveLength(2);
    expect(first.data).toMatchObject({ total, nextPage: 2, lastPage: Math.ceil(total / 2), aud: 'authenticated' });
    // Newest first, as GoTrue sorts by created_at descending.
    const [newer, older] = first.data.users;
    expect(new Date(newer?.created_at ?? 0).getTime()).toBeGreaterThanOrEqual(
      new Date(older?.created_at ?? 0).getTime(),
    );

    const last = await admin.auth.admin.listUsers({ page: Math.ceil(total / 2), perPage: 2 });
    expect(last.data.users.length).toBe(total % 2 || 2);
    expect(last.data).toMatchObject({ nextPage: null });

    const response = await raw(server, '/admin/users?per_page=2&page=1', { token: server.serviceRoleKey });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(total));
    expect(response.headers.get('link')).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    const beyond = await raw(server, '/admin/users?page=99999999999999999999&per_page=99999999999', {
      token: server.serviceRoleKey,
    });
    expect(beyond.status).toBe(200);
    expect(((await beyond.json()) as { users: unknown[] }).users).toEqual([]);
    const bad = await raw(server, '/admin/users?page=abc', { token: server.serviceRoleKey });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: 'validation_failed',
      message: 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax',
    });
  });
});

describe('auth.admin.getUserById / updateUserById', () => {
  it('finds a user; an unknown id is 404 user_not_found, a malformed one 404 validation_failed', async () => {
    const admin = adminClient(server);
    const created = await admin.auth.admin.createUser({ email: uniqueEmail('get'), password: PASSWORD });
    const found = await admin.auth.admin.getUserById(created.data.user?.id ?? '');
    expect(found.data.user?.id).toBe(created.data.user?.id);
    const unknown = await admin.auth.admin.getUserById('5d8f0b7a-0000-4000-8000-000000000000');
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
    expect(unknown.error?.message).toBe('User not found');
    const malformed = await raw(server, '/admin/users/not-a-uuid', { token: server.serviceRoleKey });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({ code: 'validation_failed', message: 'user_id must be an UUID' });
  });

  it('changes email, password and metadata (null deletes a key); a password change ends every session', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('update');
    const created = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { keep: 1, drop: 2 },
      app_metadata: { tier: 'a' },
    });
    const id = created.data.user?.id ?? '';
    const member = client(server);
    await member.supabase.auth.signInWithPassword({ email, password: PASSWORD });

    const newEmail = uniqueEmail('updated');
    const updated = await admin.auth.admin.updateUserById(id, {
      email: newEmail,
      email_confirm: true,
      password: 'Another-Horse-43',
      user_metadata: { drop: null, added: true },
      app_metadata: { tier: 'b' },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.email).toBe(newEmail.toLowerCase());
    expect(updated.data.user?.user_metadata).toMatchObject({ keep: 1, added: true });
    expect(updated.data.user?.user_metadata).not.toHaveProperty('drop');
    expect(updated.data.user?.app_metadata).toMatchObject({ tier: 'b', provider: 'email' });
    expect(updated.data.user?.identities?.[0]?.identity_data).toMatchObject({ email: newEmail.toLowerCase() });

    expect((await member.supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const oldPassword = await client(server).supabase.auth.signInWithPassword({ email: newEmail, password: PASSWORD });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
    const newPassword = await client(server).supabase.auth.signInWithPassword({
      email: newEmail,
      password: 'Another-Horse-43',
    });
    expect(newPassword.error).toBeNull();

    const weak = await admin.auth.admin.updateUserById(id, { password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');

    const other = await admin.auth.admin.createUser({ email: uniqueEmail('other'), password: PASSWORD });
    const taken = await admin.auth.admin.updateUserById(other.data.user?.id ?? '', { email: newEmail });
    expect(taken.error?.code).toBe('email_exists');
  });

  it('ban_duration bans (sign-in and refresh refused) until "none" lifts it', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('banned');
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const id = created.data.user?.id ?? '';
    const member = client(server);
    await member.supabase.auth.signInWithPassword({ email, password: PASSWORD });

    const banned = await admin.auth.admin.updateUserById(id, { ban_duration: '24h' });
    const until = new Date(banned.data.user?.banned_until ?? 0).getTime();
    expect(until - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
    expect((await member.supabase.auth.getUser()).error?.code).toBe('user_banned');
    const signIn = await client(server).supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.status).toBe(400);
    expect(signIn.error?.code).toBe('user_banned');

    const lifted = await admin.auth.admin.updateUserById(id, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect((await client(server).supabase.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });
});

describe('auth.admin.deleteUser', () => {
  it('a hard delete removes the user and, by cascade, the profile', async () => {
    const admin = adminClient(server);
    const created = await admin.auth.admin.createUser({ email: uniqueEmail('delete'), password: PASSWORD });
    const id = created.data.user?.id ?? '';
    expect(await profileOf(id)).toBeTruthy();
    const deleted = await admin.auth.admin.deleteUser(id);
    expect(deleted.error).toBeNull();
    expect((await admin.auth.admin.getUserById(id)).error?.code).toBe('user_not_found');
    expect(await profileOf(id)).toBeUndefined();
    expect((await admin.auth.admin.deleteUser(id)).error?.code).toBe('user_not_found');
  });

  it('a soft delete keeps the row, obfuscates the address, ends sessions and frees the email', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('soft');
    const created = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { firstName: 'Gone' },
    });
    const id = created.data.user?.id ?? '';
    const member = client(server);
    await member.supabase.auth.signInWithPassword({ email, password: PASSWORD });

    expect((await admin.auth.admin.deleteUser(id, true)).error).toBeNull();
    const kept = await admin.auth.admin.getUserById(id);
    expect(kept.data.user?.deleted_at).toBeTruthy();
    expect(kept.data.user?.email).not.toBe(email.toLowerCase());
    expect(kept.data.user?.user_metadata).toEqual({});
    expect((await member.supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    const signIn = await client(server).supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error?.code).toBe('invalid_credentials');
    expect((await admin.auth.admin.createUser({ email, password: PASSWORD })).error).toBeNull();
  });
});

describe('auth.admin.mfa', () => {
  it('lists a user’s factors and deletes one, dropping the session it raised back to aal1', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('mfa-admin');
    await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const member = client(server);
    const signedIn = await member.supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const userId = signedIn.data.user?.id ?? '';
    const enrolled = await member.supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone app' });
    const factorId = enrolled.data?.id ?? '';
    const verified = await member.supabase.auth.mfa.challengeAndVerify({
      factorId,
      code: totpCode(enrolled.data?.totp.secret ?? ''),
    });
    expect(verified.error).toBeNull();

    const listed = await admin.auth.admin.mfa.listFactors({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data?.factors).toHaveLength(1);
    expect(listed.data?.factors[0]).toMatchObject({
      id: factorId,
      factor_type: 'totp',
      status: 'verified',
      friendly_name: 'Phone app',
    });

    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(deleted.error).toBeNull();
    expect(deleted.data).toMatchObject({ data: { id: factorId, factor_type: 'totp' } });
    expect((await admin.auth.admin.mfa.listFactors({ userId })).data?.factors).toEqual([]);
    await member.supabase.auth.refreshSession();
    const level = await member.supabase.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });

    const again = await admin.auth.admin.mfa.deleteFactor({ userId, id: factorId });
    expect(again.error?.status).toBe(404);
    expect(again.error?.code).toBe('mfa_factor_not_found');
  });
});

describe('who may call the admin API', () => {
  it('the anon key and a user token are 403 not_admin; no token is 401 no_authorization; a bad JWT 403 bad_jwt', async () => {
    const anon = await keyedClient(server, server.anonKey).auth.admin.listUsers();
    expect(anon.error?.status).toBe(403);
    expect(anon.error?.code).toBe('not_admin');
    expect(anon.error?.message).toBe('User not allowed');

    const email = uniqueEmail('not-admin');
    await adminClient(server).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const member = client(server);
    const { data } = await member.supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const asUser = keyedClient(server, server.anonKey, data.session?.access_token);
    const userCall = await asUser.auth.admin.createUser({ email: uniqueEmail('sneaky') });
    expect(userCall.error?.status).toBe(403);
    expect(userCall.error?.code).toBe('not_admin');
    const userInvite = await asUser.auth.admin.inviteUserByEmail(uniqueEmail('sneaky'));
    expect(userInvite.error?.code).toBe('not_admin');

    const none = await raw(server, '/admin/users', { headers: { authorization: '' } });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    const garbage = await raw(server, '/admin/users', { token: 'not.a.jwt' });
    expect(garbage.status).toBe(403);
    expect(((await garbage.json()) as { code: string }).code).toBe('bad_jwt');
  });

  it('the OAuth server and custom providers are refused as GoTrue does when they are off', async () => {
    const admin = adminClient(server);
    const clients = await admin.auth.admin.oauth.listClients();
    expect(clients.error?.status).toBe(404);
    expect(clients.error?.code).toBe('feature_disabled');
    expect(clients.error?.message).toBe('OAuth server is disabled');
    const created = await admin.auth.admin.oauth.createClient({ client_name: 'x', redirect_uris: ['https://x.test'] });
    expect(created.error?.code).toBe('feature_disabled');
    const providers = await admin.auth.admin.customProviders.listProviders();
    expect(providers.error?.status).toBe(404);
    expect(providers.error?.code).toBe('feature_disabled');
    expect(providers.error?.message).toBe('Custom OAuth providers are disabled');
    // The admin check comes first, as in GoTrue's router.
    const anon = await keyedClient(server, server.anonKey).auth.admin.oauth.listClients();
    expect(anon.error?.code).toBe('not_admin');
  });
});

describe('auth.admin.signOut', () => {
  it('signs a user out everywhere with their access token', async () => {
    const admin = adminClient(server);
    const email = uniqueEmail('admin-signout');
    await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const laptop = client(server);
    const phone = client(server);
    const { data } = await laptop.supabase.auth.signInWithPassword({ email, password: PASSWORD });
    await phone.supabase.auth.signInWithPassword({ email, password: PASSWORD });
    const result = await admin.auth.admin.signOut(data.session?.access_token ?? '', 'global');
    expect(result.error).toBeNull();
    expect((await laptop.supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    expect((await phone.supabase.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });
});
