import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, FIXTURE_SQL, type RestHarness, type SignedInUser, startRestHarness } from './harness';

let h: RestHarness;
let consumer: SignedInUser;
let business: SignedInUser;
let consumerClient: SupabaseClient;
let anonClient: SupabaseClient;
let serviceClient: SupabaseClient;

beforeAll(async () => {
  h = await startRestHarness();
  await h.migrate(FIXTURE_SQL);
  consumer = await h.signIn(DEMO_USERS.consumer);
  business = await h.signIn(DEMO_USERS.business);
  consumerClient = h.client(consumer.token);
  anonClient = h.client();
  serviceClient = h.client(h.serviceRoleKey);
}, 240_000);

afterAll(async () => {
  await h?.stop();
});

/** Raw HTTP for what supabase-js does not expose (headers, Range, odd URLs). */
async function raw(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', h.anonKey);
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  const response = await fetch(`${h.url}/rest/v1${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: text ? JSON.parse(text) : undefined };
}

describe('the queries the site makes', () => {
  it('reads the caller’s profile with maybeSingle', async () => {
    const { data, error, status } = await consumerClient
      .from('profiles')
      .select('*')
      .eq('user_id', consumer.userId)
      .maybeSingle();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      user_id: consumer.userId,
      user_type: 'consumer',
      first_name: 'Mara',
      last_name: 'Visser',
      email: DEMO_USERS.consumer,
      country: 'Netherlands',
    });
  });

  it('answers maybeSingle with null, and single with PGRST116, when no profile row is visible', async () => {
    const maybe = await consumerClient.from('profiles').select('*').eq('user_id', business.userId).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null, status: 200 });
    const single = await consumerClient.from('profiles').select('*').eq('user_id', business.userId).single();
    expect(single.status).toBe(406);
    expect(single.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
  });

  it('lists the caller’s transactions newest first without a filter', async () => {
    const { data, error, status } = await consumerClient
      .from('transactions')
      .select('*')
      .order('transaction_date', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toHaveLength(50);
    const rows = data as Array<{ user_id: string; transaction_date: string; transaction_type: string }>;
    expect(new Set(rows.map((row) => row.user_id))).toEqual(new Set([consumer.userId]));
    const dates = rows.map((row) => Date.parse(row.transaction_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Seeded relative to seed time: about 90 days of history.
    expect(Math.max(...dates) - Math.min(...dates)).toBeLessThanOrEqual(90 * 24 * 3600 * 1000);
    expect(Math.max(...dates) - Math.min(...dates)).toBeGreaterThan(60 * 24 * 3600 * 1000);
    expect(new Set(rows.map((row) => row.transaction_type))).toEqual(new Set(['credit', 'debit']));
  });

  it('computes business metrics for the business user and none for a consumer', async () => {
    const metrics = await h.client(business.token).rpc('business_metrics');
    expect(metrics.error).toBeNull();
    expect(metrics.data).toMatchObject({ settlementStatus: 'active' });
    expect(metrics.data.totalRevenue).toBeGreaterThan(0);
    expect(metrics.data.transactions).toBeGreaterThan(0);
    expect(metrics.data.activeCustomers).toBeGreaterThan(0);
    const none = await consumerClient.rpc('business_metrics');
    expect(none).toMatchObject({ data: null, error: null, status: 200 });
    const anon = await anonClient.rpc('business_metrics');
    expect(anon.status).toBe(401);
    expect(anon.error?.code).toBe('42501');
  });

  it('accepts the insert-only requests and rejects bad values', async () => {
    expect((await anonClient.from('newsletter_subscriptions').insert({ email: 'reader@example.org' })).status).toBe(
      201,
    );
    const duplicate = await anonClient.from('newsletter_subscriptions').insert({ email: 'Reader@Example.org' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
    const badEmail = await anonClient.from('newsletter_subscriptions').insert({ email: 'not-an-email' });
    expect(badEmail).toMatchObject({ status: 400, error: { code: '23514' } });

    expect(
      (await anonClient.from('partner_access_requests').insert({ partner_id: 'acme-payments', environment: 'sandbox' }))
        .status,
    ).toBe(201);
    const badEnvironment = await anonClient
      .from('partner_access_requests')
      .insert({ partner_id: 'acme-payments', environment: 'staging' });
    expect(badEnvironment).toMatchObject({ status: 400, error: { code: '23514' } });
    const withKey = await anonClient
      .from('partner_access_requests')
      .insert({ partner_id: 'acme', environment: 'sandbox', api_key: 'sk_live_123' });
    expect(withKey).toMatchObject({ status: 400, error: { code: 'PGRST204' } });

    const consentId = crypto.randomUUID();
    const consent = await anonClient
      .from('consent_records')
      .insert({ consent_id: consentId, revision: 1, categories: ['essential', 'analytics'] });
    expect(consent.status).toBe(201);
    const badCategory = await anonClient
      .from('consent_records')
      .insert({ consent_id: consentId, revision: 2, categories: ['essential', 'tracking'] });
    expect(badCategory).toMatchObject({ status: 400, error: { code: '23514' } });
    const withoutEssential = await anonClient
      .from('consent_records')
      .insert({ consent_id: consentId, revision: 3, categories: ['marketing'] });
    expect(withoutEssential).toMatchObject({ status: 400, error: { code: '23514' } });

    const setup = await consumerClient.from('setup_requests').insert({ topic: 'Payment processing' });
    expect(setup.status).toBe(201);
    const anonSetup = await anonClient.from('setup_requests').insert({ topic: 'Payment processing' });
    expect(anonSetup).toMatchObject({ status: 401, error: { code: '42501' } });
    const forSomeoneElse = await consumerClient
      .from('setup_requests')
      .insert({ topic: 'Settlement', user_id: business.userId });
    expect(forSomeoneElse).toMatchObject({ status: 403, error: { code: '42501' } });

    const stored = await serviceClient.from('newsletter_subscriptions').select('email');
    expect(stored.data).toEqual([{ email: 'reader@example.org' }]);
  });

  it('keeps the insert-only tables unreadable: 401 for anon, 403 for a user', async () => {
    const anon = await anonClient.from('newsletter_subscriptions').select('*');
    expect(anon).toMatchObject({ status: 401, error: { code: '42501' } });
    const user = await consumerClient.from('consent_records').select('*');
    expect(user).toMatchObject({ status: 403, error: { code: '42501' } });
    const anonResponse = await raw('/newsletter_subscriptions');
    expect(anonResponse.headers.get('www-authenticate')).toBe('Bearer');
  });
});

describe('horizontal filters', () => {
  const selectNames = () => anonClient.from('items').select('name');
  const names = async (build: (select: typeof selectNames) => PromiseLike<{ data: unknown; error: unknown }>) => {
    const { data, error } = await build(selectNames);
    expect(error).toBeNull();
    return ((data ?? []) as Array<{ name: string }>).map((row) => row.name).sort();
  };

  it('supports eq, neq, gt, gte, lt, lte', async () => {
    expect(await names((q) => q().eq('category', 'tools'))).toEqual(['alpha', 'beta']);
    expect(await names((q) => q().neq('category', 'tools'))).toEqual(['Epsilon, the "fifth"', 'delta']);
    expect(await names((q) => q().gt('price', 10.5))).toEqual(['Epsilon, the "fifth"', 'beta']);
    expect(await names((q) => q().gte('price', 10.5))).toEqual(['Epsilon, the "fifth"', 'alpha', 'beta']);
    expect(await names((q) => q().lt('price', 7))).toEqual(['gamma']);
    expect(await names((q) => q().lte('price', 7))).toEqual(['delta', 'gamma']);
  });

  it('supports like and ilike with * wildcards, is, in and not', async () => {
    expect(await names((q) => q().like('name', '*eta'))).toEqual(['beta']);
    expect(await names((q) => q().ilike('name', 'EPS*'))).toEqual(['Epsilon, the "fifth"']);
    expect(await names((q) => q().is('category', null))).toEqual(['gamma']);
    expect(await names((q) => q().not('category', 'is', null))).toHaveLength(4);
    expect(await names((q) => q().is('done', true))).toEqual(['beta', 'delta']);
    expect(await names((q) => q().in('name', ['alpha', 'gamma']))).toEqual(['alpha', 'gamma']);
    const quotedList = await raw(
      `/items?select=name&name=in.(${encodeURIComponent('alpha,"Epsilon, the \\"fifth\\""')})&order=name`,
    );
    expect(quotedList.json).toEqual([{ name: 'Epsilon, the "fifth"' }, { name: 'alpha' }]);
    expect(await names((q) => q().not('name', 'in', '(alpha,beta,gamma)'))).toEqual(['Epsilon, the "fifth"', 'delta']);
    expect(await names((q) => q().in('name', []))).toEqual([]);
  });

  it('supports cs and cd on arrays and jsonb', async () => {
    expect(await names((q) => q().contains('tags', ['red']))).toEqual(['alpha', 'gamma']);
    expect(await names((q) => q().containedBy('tags', ['red', 'small', 'blue']))).toEqual(['alpha', 'beta', 'delta']);
    expect(await names((q) => q().contains('meta', { color: 'blue' }))).toEqual(['beta']);
    expect(await names((q) => q().overlaps('tags', ['green', 'blue']))).toEqual(['Epsilon, the "fifth"', 'beta']);
  });

  it('supports or=() and and=() with nesting, negation and quoting', async () => {
    expect(await names((q) => q().or('name.eq.alpha,price.gt.50'))).toEqual(['Epsilon, the "fifth"', 'alpha']);
    expect(await names((q) => q().or('category.eq.food,and(category.eq.tools,done.is.true)'))).toEqual([
      'Epsilon, the "fifth"',
      'beta',
      'delta',
    ]);
    expect(await names((q) => q().or('name.eq."Epsilon, the \\"fifth\\""'))).toEqual(['Epsilon, the "fifth"']);
    expect(await names((q) => q().or('name.in.(alpha,"beta")'))).toEqual(['alpha', 'beta']);
    expect(await names((q) => q().or('tags.cs.{large}'))).toEqual(['gamma']);
    const negated = await raw('/items?select=name&not.or=(category.eq.tools,category.is.null)&order=name');
    expect(negated.json).toEqual([{ name: 'Epsilon, the "fifth"' }, { name: 'delta' }]);
    const and = await raw('/items?select=name&and=(price.gt.5,price.lt.20,category.not.is.null)&order=name');
    expect(and.json).toEqual([{ name: 'alpha' }, { name: 'delta' }]);
  });

  it('filters on JSON paths and repeated keys', async () => {
    expect(await names((q) => q().eq('meta->>color', 'red'))).toEqual(['alpha']);
    expect(await names((q) => q().gt('meta->size', 2))).toEqual(['Epsilon, the "fifth"', 'delta']);
    const repeated = await raw('/items?select=name&id=gt.1&id=lt.4&order=id');
    expect(repeated.json).toEqual([{ name: 'beta' }, { name: 'gamma' }]);
  });

  it('compares top-level values verbatim, reserved characters included', async () => {
    const response = await raw(`/items?name=eq.${encodeURIComponent('Epsilon, the "fifth"')}&select=id`);
    expect(response.json).toEqual([{ id: 5 }]);
  });
});

describe('select, order and paging', () => {
  it('renames, casts and extracts JSON in select', async () => {
    const { data } = await anonClient
      .from('items')
      .select('ident:id::text,name,size:meta->size,color:meta->>color')
      .eq('id', 1);
    expect(data).toEqual([{ ident: '1', name: 'alpha', size: 1, color: 'red' }]);
  });

  it('renders values as Postgres does: exact numerics and ISO timestamps', async () => {
    const response = await raw('/items?select=price,created_at&id=eq.2');
    expect(response.text).toBe('[{"price":20.00,"created_at":"2026-01-01T00:00:00+00:00"}]');
  });

  it('orders by several columns with nulls placement', async () => {
    const { data } = await anonClient
      .from('items')
      .select('name')
      .order('category', { ascending: true, nullsFirst: true })
      .order('price', { ascending: false });
    expect(data?.map((row) => row.name)).toEqual(['gamma', 'Epsilon, the "fifth"', 'delta', 'beta', 'alpha']);
  });

  it('pages with range and limit, with Content-Range and counts', async () => {
    const page = await anonClient.from('items').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(page).toMatchObject({ status: 206, count: 5, data: [{ id: 2 }, { id: 3 }] });
    // Under max-rows (1000) an estimated count is exact.
    const estimated = await anonClient.from('items').select('id', { count: 'estimated' }).order('id').limit(2);
    expect(estimated).toMatchObject({ status: 206, count: 5 });
    const head = await anonClient.from('items').select('*', { count: 'exact', head: true });
    expect(head).toMatchObject({ status: 200, count: 5, data: null });
    const limited = await raw('/items?select=id&limit=2&order=id');
    expect(limited.status).toBe(200);
    expect(limited.headers.get('content-range')).toBe('0-1/*');
    const empty = await raw('/items?id=eq.999');
    expect(empty.headers.get('content-range')).toBe('*/*');
    const zero = await raw('/items?limit=0', { headers: { Prefer: 'count=exact' } });
    expect(zero).toMatchObject({ status: 206, json: [] });
    expect(zero.headers.get('content-range')).toBe('*/5');
  });

  it('honours the Range header on GET and rejects unsatisfiable ranges', async () => {
    const ranged = await raw('/items?select=id&order=id', { headers: { Range: '0-1', Prefer: 'count=exact' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('0-1/5');
    const inverted = await raw('/items', { headers: { Range: '3-1' } });
    expect(inverted).toMatchObject({ status: 416, json: { code: 'PGRST103' } });
    const beyond = await raw('/items?offset=10', { headers: { Prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    expect(beyond.json.details).toBe('An offset of 10 was requested, but there are only 5 rows.');
    const negative = await raw('/items?limit=-1');
    expect(negative).toMatchObject({ status: 416, json: { code: 'PGRST103' } });
    // PostgREST hands a negative offset to Postgres, which refuses it.
    const negativeOffset = await raw('/items?offset=-1');
    expect(negativeOffset).toMatchObject({
      status: 400,
      json: { code: '2201X', message: 'OFFSET must not be negative' },
    });
    expect((await raw('/items?select=id&limit=1')).status).toBe(200);
  });
});

describe('writes and Prefer', () => {
  it('inserts with return=minimal, representation and headers-only', async () => {
    const minimal = await anonClient.from('items').insert({ name: 'w1' });
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
    const represented = await anonClient.from('items').insert({ name: 'w2', price: 3 }).select('name,price').single();
    expect(represented).toMatchObject({ status: 201, data: { name: 'w2', price: 3 } });
    const headersOnly = await raw('/items', {
      method: 'POST',
      body: JSON.stringify({ name: 'w3' }),
      headers: { 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
    });
    expect(headersOnly.status).toBe(201);
    expect(headersOnly.headers.get('location')).toMatch(/^\/items\?id=eq\.\d+$/);
    expect(headersOnly.text).toBe('');
  });

  it('bulk-inserts with columns=, NULLs for missing keys, or defaults with missing=default', async () => {
    const bulk = await anonClient
      .from('items')
      .insert([{ name: 'b1', category: 'bulk' }, { name: 'b2' }], { defaultToNull: false })
      .select('name,category,price');
    expect(bulk.status).toBe(201);
    expect(bulk.data).toEqual([
      { name: 'b1', category: 'bulk', price: 0 },
      { name: 'b2', category: null, price: 0 },
    ]);
    const nullDefaults = await anonClient.from('items').insert([{ name: 'b3', price: 1 }, { name: 'b4' }]);
    expect(nullDefaults).toMatchObject({ status: 400, error: { code: '23502' } });
    const mismatched = await raw('/items', {
      method: 'POST',
      body: JSON.stringify([{ name: 'x' }, { price: 1 }]),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(mismatched).toMatchObject({
      status: 400,
      json: { code: 'PGRST102', message: 'All object keys must match' },
    });
    const invalid = await raw('/items', {
      method: 'POST',
      body: '{nope',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(invalid).toMatchObject({ status: 400, json: { code: 'PGRST102' } });
  });

  it('upserts with merge-duplicates and ignore-duplicates on a conflict target', async () => {
    const merged = await anonClient
      .from('items')
      .upsert({ name: 'alpha', price: 11 }, { onConflict: 'name' })
      .select('name,price');
    expect(merged).toMatchObject({ status: 200, data: [{ name: 'alpha', price: 11 }] });
    const ignored = await anonClient
      .from('items')
      .upsert(
        [
          { name: 'alpha', price: 999 },
          { name: 'u1', price: 2 },
        ],
        { onConflict: 'name', ignoreDuplicates: true },
      )
      .select('name,price');
    expect(ignored).toMatchObject({ status: 201, data: [{ name: 'u1', price: 2 }] });
    const { data } = await anonClient.from('items').select('price').eq('name', 'alpha').single();
    expect(data).toEqual({ price: 11 });
  });

  it('updates and deletes with counts and representation', async () => {
    const updated = await anonClient
      .from('items')
      .update({ category: 'bulk-updated' }, { count: 'exact' })
      .eq('category', 'bulk')
      .select('name');
    expect(updated).toMatchObject({ status: 200, count: 1, data: [{ name: 'b1' }] });
    const nothing = await anonClient.from('items').update({ category: 'x' }).eq('id', -1);
    expect(nothing.status).toBe(204);
    const deleted = await anonClient.from('items').delete({ count: 'exact' }).in('name', ['w1', 'w2', 'w3']);
    expect(deleted).toMatchObject({ status: 204, count: 3 });
  });

  it('rolls back on a singular mismatch and on Prefer: tx=rollback', async () => {
    const tooMany = await anonClient
      .from('items')
      .insert([{ name: 's1' }, { name: 's2' }])
      .select()
      .single();
    expect(tooMany).toMatchObject({ status: 406, error: { code: 'PGRST116', details: 'The result contains 2 rows' } });
    const rolledBack = await anonClient.from('items').insert({ name: 't1' }).select('name').rollback();
    expect(rolledBack).toMatchObject({ status: 201, data: [{ name: 't1' }] });
    const { count } = await anonClient
      .from('items')
      .select('*', { count: 'exact', head: true })
      .in('name', ['s1', 's2', 't1']);
    expect(count).toBe(0);
  });
});

describe('less common grammar', () => {
  // Limited to the five fixture rows, since the write tests above add more.
  it('supports isdistinct, match, full-text search and quantified operators', async () => {
    const distinct = await raw('/items?select=name&id=lte.5&category=isdistinct.tools&order=name');
    expect(distinct.json).toEqual([{ name: 'Epsilon, the "fifth"' }, { name: 'delta' }, { name: 'gamma' }]);
    const regex = await raw('/items?select=name&id=lte.5&name=match.^[ab]&order=name');
    expect(regex.json).toEqual([{ name: 'alpha' }, { name: 'beta' }]);
    const fts = await raw(`/items?select=name&id=lte.5&name=fts(english).${encodeURIComponent('fifth')}`);
    expect(fts.json).toEqual([{ name: 'Epsilon, the "fifth"' }]);
    const anyOf = await raw('/items?select=name&id=lte.5&name=like(any).{a*,g*}&order=name');
    expect(anyOf.json).toEqual([{ name: 'alpha' }, { name: 'gamma' }]);
    const open = await raw('/items?select=id&id=lte.5&order=id', { headers: { Range: '3-' } });
    expect(open.json).toEqual([{ id: 4 }, { id: 5 }]);
    expect(open.headers.get('content-range')).toBe('3-4/*');
  });

  it('enforces handling=strict and max-affected, rolling back what exceeded it', async () => {
    const strict = await raw('/items', { headers: { Prefer: 'handling=strict, bogus=1' } });
    expect(strict).toMatchObject({ status: 400, json: { code: 'PGRST122', details: 'Invalid preferences: bogus=1' } });
    const capped = await anonClient.from('items').update({ done: true }).eq('category', 'tools').maxAffected(1);
    expect(capped).toMatchObject({ status: 400, error: { code: 'PGRST124' } });
    const { data } = await anonClient.from('items').select('done').eq('name', 'alpha').single();
    expect(data).toEqual({ done: false });
  });
});

describe('functions', () => {
  it('calls scalar, void, set-returning and composite functions', async () => {
    expect(await anonClient.rpc('add_them', { a: 2, b: 3 })).toMatchObject({ data: 5, status: 200 });
    expect(await anonClient.rpc('add_them', { a: 2 })).toMatchObject({ data: 3 });
    expect(await anonClient.rpc('add_them', { a: 4, b: 1 }, { get: true })).toMatchObject({ data: 5 });
    expect(await anonClient.rpc('noop')).toMatchObject({ data: null, status: 204 });
    const tools = await anonClient.rpc('items_in', { cat: 'food' }).select('name').order('name');
    expect(tools.data).toEqual([{ name: 'Epsilon, the "fifth"' }, { name: 'delta' }]);
    const filtered = await anonClient.rpc('items_in', { cat: 'food' }).gt('price', 50).select('name');
    expect(filtered.data).toEqual([{ name: 'Epsilon, the "fifth"' }]);
    expect((await anonClient.rpc('item_names')).data).toContain('alpha');
    expect((await anonClient.rpc('first_item')).data).toMatchObject({ id: 1, name: 'alpha' });
  });

  it('reports unknown functions and raised exceptions', async () => {
    const unknown = await anonClient.rpc('add_them', { x: 1 });
    expect(unknown).toMatchObject({ status: 404, error: { code: 'PGRST202' } });
    const raised = await anonClient.rpc('fail_with', { message: 'custom failure' });
    expect(raised).toMatchObject({ status: 400, error: { code: 'P0001', message: 'custom failure' } });
  });

  it('runs GET and stable calls read-only: a write is 405 25006', async () => {
    const viaGet = await anonClient.rpc('write_attempt', {}, { get: true });
    expect(viaGet).toMatchObject({ status: 405, error: { code: '25006' } });
    const viaPost = await anonClient.rpc('write_attempt');
    expect(viaPost).toMatchObject({ status: 200, data: 1 });
  });
});

describe('errors', () => {
  it('maps unknown tables, columns, bad literals and operators to PostgREST errors', async () => {
    const table = await anonClient.from('itemz').select('*');
    expect(table).toMatchObject({
      status: 404,
      error: { code: 'PGRST205', hint: "Perhaps you meant the table 'public.items'" },
    });
    const column = await anonClient.from('items').select('nope');
    expect(column).toMatchObject({ status: 400, error: { code: '42703' } });
    const orderColumn = await raw('/items?order=nope.desc');
    expect(orderColumn).toMatchObject({ status: 400, json: { code: '42703' } });
    const badUuid = await consumerClient.from('transactions').select('*').eq('id', 'not-a-uuid');
    expect(badUuid).toMatchObject({ status: 400, error: { code: '22P02' } });
    const operator = await raw('/items?name=foo.1');
    expect(operator).toMatchObject({ status: 400, json: { code: 'PGRST100' } });
    expect(Object.keys(operator.json).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('answers embedding without a relationship, and aggregates, with PostgREST’s errors', async () => {
    for (const [query, code] of [
      ['select=*,profiles(*)', 'PGRST200'],
      ['select=...profiles(*)', 'PGRST200'],
      ['select=count()', 'PGRST123'],
      ['profiles.order=id', 'PGRST108'],
      ['order=profiles(id)', 'PGRST108'],
    ]) {
      const response = await raw(`/items?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json.code, query).toBe(code);
    }
    const plan = await raw('/items', { headers: { Accept: 'application/vnd.pgrst.plan+json' } });
    expect(plan).toMatchObject({ status: 406, json: { code: 'PGRST107' } });
  });

  it('checks profiles, paths and methods', async () => {
    const profile = await raw('/items', { headers: { 'Accept-Profile': 'private' } });
    expect(profile).toMatchObject({ status: 406, json: { code: 'PGRST106' } });
    expect(await raw('/a/b')).toMatchObject({ status: 404, json: { code: 'PGRST125' } });
    expect(await raw('/rpc/noop', { method: 'PATCH' })).toMatchObject({ status: 405, json: { code: 'PGRST101' } });
  });

  it('answers bad, expired and signed-out tokens with 401 and WWW-Authenticate', async () => {
    const garbage = await raw('/items', { token: 'not.a.jwt' });
    expect(garbage).toMatchObject({ status: 401, json: { code: 'PGRST301' } });
    expect(garbage.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    const expired = await h.tokenFor(DEMO_USERS.consumer, { exp: Math.floor(Date.now() / 1000) - 120 });
    expect(await raw('/items', { token: expired.token })).toMatchObject({
      status: 401,
      json: { code: 'PGRST303', message: 'JWT expired' },
    });
    const empty = await raw('/items', { headers: { Authorization: 'Bearer ' } });
    expect(empty).toMatchObject({ status: 401, json: { code: 'PGRST301' } });
    const signedOut = await h.signIn(DEMO_USERS.consumer);
    expect((await raw('/transactions?select=id&limit=1', { token: signedOut.token })).status).toBe(200);
    const logout = await fetch(`${h.url}/auth/v1/logout?scope=local`, {
      method: 'POST',
      headers: { apikey: h.anonKey, Authorization: `Bearer ${signedOut.token}` },
    });
    expect(logout.status).toBe(204);
    expect(await raw('/transactions', { token: signedOut.token })).toMatchObject({
      status: 401,
      json: { code: 'PGRST301' },
    });
  });

  it('treats the anon key as anon and the service-role key as service_role', async () => {
    const anonWhoami = await raw('/transactions', { token: h.anonKey });
    expect(anonWhoami.status).toBe(401);
    const service = await serviceClient.from('transactions').select('user_id');
    expect(new Set(service.data?.map((row) => row.user_id)).size).toBe(2);
  });
});

describe('request context', () => {
  it('sets role, claims, method, path and headers as transaction-local settings', async () => {
    await h.migrate(`
      create function public.request_context() returns json language sql stable as $$
        select json_build_object(
          'role', current_user, 'sub', auth.uid(), 'method', current_setting('request.method', true),
          'path', current_setting('request.path', true),
          'client', current_setting('request.headers', true)::json ->> 'x-client-info')
      $$;`);
    const { data } = await consumerClient.rpc('request_context');
    expect(data).toMatchObject({
      role: 'authenticated',
      sub: consumer.userId,
      method: 'POST',
      path: '/rpc/request_context',
    });
    expect(data.client).toMatch(/^supabase-js/);
    const after = await h.db.query<{ role: string }>(`select current_setting('role') as role`);
    expect(after.rows[0]?.role).toBe('none');
  });
});

describe('planned and estimated counts', () => {
  beforeAll(async () => {
    // Never analysed, so the planner's estimate is not the exact count (the estimate comes from the table's size).
    await h.migrate(`
      create table public.counted (id integer primary key, even boolean not null) with (autovacuum_enabled = false);
      insert into public.counted select n, n % 2 = 0 from generate_series(1, 1500) n;
      create table public.counted_notes (id integer primary key, counted_id integer references public.counted (id), body text);
      insert into public.counted_notes values (1, 1, 'a'), (2, 1, 'b'), (3, 2, 'a');
      grant select on public.counted, public.counted_notes to anon;`);
  });

  async function plannerEstimate(sql: string): Promise<number> {
    const result = await h.db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`);
    const cell = result.rows[0]?.['QUERY PLAN'];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan: { 'Plan Rows': number } }>;
    return plan[0]?.Plan['Plan Rows'] as number;
  }

  it('count=planned answers the planner’s estimate of the filtered rows, 206 when the page is smaller', async () => {
    const expected = await plannerEstimate(`select 1 from public.counted where even = true`);
    expect(expected).not.toBe(750);
    const planned = await anonClient.from('counted').select('id', { count: 'planned' }).eq('even', true).limit(10);
    expect(planned).toMatchObject({ status: 206, count: expected, error: null });
    expect(planned.data).toHaveLength(10);
    const exact = await anonClient.from('counted').select('id', { count: 'exact' }).eq('even', true).limit(10);
    expect(exact.count).toBe(750);
  });

  it('count=estimated is exact up to max-rows and at least the planner’s estimate beyond it', async () => {
    const estimate = await plannerEstimate(`select 1 from public.counted`);
    const estimated = await anonClient.from('counted').select('id', { count: 'estimated' }).limit(5);
    expect(estimated).toMatchObject({ status: 206, count: Math.max(1001, estimate) });
    const small = await anonClient.from('counted').select('id', { count: 'estimated' }).lte('id', 20).limit(5);
    expect(small).toMatchObject({ status: 206, count: 20 });
  });

  it('estimates only the top-level rows when embedded filters bind values of their own', async () => {
    const planned = await anonClient
      .from('counted')
      .select('id, counted_notes(body)', { count: 'planned' })
      .eq('counted_notes.body', 'a')
      .lte('id', 3)
      .order('id');
    expect(planned.error).toBeNull();
    expect(planned.data).toEqual([
      { id: 1, counted_notes: [{ body: 'a' }] },
      { id: 2, counted_notes: [{ body: 'a' }] },
      { id: 3, counted_notes: [] },
    ]);
    expect(planned.count).toBe(await plannerEstimate(`select 1 from public.counted where id <= 3`));
  });
});

describe('OPTIONS', () => {
  it('answers a plain OPTIONS from the schema cache: Allow for a table, 404 for an unknown relation', async () => {
    const table = await raw('/items', { method: 'OPTIONS' });
    expect(table.status).toBe(200);
    expect(table.headers.get('allow')).toBe('OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE');
    const fn = await raw('/rpc/add_them', { method: 'OPTIONS' });
    expect(fn.status).toBe(200);
    expect(fn.headers.get('allow')).toBe('OPTIONS,GET,HEAD,POST');
    const root = await raw('/', { method: 'OPTIONS' });
    expect(root.status).toBe(200);
    expect(root.headers.get('allow')).toBe('OPTIONS,GET,HEAD');
    const unknown = await raw('/nope', { method: 'OPTIONS' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: expect.stringMatching(/^(PGRST205|42P01)$/) });
  });

  it('still answers a browser preflight with the CORS headers (any origin: `*`, as PostgREST and hosted Supabase)', async () => {
    const preflight = await raw('/nope', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});

describe('full-text search on a tsvector column', () => {
  it('matches fts(config) against the stored vector itself (no to_tsvector over it, which is 42883)', async () => {
    await h.migrate(`
      create table public.documents (
        id integer primary key,
        body text not null,
        search tsvector generated always as (to_tsvector('english', body)) stored
      );
      insert into public.documents values (1, 'The quick brown foxes jumped'), (2, 'A lazy dog slept');
      grant select on public.documents to anon;`);
    const configured = await anonClient
      .from('documents')
      .select('id')
      .textSearch('search', 'fox', { config: 'english' });
    expect(configured).toMatchObject({ status: 200, data: [{ id: 1 }], error: null });
    const plain = await anonClient
      .from('documents')
      .select('id')
      .textSearch('search', 'lazy & dog', { type: 'plain', config: 'english' });
    expect(plain).toMatchObject({ status: 200, data: [{ id: 2 }], error: null });
    const websearch = await raw(`/documents?select=id&search=wfts.${encodeURIComponent('"lazy dog"')}`);
    expect(websearch).toMatchObject({ status: 200, json: [{ id: 2 }] });
  });
});
