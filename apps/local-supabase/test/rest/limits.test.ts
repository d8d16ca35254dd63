/**
 * Requests that used to lose data or take the server down: empty filter values, writes without a filter,
 * and requests whose cost (JSON-path depth, logic-tree depth, URL length, run time) must stay bounded.
 * After each hostile request, an ordinary one must still succeed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SQL, type RestHarness, startRestHarness } from './harness';

let h: RestHarness;

beforeAll(async () => {
  h = await startRestHarness();
  await h.migrate(FIXTURE_SQL);
  await h.migrate(`create function public.slow(seconds double precision) returns integer language sql volatile
    as $$ select 1 from pg_sleep(seconds) $$;
    create function public.teapot() returns text language plpgsql as $$ begin
      perform set_config('response.status', '418', true);
      perform set_config('response.headers', '[{"X-Brew": "green"}]', true);
      return 'short and stout'; end $$;
    create function public.bad_status() returns text language plpgsql as $$ begin
      perform set_config('response.status', 'tea', true); return 'x'; end $$;
    create function public.custom_error() returns void language plpgsql as $$ begin
      raise sqlstate 'PGRST' using
        message = '{"code":"123","message":"Payment Required","details":"Quota exceeded","hint":"Upgrade your plan"}',
        detail = '{"status":402,"headers":{"X-Powered-By":"Nerds"}}'; end $$;
    create function public.plus_one(num integer, out num_plus_one integer) language sql immutable
      as $$ select num + 1 $$;
    create function public.squares(upto integer) returns table (square integer) language sql immutable
      as $$ select n * n from generate_series(1, upto) n $$;
    create function public.joined(variadic parts text[]) returns text language sql immutable
      as $$ select array_to_string(parts, '-') $$;
    create function public.broken_error() returns void language plpgsql as $$ begin
      raise sqlstate 'PGRST' using message = 'not json', detail = '{}'; end $$;`);
}, 240_000);

afterAll(async () => {
  await h?.stop();
});

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
  ms: number;
}

async function raw(path: string, init: RequestInit & { role?: 'anon' | 'service' } = {}): Promise<Answer> {
  const headers = new Headers(init.headers);
  headers.set('apikey', h.anonKey);
  if (init.role === 'service') headers.set('Authorization', `Bearer ${h.serviceRoleKey}`);
  const started = performance.now();
  const response = await fetch(`${h.url}/rest/v1${path}`, { ...init, headers, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json, ms: performance.now() - started };
}

async function itemCount(): Promise<number> {
  const result = await h.db.query<{ n: string }>('select count(*)::text as n from public.items');
  return Number(result.rows[0]?.n);
}

/** An ordinary read and an ordinary failing statement must both still answer. */
async function expectServerHealthy(): Promise<void> {
  const failing = await raw('/items?select=id&id=eq.not-a-number');
  expect(failing.status, failing.text).toBe(400);
  expect(failing.json).toMatchObject({ code: '22P02' });
  const read = await raw('/items?select=id&order=id&limit=1');
  expect(read.status, read.text).toBe(200);
  expect(read.json).toEqual([{ id: 1 }]);
}

describe('writes never lose data', () => {
  it('rejects an empty filter value with 400 PGRST100 and deletes nothing', async () => {
    const before = await itemCount();
    for (const method of ['DELETE', 'PATCH', 'GET'] as const) {
      const answer = await raw('/items?id=', {
        method,
        role: 'service',
        headers: { 'Content-Type': 'application/json' },
        body: method === 'PATCH' ? '{"done":true}' : undefined,
      });
      expect(answer.status, `${method} ${answer.text}`).toBe(400);
      expect(answer.json).toMatchObject({ code: 'PGRST100' });
      expect((answer.json as { message: string }).message).toContain('failed to parse filter');
    }
    expect(await itemCount()).toBe(before);
  });

  it('rejects filter values that are only an operator or malformed', async () => {
    for (const query of ['id=eq', 'id=in.', 'id=in.(1', 'id=not.', 'id=is.', 'name=like']) {
      const answer = await raw(`/items?${query}`);
      expect(answer.status, `${query} ${answer.text}`).toBe(400);
      expect(answer.json, query).toMatchObject({ code: 'PGRST100' });
    }
  });

  it('refuses DELETE and PATCH without a filter on every role (21000), touching nothing', async () => {
    const before = await itemCount();
    for (const role of ['service', 'anon'] as const) {
      const removal = await raw('/items', { method: 'DELETE', role });
      expect(removal.status, removal.text).toBe(400);
      expect(removal.json).toEqual({
        code: '21000',
        details: null,
        hint: null,
        message: 'DELETE requires a WHERE clause',
      });
      const update = await raw('/items', {
        method: 'PATCH',
        role,
        headers: { 'Content-Type': 'application/json' },
        body: '{"done":true}',
      });
      expect(update.status, update.text).toBe(400);
      expect(update.json).toEqual({
        code: '21000',
        details: null,
        hint: null,
        message: 'UPDATE requires a WHERE clause',
      });
    }
    const supabase = h.client(h.serviceRoleKey);
    const { error, status } = await supabase.from('items').delete();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await itemCount()).toBe(before);
    const { data } = await supabase.from('items').select('done').eq('done', true);
    expect(data).toHaveLength(2);
  });

  it('still deletes with a filter, including one inside a logic tree', async () => {
    const supabase = h.client(h.serviceRoleKey);
    await supabase.from('items').insert([{ name: 'doomed-1' }, { name: 'doomed-2' }]);
    const { data, error } = await supabase
      .from('items')
      .delete()
      .or('name.eq.doomed-1,name.eq.doomed-2')
      .select('name');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
  });

  it('limits an ordered UPDATE or DELETE to the rows its order and page pick, as PostgREST', async () => {
    const supabase = h.client(h.serviceRoleKey);
    await supabase.from('items').insert(['lim-a', 'lim-b', 'lim-c', 'lim-d'].map((name) => ({ name, price: 1 })));
    const updated = await supabase
      .from('items')
      .update({ price: 2 })
      .like('name', 'lim-*')
      .order('name', { ascending: false })
      .limit(2)
      .select('name');
    expect(updated.error).toBeNull();
    expect(updated.data).toHaveLength(2);
    expect(updated.data).toEqual(expect.arrayContaining([{ name: 'lim-d' }, { name: 'lim-c' }]));
    const prices = await supabase.from('items').select('name, price').like('name', 'lim-*').order('name');
    expect(prices.data).toEqual([
      { name: 'lim-a', price: 1 },
      { name: 'lim-b', price: 1 },
      { name: 'lim-c', price: 2 },
      { name: 'lim-d', price: 2 },
    ]);
    const removed = await raw('/items?name=like.lim-*&order=name&limit=1&offset=1', {
      method: 'DELETE',
      role: 'service',
      headers: { Prefer: 'return=representation' },
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json).toMatchObject([{ name: 'lim-b' }]);
    // With an order and a limit the statement has a WHERE clause of its own, so no filter is needed.
    const before = await itemCount();
    const unfiltered = await raw('/items?order=id.desc&limit=1', { method: 'DELETE', role: 'service' });
    expect(unfiltered.status, unfiltered.text).toBe(204);
    expect(await itemCount()).toBe(before - 1);
  });

  it('refuses a limited UPDATE or DELETE without an order (PGRST109), changing nothing', async () => {
    const before = await itemCount();
    const removal = await raw('/items?limit=1', { method: 'DELETE', role: 'service' });
    expect(removal.status, removal.text).toBe(400);
    expect(removal.json).toEqual({
      code: 'PGRST109',
      details: null,
      hint: "Apply an 'order' using unique column(s)",
      message: "A 'limit' was applied without an explicit 'order'",
    });
    const update = await raw('/items?id=gt.0&offset=1', {
      method: 'PATCH',
      role: 'service',
      headers: { 'Content-Type': 'application/json' },
      body: '{"done":true}',
    });
    expect(update.json).toMatchObject({ code: 'PGRST109' });
    expect(await itemCount()).toBe(before);
  });
});

describe('no request can hang the server', () => {
  it('answers a 300-level JSON path in select with 400, then keeps serving', async () => {
    const path = Array.from({ length: 300 }, (_, index) => `k${index}`).join('->');
    const answer = await raw(`/items?select=meta->${path}`);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json).toMatchObject({ code: 'PGRST100' });
    await expectServerHealthy();
  });

  it('answers deep JSON paths in filters and order with 400, then keeps serving', async () => {
    const path = Array.from({ length: 300 }, () => 'a').join('->');
    for (const query of [`meta->${path}=eq.1`, `order=meta->${path}`]) {
      const answer = await raw(`/items?${query}`);
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json).toMatchObject({ code: 'PGRST100' });
    }
    await expectServerHealthy();
  });

  it('answers deeply nested and/or trees with 400, then keeps serving', async () => {
    for (const depth of [33, 300, 600]) {
      let tree = 'id.eq.1';
      for (let level = 0; level < depth; level += 1) tree = `${level % 2 ? 'and' : 'or'}(${tree},id.eq.2)`;
      const answer = await raw(`/items?or=(${tree})`);
      expect(answer.status, `${depth} ${answer.text.slice(0, 200)}`).toBe(400);
      expect(answer.json).toMatchObject({ code: 'PGRST100' });
      expect(answer.ms).toBeLessThan(5000);
    }
    await expectServerHealthy();
  });

  it('accepts a moderately nested tree', async () => {
    let tree = 'id.eq.1';
    for (let level = 1; level < 32; level += 1)
      tree = `${level % 2 ? 'or' : 'and'}(${tree},id.lt.${level % 2 ? 3 : 9})`;
    const answer = await raw(`/items?select=id&or=(${tree})&order=id`);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('accepts whitespace between the parts of a logic tree', async () => {
    for (const tree of ['( id.eq.1 , id.eq.2 )', '(id.eq.1,\n\tand( id.gt.1 , id.lt.3 ))']) {
      const answer = await raw(`/items?select=id&order=id&or=${encodeURIComponent(tree)}`);
      expect(answer.status, `${tree} ${answer.text}`).toBe(200);
      expect(answer.json, tree).toEqual([{ id: 1 }, { id: 2 }]);
    }
  });

  it('answers wide logic trees and very many filters within bounds', async () => {
    const wide = Array.from({ length: 1000 }, (_, index) => `id.eq.${index}`).join(',');
    const answer = await raw(`/items?select=id&or=(${wide})`);
    expect(answer.status).toBeLessThan(500);
    await expectServerHealthy();
  });

  it('answers a URL longer than the limit with 414 and PostgREST-shaped JSON', async () => {
    const answer = await raw(`/items?select=id&name=eq.${'x'.repeat(9000)}`);
    expect(answer.status, answer.text.slice(0, 200)).toBe(414);
    expect(answer.json).toMatchObject({ code: 'PGRST100', message: 'URI too long' });
    const justUnder = await raw(`/items?select=id&name=eq.${'x'.repeat(8000)}`);
    expect(justUnder.status, justUnder.text.slice(0, 200)).toBe(200);
    await expectServerHealthy();
  });

  // PGlite cannot interrupt a running statement (WASM has no timer signals), so this holds on real Postgres only.
  it('cancels an anonymous statement after Supabase’s 3 s anon timeout, then keeps serving', async (context) => {
    if (h.db.kind !== 'postgres') context.skip();
    const answer = await raw('/rpc/slow', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"seconds": 30}',
    });
    expect(answer.status, answer.text).toBe(500);
    expect(answer.json).toMatchObject({ code: '57014', message: 'canceling statement due to statement timeout' });
    expect(answer.ms).toBeLessThan(10_000);
    await expectServerHealthy();
  }, 30_000);
});

describe('the gateway and response details', () => {
  it('answers a missing or unknown apikey with 401 and the gateway’s JSON, before PostgREST', async () => {
    const missing = await fetch(`${h.url}/rest/v1/items?select=id`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    const wrong = await fetch(`${h.url}/rest/v1/items?select=id`, {
      headers: { apikey: 'sb_publishable_not-this-project' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
    const inQuery = await fetch(`${h.url}/rest/v1/items?select=id&id=eq.1&apikey=${encodeURIComponent(h.anonKey)}`);
    expect(inQuery.status).toBe(200);
    expect(await inQuery.json()).toEqual([{ id: 1 }]);
    const { data, error } = await h.client().from('items').select('id').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1 }]);
  });

  it('lists applied preferences in PostgREST’s canonical order', async () => {
    const answer = await raw('/items?select=name', {
      method: 'POST',
      role: 'service',
      headers: {
        'Content-Type': 'application/json',
        Prefer: 'count=exact, return=representation, resolution=merge-duplicates, missing=default',
      },
      body: '{"name":"canonical"}',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.headers.get('Preference-Applied')).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact',
    );
  });

  it('sends Content-Length: 0 on empty 201 and 204 answers', async () => {
    const created = await raw('/items', {
      method: 'POST',
      role: 'service',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"empty-body"}',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('Content-Length')).toBe('0');
    const removed = await raw('/items?name=eq.empty-body', { method: 'DELETE', role: 'service' });
    expect(removed.status).toBe(204);
    expect(removed.headers.get('Content-Length')).toBe('0');
  });
});

describe('POST upserts', () => {
  it('answers 201 for ignore-duplicates whether or not a row was inserted (only merge-duplicates counts)', async () => {
    const supabase = h.client(h.serviceRoleKey);
    const ignored = await supabase
      .from('items')
      .upsert({ name: 'alpha' }, { onConflict: 'name', ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    const inserted = await supabase
      .from('items')
      .upsert({ name: 'upsert-new' }, { onConflict: 'name', ignoreDuplicates: true });
    expect(inserted.status).toBe(201);
  });
});

describe('PUT, the single-row upsert', () => {
  const put = (query: string, body: unknown, prefer = 'return=representation') =>
    raw(`/items?${query}`, {
      method: 'PUT',
      role: 'service',
      headers: { 'Content-Type': 'application/json', Prefer: prefer },
      body: JSON.stringify(body),
    });

  it('inserts, then replaces, the row its primary-key filter names', async () => {
    const created = await put('id=eq.500&select=id,name,price', { id: 500, name: 'put-new', price: 3 });
    expect(created.status, created.text).toBe(200);
    expect(created.json).toEqual([{ id: 500, name: 'put-new', price: 3 }]);
    const replaced = await put('id=eq.500', { id: 500, name: 'put-replaced', price: 4 }, 'return=minimal');
    expect(replaced.status, replaced.text).toBe(204);
    const { data } = await h.client(h.serviceRoleKey).from('items').select('name, price').eq('id', 500).single();
    expect(data).toEqual({ name: 'put-replaced', price: 4 });
  });

  it('refuses filters other than eq on the whole primary key (405 PGRST105)', async () => {
    for (const query of ['name=eq.x', 'id=gt.1', 'id=eq.1&name=eq.alpha', '', 'or=(id.eq.1)']) {
      const answer = await put(query, { id: 1, name: 'x' });
      expect(answer.status, query).toBe(405);
      expect(answer.json, query).toEqual({
        code: 'PGRST105',
        details: null,
        hint: null,
        message: "Filters must include all and only primary key columns with 'eq' operators",
      });
    }
  });

  it('refuses limit/offset (PGRST114) and a body whose key differs from the URL (PGRST115)', async () => {
    const limited = await put('id=eq.1&limit=1', { id: 1, name: 'alpha' });
    expect(limited.status).toBe(400);
    expect(limited.json).toMatchObject({ code: 'PGRST114' });
    for (const body of [{ id: 2, name: 'alpha' }, { name: 'alpha' }]) {
      const mismatch = await put('id=eq.1', body);
      expect(mismatch.status).toBe(400);
      expect(mismatch.json).toMatchObject({
        code: 'PGRST115',
        message: 'Payload values do not match URL in primary key column(s)',
      });
    }
    const { data } = await h.client(h.serviceRoleKey).from('items').select('name').eq('id', 1).single();
    expect(data).toEqual({ name: 'alpha' });
  });
});

describe('media types', () => {
  it('reads CSV with a header line, through supabase-js .csv()', async () => {
    const { data, error } = await h
      .client()
      .from('items')
      .select('id,name,category')
      .in('id', [1, 3, 5])
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(data).toBe('id,name,category\n1,alpha,tools\n3,gamma,\n5,"Epsilon, the ""fifth""",food');
  });

  it('inserts rows from a text/csv body (NULL is null)', async () => {
    const answer = await raw('/items?select=name,category,price', {
      method: 'POST',
      role: 'service',
      headers: { 'Content-Type': 'text/csv', Prefer: 'return=representation' },
      body: 'name,category,price\ncsv-one,NULL,1.5\n"csv, two","quoted ""x""",2\n',
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.json).toEqual([
      { name: 'csv-one', category: null, price: 1.5 },
      { name: 'csv, two', category: 'quoted "x"', price: 2 },
    ]);
    const ragged = await raw('/items', {
      method: 'POST',
      role: 'service',
      headers: { 'Content-Type': 'text/csv' },
      body: 'name,price\nragged\n',
    });
    expect(ragged.status).toBe(400);
    expect(ragged.json).toMatchObject({ code: 'PGRST102' });
  });

  it('strips null-valued keys with nulls=stripped (supabase-js .stripNulls())', async () => {
    const { data, error } = await h.client().from('items').select('id,category,meta').eq('id', 3).stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3 }]);
    const single = await raw('/items?select=id,category&id=eq.3', {
      headers: { Accept: 'application/vnd.pgrst.object+json;nulls=stripped' },
    });
    expect(single.status).toBe(200);
    expect(single.json).toEqual({ id: 3 });
  });

  it('refuses execution plans as hosted Supabase does (db-plan-enabled off)', async () => {
    const { error, status } = await h.client().from('items').select('id').explain();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST107' });
  });
});

describe('functions that shape the response', () => {
  it('applies response.status and response.headers set by a function', async () => {
    const answer = await raw('/rpc/teapot', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(418);
    expect(answer.headers.get('X-Brew')).toBe('green');
    expect(answer.json).toBe('short and stout');
    const bad = await raw('/rpc/bad_status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(bad.status).toBe(500);
    expect(bad.json).toMatchObject({ code: 'PGRST112' });
  });

  it('answers RAISE SQLSTATE PGRST with the error, status and headers it names', async () => {
    const answer = await raw('/rpc/custom_error', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(402);
    expect(answer.headers.get('X-Powered-By')).toBe('Nerds');
    expect(answer.json).toEqual({
      code: '123',
      message: 'Payment Required',
      details: 'Quota exceeded',
      hint: 'Upgrade your plan',
    });
    const broken = await raw('/rpc/broken_error', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(broken.status).toBe(500);
    expect(broken.json).toMatchObject({ code: 'PGRST121' });
  });

  it('returns a single OUT parameter as an object keyed by its name, and calls VARIADIC functions', async () => {
    const out = await raw('/rpc/plus_one?num=5');
    expect(out.status, out.text).toBe(200);
    expect(out.json).toEqual({ num_plus_one: 6 });
    const table = await raw('/rpc/squares?upto=2');
    expect(table.json).toEqual([{ square: 1 }, { square: 4 }]);
    const { data, error } = await h.client().rpc('joined', { parts: ['a', 'b', 'c'] });
    expect(error).toBeNull();
    expect(data).toBe('a-b-c');
    const viaGet = await raw('/rpc/joined?parts=x&parts=y');
    expect(viaGet.json).toBe('x-y');
  });
});

describe('the OpenAPI root document', () => {
  it('describes every table, view and function at GET /rest/v1/', async () => {
    const answer = await raw('/');
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expect(answer.headers.get('Content-Type')).toContain('application/openapi+json');
    const document = answer.json as {
      swagger: string;
      paths: Record<string, unknown>;
      definitions: Record<string, { properties: Record<string, { type: string }>; required?: string[] }>;
    };
    expect(document.swagger).toBe('2.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/', '/items', '/rpc/add_them']));
    expect(document.definitions.items?.properties.price).toMatchObject({ type: 'number' });
    expect(document.definitions.items?.properties.tags).toMatchObject({ type: 'array' });
    // PostgREST lists every NOT NULL column, defaulted ones included (its issue #2559).
    expect(document.definitions.items?.required).toEqual(['id', 'name', 'price', 'tags', 'done', 'created_at']);
  });
});
