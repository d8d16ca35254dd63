/**
 * Property tests of the URL parser and SQL builder. Thousands of generated query strings, headers and
 * bodies, mostly near-valid PostgREST grammar with hostile characters mixed in, must give a 2xx or a
 * PostgREST-shaped 4xx: never a 5xx, a crash, or an error body of another shape.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgrstError } from '../../src/rest/errors';
import { deleteStatement, insertStatement, updateStatement } from '../../src/rest/query/mutation';
import { readStatement } from '../../src/rest/query/read';
import { parsePrefer } from '../../src/rest/request/prefer';
import { parseQueryParams } from '../../src/rest/request/query-params';
import { loadSchemaCache } from '../../src/rest/schema-cache';
import { DEMO_USERS, FIXTURE_SQL, type RestHarness, startRestHarness } from './harness';

const COLUMNS = ['id', 'name', 'category', 'price', 'tags', 'meta', 'done', 'created_at', 'nope', 'user_id', 'amount'];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'fts(english)',
  'eq(any)',
  'like(all)',
  'bogus',
];
const HOSTILE = [
  '',
  ',',
  '.',
  ':',
  '(',
  ')',
  '"',
  '\\',
  "'",
  '*',
  '%',
  '{',
  '}',
  '->',
  '->>',
  ';',
  '--',
  ' ',
  '+',
  '&',
  '=',
  'é',
  '☃',
  '\u0000',
  '$1',
];

const value = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-5',
    '10.5',
    'alpha',
    'null',
    'true',
    'false',
    'not_null',
    'unknown',
    '{red}',
    '{"size":1}',
    '(alpha,beta)',
    '("a,b",c)',
    '()',
    '2026-01-01',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '{}',
    '[1,2]',
  ),
  fc.string({ maxLength: 12 }),
  fc.array(fc.constantFrom(...HOSTILE, 'a', '1'), { maxLength: 6 }).map((parts) => parts.join('')),
);
const column = fc.oneof(
  fc.constantFrom(...COLUMNS),
  fc.constantFrom('meta->size', 'meta->>color', 'tags->0', 'name->>x', '"quoted col"', 'a-b'),
  fc.string({ maxLength: 6 }),
);
const operation = fc
  .tuple(fc.boolean(), fc.constantFrom(...OPERATORS), value)
  .map(([negated, op, v]) => `${negated ? 'not.' : ''}${op}.${v}`);
const filter = fc.tuple(column, operation);

const logicItem: fc.Arbitrary<string> = fc.letrec<{ item: string }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(column, operation).map(([c, o]) => `${c}.${o}`),
    fc
      .tuple(fc.boolean(), fc.constantFrom('and', 'or'), fc.array(tie('item'), { minLength: 1, maxLength: 3 }))
      .map(([negated, op, items]) => `${negated ? 'not.' : ''}${op}(${items.join(',')})`),
  ),
})).item;

const selectItem = fc.oneof(
  fc.constantFrom(
    '*',
    'id',
    'name',
    'ident:id',
    'id::text',
    'price::int',
    'meta->size',
    'x:meta->>color',
    'nope',
    'items(*)',
    '...rel(*)',
    'count()',
    'price.sum()',
    'id::bogus_type',
    'name::text[]',
    '"weird ""name"""',
  ),
  fc.string({ maxLength: 8 }),
);
const order = fc
  .tuple(column, fc.constantFrom('', '.asc', '.desc'), fc.constantFrom('', '.nullsfirst', '.nullslast', '.sideways'))
  .map(([c, d, n]) => `${c}${d}${n}`);

const queryParams = fc
  .record({
    filters: fc.array(filter, { maxLength: 3 }),
    logic: fc.array(fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'not.and', 'x.or'), logicItem), { maxLength: 2 }),
    select: fc.option(fc.array(selectItem, { minLength: 1, maxLength: 3 }), { nil: undefined }),
    order: fc.option(fc.array(order, { minLength: 1, maxLength: 2 }), { nil: undefined }),
    limit: fc.option(fc.oneof(fc.integer({ min: -3, max: 2000 }).map(String), fc.string({ maxLength: 3 })), {
      nil: undefined,
    }),
    offset: fc.option(fc.oneof(fc.integer({ min: -3, max: 80 }).map(String), fc.string({ maxLength: 3 })), {
      nil: undefined,
    }),
    columns: fc.option(fc.constantFrom('"name"', '"name","price"', 'nope', '"a",', ''), { nil: undefined }),
    onConflict: fc.option(fc.constantFrom('name', 'id', 'nope', 'name,id', '"'), { nil: undefined }),
  })
  .map((parts) => {
    const search = new URLSearchParams();
    for (const [key, v] of parts.filters) search.append(key, v);
    for (const [key, tree] of parts.logic) search.append(key, `(${tree})`);
    if (parts.select) search.set('select', parts.select.join(','));
    if (parts.order) search.set('order', parts.order.join(','));
    if (parts.limit !== undefined) search.set('limit', parts.limit);
    if (parts.offset !== undefined) search.set('offset', parts.offset);
    if (parts.columns !== undefined) search.set('columns', parts.columns);
    if (parts.onConflict !== undefined) search.set('on_conflict', parts.onConflict);
    return search.toString();
  });

const rawQuery = fc.oneof(
  queryParams,
  fc.string({ maxLength: 40 }),
  fc
    .array(fc.constantFrom(...HOSTILE, 'select', 'order', 'or', 'eq', 'id', 'limit', 'not'), { maxLength: 12 })
    .map((p) => p.join('')),
);

const preferHeader = fc
  .array(
    fc.constantFrom(
      'return=representation',
      'return=minimal',
      'return=headers-only',
      'count=exact',
      'count=planned',
      'count=estimated',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates',
      'missing=default',
      'tx=rollback',
      'handling=strict',
      'max-affected=1',
      'bogus=1',
      'return=bogus',
    ),
    { maxLength: 4 },
  )
  .map((tokens) => tokens.join(', '));

const jsonBody = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    'null',
    '[]',
    '{}',
    '[{}]',
    '"text"',
    '1',
    '[1]',
    '{"name":null}',
    '{"nope":1}',
    '[{"name":"x"},{"price":1}]',
    '{"name":"fz","price":"NaN"}',
    '{"name":"fz","tags":"not-array"}',
    '{"meta":{"a":[1,2]}}',
    '{"name":"fz\\u0000"}',
    '{"price":1e400}',
  ),
  fc
    .dictionary(fc.constantFrom(...COLUMNS), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 })
    .map((object) => JSON.stringify(object)),
  fc
    .array(fc.dictionary(fc.constantFrom('name', 'price', 'category'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }), {
      maxLength: 3,
    })
    .map((rows) => JSON.stringify(rows)),
);

let h: RestHarness;
let token: string;

beforeAll(async () => {
  h = await startRestHarness();
  await h.migrate(FIXTURE_SQL);
  token = (await h.signIn(DEMO_USERS.consumer)).token;
}, 240_000);

afterAll(async () => {
  await h?.stop();
});

describe('parser and SQL builder, in process', () => {
  it('either builds SQL or throws a PostgREST error, for any query string', async () => {
    {
      const cache = await loadSchemaCache(h.db);
      const items = cache.relations.get('items');
      if (!items) throw new Error('fixture missing');
      fc.assert(
        fc.property(rawQuery, preferHeader, jsonBody, (query, prefer, body) => {
          try {
            parsePrefer(prefer);
            const params = parseQueryParams(new URLSearchParams(query), { rpcGet: false });
            readStatement(items, { query: params, withCount: true, singular: false, limit: 10, offset: 0 });
            deleteStatement(items, { query: params, returning: 'representation', singular: false });
            updateStatement(items, { query: params, returning: 'minimal', singular: true, body, columns: ['name'] });
            insertStatement(items, {
              query: params,
              returning: 'representation',
              singular: false,
              body,
              columns: params.columns ?? ['name'],
              rowCount: 1,
              missingDefault: true,
              resolution: 'merge-duplicates',
            });
          } catch (error) {
            if (!(error instanceof PgrstError)) throw error;
            expect(error.status).toBeGreaterThanOrEqual(400);
            expect(error.status).toBeLessThan(500);
          }
        }),
        { numRuns: 5000, seed: 20261122 },
      );
    }
  }, 240_000);
});

describe('the HTTP API under generated requests', () => {
  it('answers 2xx or a PostgREST-shaped 4xx, never 5xx', async () => {
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE'),
        fc.constantFrom('items', 'items', 'transactions', 'profiles', 'rpc/items_in', 'rpc/add_them', 'nope'),
        rawQuery,
        preferHeader,
        jsonBody,
        fc.constantFrom('anon', 'user', 'service'),
        fc.constantFrom(undefined, 'application/vnd.pgrst.object+json', 'application/json', 'text/csv'),
        fc.constantFrom(undefined, '0-4', '5-', '3-1', 'bytes=0-1'),
        async (method, target, query, prefer, body, who, accept, range) => {
          requests += 1;
          const headers: Record<string, string> = { apikey: h.anonKey, Prefer: prefer };
          if (who === 'user') headers.Authorization = `Bearer ${token}`;
          if (who === 'service') headers.Authorization = `Bearer ${h.serviceRoleKey}`;
          if (accept) headers.Accept = accept;
          if (range) headers.Range = range;
          const hasBody = method === 'POST' || method === 'PATCH';
          if (hasBody) headers['Content-Type'] = 'application/json';
          const response = await fetch(`${h.url}/rest/v1/${target}?${query}`, {
            method,
            headers,
            body: hasBody ? body : undefined,
          });
          const text = await response.text();
          const context = `${method} /${target}?${query} prefer=${prefer} body=${body} → ${response.status} ${text}`;
          expect(response.status, context).toBeLessThan(500);
          if (response.status >= 400 && method !== 'HEAD') {
            const error = JSON.parse(text) as Record<string, unknown>;
            expect(Object.keys(error).sort(), context).toEqual(['code', 'details', 'hint', 'message']);
            expect(typeof error.code, context).toBe('string');
            expect(typeof error.message, context).toBe('string');
          } else if (text !== '' && method !== 'HEAD' && accept !== 'text/csv') {
            expect(() => JSON.parse(text), context).not.toThrow();
          }
        },
      ),
      { numRuns: 2000, seed: 20261122 },
    );
    expect(requests).toBeGreaterThanOrEqual(2000);
  }, 300_000);
});

const nest = (depth: number, wrap: (inner: string, level: number) => string, leaf: string) => {
  let text = leaf;
  for (let level = 0; level < depth; level += 1) text = wrap(text, level);
  return text;
};

/** Deeply nested or broken structures: JSON paths, logic trees, embeds, spreads, hints, with junk spliced in. */
const hostileQuery = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 400 }), fc.constantFrom('->', '->>'), fc.constantFrom('select', 'filter', 'order'))
    .map(([depth, arrow, where]) => {
      const path = `meta${Array.from({ length: depth }, (_, index) => `${arrow}k${index}`).join('')}`;
      if (where === 'select') return `select=${path}`;
      if (where === 'filter') return `${path}=eq.1`;
      return `order=${path}`;
    }),
  fc
    .tuple(
      fc.integer({ min: 1, max: 600 }),
      fc.constantFrom('and', 'or', 'not.and', 'not.or'),
      fc.constantFrom(...HOSTILE),
    )
    .map(([depth, op, junk]) => `or=(${nest(depth, (inner) => `${op}(${inner},id.eq.2)`, `id.eq.1${junk}`)})`),
  fc
    .tuple(
      fc.integer({ min: 1, max: 60 }),
      fc.constantFrom('items', 'transactions', 'profiles', 'nope', '...items', 'x:items', 'items!inner', 'items!a!b'),
      fc.constantFrom(...HOSTILE),
    )
    .map(([depth, rel, junk]) => `select=${nest(depth, (inner) => `id,${rel}(${inner})`, `id${junk}`)}`),
  fc
    .array(
      fc.constantFrom(...HOSTILE, 'select=', 'items(', '...', '!inner', 'or=(', 'and(', 'id.eq.1', '->', 'order='),
      {
        maxLength: 30,
      },
    )
    .map((parts) => parts.join('')),
);

describe('the HTTP API under deeply nested and malformed requests', () => {
  it('answers each within seconds and below 500, and still serves a normal request afterwards', async () => {
    let slowest = 0;
    await fc.assert(
      fc.asyncProperty(hostileQuery, fc.constantFrom('GET', 'DELETE', 'PATCH'), async (query, method) => {
        const started = performance.now();
        const response = await fetch(`${h.url}/rest/v1/items?${query}`, {
          method,
          headers: { apikey: h.anonKey, 'Content-Type': 'application/json' },
          body: method === 'PATCH' ? '{"done":true}' : undefined,
          signal: AbortSignal.timeout(10_000),
        });
        const text = await response.text();
        const elapsed = performance.now() - started;
        slowest = Math.max(slowest, elapsed);
        const context = `${method} ?${query.slice(0, 300)} → ${response.status} ${text.slice(0, 200)}`;
        expect(response.status, context).toBeLessThan(500);
        expect(elapsed, context).toBeLessThan(5000);
        // A hostile DELETE may legitimately remove rows, so the check reads no table.
        const after = await fetch(`${h.url}/rest/v1/rpc/add_them?a=2&b=3`, {
          headers: { apikey: h.anonKey },
          signal: AbortSignal.timeout(10_000),
        });
        expect(after.status, `after ${context}`).toBe(200);
        expect(await after.json()).toBe(5);
      }),
      { numRuns: 300, seed: 20261123 },
    );
    console.info(`slowest hostile request: ${slowest.toFixed(0)} ms`);
  }, 300_000);
});
