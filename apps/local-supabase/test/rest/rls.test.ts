import type { SupabaseClient } from '@supabase/supabase-js';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, type RestHarness, startRestHarness } from './harness';

let h: RestHarness;
let userA: { token: string; userId: string };
let userB: { token: string; userId: string };
let clientA: SupabaseClient;
let anonClient: SupabaseClient;

beforeAll(async () => {
  h = await startRestHarness();
  userA = await h.signIn(DEMO_USERS.consumer);
  userB = await h.signIn(DEMO_USERS.consumer2);
  clientA = h.client(userA.token);
  anonClient = h.client();
}, 120_000);

afterAll(async () => {
  await h?.stop();
});

async function rawAsA(path: string) {
  const response = await fetch(`${h.url}/rest/v1${path}`, {
    headers: { apikey: h.anonKey, Authorization: `Bearer ${userA.token}`, Prefer: 'count=exact' },
  });
  return { status: response.status, range: response.headers.get('content-range'), body: await response.json() };
}

describe('row-level security between two consumers', () => {
  const tricks = [
    (b: string) => `/transactions?user_id=eq.${b}`,
    (b: string) => `/transactions?or=(user_id.eq.${b},user_id.neq.${b})`,
    (b: string) => `/transactions?or=(user_id.eq.${b},and(amount.gt.0,user_id.eq.${b}))`,
    (b: string) => `/transactions?user_id=in.(${b})`,
    (b: string) => `/transactions?user_id=not.neq.${b}`,
    (b: string) => `/transactions?user_id=isdistinct.00000000-0000-0000-0000-000000000000&user_id=eq.${b}`,
    () => '/transactions?description=ilike.*consumer*two*',
    (b: string) => `/transactions?merchant_name=in.(Monoprix,SNCF,Fnac)&user_id=eq.${b}`,
    (b: string) => `/profiles?user_id=eq.${b}`,
    (b: string) => `/profiles?or=(user_id.eq.${b},first_name.eq.Inès)`,
    (b: string) => `/profiles?email=ilike.*consumer2*&user_id=eq.${b}`,
  ];

  it('never returns the other consumer’s rows, whatever the filter', async () => {
    for (const trick of tricks) {
      const path = trick(userB.userId);
      const { status, body } = await rawAsA(path);
      expect(status, path).toBe(200);
      const owners = (body as Array<{ user_id: string }>).map((row) => row.user_id);
      expect(owners, path).not.toContain(userB.userId);
      expect(
        owners.every((owner) => owner === userA.userId),
        path,
      ).toBe(true);
    }
  });

  it('counts, orders and pages only over the caller’s rows', async () => {
    for (const path of [
      '/transactions?select=user_id&order=amount.desc&limit=1000',
      '/transactions?select=user_id&order=user_id.desc,transaction_date.asc&offset=40&limit=20',
      '/transactions?select=user_id&or=(user_id.is.null,user_id.not.is.null)',
    ]) {
      const { status, range, body } = await rawAsA(path);
      expect([200, 206], path).toContain(status);
      expect(range?.endsWith('/50'), path).toBe(true);
      expect(new Set((body as Array<{ user_id: string }>).map((row) => row.user_id)), path).toEqual(
        new Set([userA.userId]),
      );
    }
    const beyond = await rawAsA('/transactions?offset=55');
    expect(beyond.status).toBe(416);
  });

  it('lets a user read only their own profile', async () => {
    const { data } = await clientA.from('profiles').select('user_id');
    expect(data).toEqual([{ user_id: userA.userId }]);
    const other = await clientA.from('profiles').select('*').eq('user_id', userB.userId).maybeSingle();
    expect(other).toMatchObject({ data: null, error: null });
  });

  it('lets nobody change another user’s data', async () => {
    const foreign = await clientA
      .from('profiles')
      .update({ first_name: 'Hijacked' }, { count: 'exact' })
      .eq('user_id', userB.userId);
    expect(foreign).toMatchObject({ status: 204, count: 0 });
    const own = await clientA
      .from('profiles')
      .update({ first_name: 'Mara-Lena' })
      .eq('user_id', userA.userId)
      .select('first_name');
    expect(own).toMatchObject({ status: 200, data: [{ first_name: 'Mara-Lena' }] });
    const typeChange = await clientA.from('profiles').update({ user_type: 'business' }).eq('user_id', userA.userId);
    expect(typeChange).toMatchObject({ status: 403, error: { code: '42501' } });
    const ownerChange = await clientA.from('profiles').update({ user_id: userB.userId }).eq('user_id', userA.userId);
    expect(ownerChange).toMatchObject({ status: 403, error: { code: '42501' } });
    const forgedTransaction = await clientA.from('transactions').insert({
      user_id: userA.userId,
      merchant_name: 'Self-credit',
      transaction_type: 'credit',
      amount: 1000,
    });
    expect(forgedTransaction).toMatchObject({ status: 403, error: { code: '42501' } });
    const deleteOthers = await clientA.from('transactions').delete().eq('user_id', userB.userId);
    expect(deleteOthers).toMatchObject({ status: 403, error: { code: '42501' } });
    const check = await h.db.query<{ first_name: string }>(
      'select first_name from public.profiles where user_id = $1',
      [userB.userId],
    );
    expect(check.rows[0]?.first_name).toBe('Inès');
  });

  it('shows anon nothing private', async () => {
    for (const table of ['profiles', 'transactions', 'business_payments', 'business_settlement_accounts']) {
      const response = await anonClient.from(table).select('*');
      expect(response.status, table).toBe(401);
      expect(response.error?.code, table).toBe('42501');
    }
    for (const table of ['setup_requests', 'partner_access_requests', 'newsletter_subscriptions', 'consent_records']) {
      const response = await anonClient.from(table).select('*');
      expect(response.status, table).toBe(401);
    }
  });

  it('shows the service role everything, and business metrics only to their owner', async () => {
    const service = h.client(h.serviceRoleKey);
    const transactions = await service.from('transactions').select('user_id', { count: 'exact', head: true });
    expect(transactions.count).toBe(62);
    const profiles = await service.from('profiles').select('email').order('email');
    expect(profiles.data?.map((row) => row.email).sort()).toEqual([
      DEMO_USERS.business,
      DEMO_USERS.consumer2,
      DEMO_USERS.consumer,
    ]);
    expect((await service.rpc('business_metrics')).data).toBeNull();
    expect((await h.client(userB.token).rpc('business_metrics')).data).toBeNull();
  });
});

describe('the profile trigger', () => {
  it('gives a user who signs up through the auth API their own profile, readable as the site reads it', async () => {
    const auth = h.client();
    const { data, error } = await auth.auth.signUp({
      email: 'new.business@example.org',
      password: 'correct-horse-battery-9',
      options: {
        data: {
          userType: 'business',
          firstName: 'Noor',
          lastName: 'Haddad',
          businessName: 'Haddad Logistics BV',
          companyNumber: 'KVK 7788',
          country: 'Netherlands',
        },
      },
    });
    expect(error).toBeNull();
    const token = data.session?.access_token;
    const userId = data.user?.id;
    expect(token).toBeTruthy();
    const profile = await h.client(token).from('profiles').select('*').eq('user_id', userId).maybeSingle();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({
      user_id: userId,
      user_type: 'business',
      first_name: 'Noor',
      last_name: 'Haddad',
      email: 'new.business@example.org',
      business_name: 'Haddad Logistics BV',
      company_number: 'KVK 7788',
      country: 'Netherlands',
    });
    const transactions = await h
      .client(token)
      .from('transactions')
      .select('*')
      .order('transaction_date', { ascending: false });
    expect(transactions).toMatchObject({ status: 200, data: [] });
    expect((await h.client(token).rpc('business_metrics')).data).toBeNull();
  });

  it('creates a profile from camelCase and snake_case sign-up metadata', async () => {
    await h.db.query(
      `insert into auth.users (id, email, raw_user_meta_data, aud, role) values
        ('11111111-1111-4111-8111-111111111111', 'camel@example.org',
         '{"userType":"business","firstName":"Ada","lastName":"King","businessName":"King Ltd","companyNumber":"0815","country":"United Kingdom","phone":"+44 20 0000"}', 'authenticated', 'authenticated'),
        ('22222222-2222-4222-8222-222222222222', 'snake@example.org',
         '{"user_type":"consumer","first_name":"Bo","last_name":"Lund","country":"Sweden"}', 'authenticated', 'authenticated'),
        ('33333333-3333-4333-8333-333333333333', 'bare@example.org', null, 'authenticated', 'authenticated')`,
    );
    const profiles = await h.db.query<Record<string, string | null>>(
      `select email, user_type, first_name, last_name, business_name, company_number, country, phone
       from public.profiles where email in ('camel@example.org', 'snake@example.org', 'bare@example.org') order by email`,
    );
    expect(profiles.rows).toEqual([
      {
        email: 'bare@example.org',
        user_type: 'consumer',
        first_name: null,
        last_name: null,
        business_name: null,
        company_number: null,
        country: null,
        phone: null,
      },
      {
        email: 'camel@example.org',
        user_type: 'business',
        first_name: 'Ada',
        last_name: 'King',
        business_name: 'King Ltd',
        company_number: '0815',
        country: 'United Kingdom',
        phone: '+44 20 0000',
      },
      {
        email: 'snake@example.org',
        user_type: 'consumer',
        first_name: 'Bo',
        last_name: 'Lund',
        business_name: null,
        company_number: null,
        country: 'Sweden',
        phone: null,
      },
    ]);
  });

  it('stores seed passwords as bcrypt hashes that match the demo password', async () => {
    const result = await h.db.query<{ email: string; matches: boolean; confirmed: boolean }>(
      `select email, encrypted_password = extensions.crypt('Ardena-demo-2026', encrypted_password) as matches,
              email_confirmed_at is not null as confirmed
       from auth.users where email like '%@ardena.example'`,
    );
    expect([...result.rows].sort((a, b) => (a.email < b.email ? -1 : 1))).toEqual([
      { email: DEMO_USERS.business, matches: true, confirmed: true },
      { email: DEMO_USERS.consumer2, matches: true, confirmed: true },
      { email: DEMO_USERS.consumer, matches: true, confirmed: true },
    ]);
    const hashes = await h.db.query<{ hash: string }>(
      `select encrypted_password as hash from auth.users where email = $1`,
      [DEMO_USERS.consumer],
    );
    const hash = hashes.rows[0]?.hash ?? '';
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    // The auth server verifies passwords with bcryptjs, so the pgcrypto hash must satisfy it too.
    expect(await bcrypt.compare('Ardena-demo-2026', hash)).toBe(true);
    expect(await bcrypt.compare('wrong-password', hash)).toBe(false);
  });
});
