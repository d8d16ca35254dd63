/**
 * PostgREST-compatible data API (`/rest/v1`) over the ServerContext database. Follows the wire contract in
 * shared/contracts/postgrest.md: one transaction per request, role and JWT claims as transaction-local
 * settings, and the JSON body rendered by Postgres and sent unchanged.
 */
import { type Context, Hono } from 'hono';
import type { BearerIdentity, Queryable, ServerContext } from '../context';
import { isInputInternalError } from '../db/recovery';
import { roleSwitch } from '../roles';
import { invalidBody, jwtError, PgrstError, rangeNotSatisfiable, toPgrstError } from './errors';
import { openApiDocument, rolePrivileges } from './openapi';
import { type Media, type Preferences, parsePrefer, parseQueryParams, type QueryParams } from './parse';
import {
  closestName,
  EXPOSED_SCHEMA,
  type FunctionInfo,
  loadSchemaCache,
  type RelationInfo,
  type SchemaCache,
} from './schema-cache';
import {
  callStatement,
  deleteStatement,
  insertStatement,
  type MutationReturn,
  readStatement,
  requireColumns,
  type Statement,
  updateStatement,
} from './sql';

export { PgrstError } from './errors';
export type { SchemaCache } from './schema-cache';

/** Supabase's `[api] max_rows`: the most rows one read returns. */
export const MAX_ROWS = 1000;

const SINGULAR_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const ARRAY_MEDIA_TYPE = 'application/vnd.pgrst.array+json';

const caches = new WeakMap<ServerContext['db'], Promise<SchemaCache>>();

function schemaCache(ctx: ServerContext): Promise<SchemaCache> {
  let cache = caches.get(ctx.db);
  if (!cache) {
    cache = loadSchemaCache(ctx.db);
    // A failed load must not stick: the next request retries.
    cache.catch(() => caches.delete(ctx.db));
    caches.set(ctx.db, cache);
  }
  return cache;
}

/** Re-reads tables, columns, keys and functions; call after running migrations or other DDL. */
export async function refreshSchemaCache(ctx: ServerContext): Promise<SchemaCache> {
  const cache = loadSchemaCache(ctx.db);
  caches.set(ctx.db, cache);
  cache.catch(() => caches.delete(ctx.db));
  return cache;
}

/** Alias kept short for the server's start-up code. */
export const refresh = refreshSchemaCache;

interface Caller {
  role: string;
  claims: Record<string, unknown>;
  isAnon: boolean;
}

function bearerToken(authorization: string | undefined): string | undefined | null {
  if (authorization === undefined) return undefined;
  const match = /^bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  if (!match) return undefined;
  const token = (match[1] ?? '').trim();
  return token === '' ? null : token;
}

async function resolveCaller(ctx: ServerContext, authorization: string | undefined): Promise<Caller> {
  const token = bearerToken(authorization);
  if (token === null) throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const identity: BearerIdentity = token === undefined ? { kind: 'anon' } : await ctx.identify(token);
  switch (identity.kind) {
    case 'anon':
      return { role: 'anon', claims: { role: 'anon' }, isAnon: true };
    case 'service_role':
      return { role: 'service_role', claims: { role: 'service_role' }, isAnon: false };
    case 'user': {
      const role =
        typeof identity.claims.role === 'string' && identity.claims.role !== '' ? identity.claims.role : 'anon';
      await assertSwitchableRole(ctx, role);
      return { role, claims: { ...identity.claims, role }, isAnon: role === 'anon' };
    }
    case 'invalid':
      if (identity.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
      if (identity.reason === 'session_not_found') throw jwtError('PGRST301', 'JWT session not found or signed out');
      throw jwtError('PGRST301', identity.message || 'JWT cryptographic operation failed');
  }
}

/**
 * As PostgREST (v13) answers a token whose role its authenticator cannot switch to: a role that does not exist is
 * 401 `22023`, one that exists but is not granted to authenticator 403 `42501` (Postgres's own errors for SET ROLE).
 */
async function assertSwitchableRole(ctx: ServerContext, role: string): Promise<void> {
  const outcome = await roleSwitch(ctx.db, role);
  if (outcome === 'unknown') {
    throw new PgrstError(401, { code: '22023', details: null, hint: null, message: `role "${role}" does not exist` });
  }
  if (outcome === 'not_granted') {
    throw new PgrstError(403, {
      code: '42501',
      details: null,
      hint: null,
      message: `permission denied to set role "${role}"`,
    });
  }
}

/**
 * Supabase's per-role statement timeouts: `anon` 3 s, `authenticated` 8 s, and the 8 s of the `authenticator`
 * login role for everyone else (service_role has none of its own). PGlite cannot interrupt a running statement
 * (no timer signals in WASM), so there the bound holds only on a real Postgres.
 */
const STATEMENT_TIMEOUTS: Record<string, string> = { anon: '3s', authenticated: '8s' };
const DEFAULT_STATEMENT_TIMEOUT = '8s';

function statementTimeout(role: string): string {
  return STATEMENT_TIMEOUTS[role] ?? DEFAULT_STATEMENT_TIMEOUT;
}

/** Longest request target (path and query) accepted, as nginx's default 8 KiB request-line buffer allows. */
export const MAX_URL_BYTES = 8192;

/** Thrown inside the transaction to roll it back while still answering with a prepared response. */
class RollbackWith {
  constructor(readonly response: Response) {}
}

const JSON_TYPE = 'application/json; charset=utf-8';

function errorResponse(error: PgrstError): Response {
  return new Response(JSON.stringify(error.body), {
    status: error.status,
    headers: { 'Content-Type': JSON_TYPE, 'Proxy-Status': `PostgREST; error=${error.body.code}`, ...error.headers },
  });
}

function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const range = pageTotal === 0 || total === 0 ? '*' : `${offset}-${offset + pageTotal - 1}`;
  return `${range}/${total ?? '*'}`;
}

function singularMismatch(rows: number): PgrstError {
  return new PgrstError(406, {
    code: 'PGRST116',
    message: 'Cannot coerce the result to a single JSON object',
    details: `The result contains ${rows} rows`,
  });
}

/**
 * Supabase's API gateway admits a request only with one of the project's API keys, in the `apikey` header or query
 * parameter, and answers anything else itself with 401 and its own JSON (not PostgREST's error shape).
 */
async function checkApiKey(ctx: ServerContext, request: Request): Promise<Response | null> {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  const refuse = (message: string, hint: string) =>
    new Response(JSON.stringify({ message, hint }), { status: 401, headers: { 'Content-Type': JSON_TYPE } });
  if (key === null || key === '')
    return refuse('No API key found in request', 'No `apikey` request header or url param was found.');
  if (key === ctx.config.anonKey || key === ctx.config.serviceRoleKey) return null;
  // Legacy JWT keys (anon / service_role) are accepted when they verify.
  const identity = await ctx.identify(key);
  if (identity.kind === 'anon' || identity.kind === 'service_role') return null;
  return refuse('Invalid API key', 'Double check your Supabase `anon` or `service_role` API key.');
}

function checkUrlLength(href: string): void {
  const url = new URL(href);
  const length = Buffer.byteLength(url.pathname + url.search);
  if (length > MAX_URL_BYTES) {
    throw new PgrstError(414, {
      code: 'PGRST100',
      message: 'URI too long',
      details: `The request URL is ${length} bytes long; at most ${MAX_URL_BYTES} are accepted.`,
      hint: 'Send fewer or shorter filters, or call a function with POST and a JSON body.',
    });
  }
}

function checkProfile(request: Request, isRead: boolean): void {
  const header = request.headers.get(isRead ? 'Accept-Profile' : 'Content-Profile');
  if (header !== null && header !== EXPOSED_SCHEMA) {
    throw new PgrstError(406, {
      code: 'PGRST106',
      message: `Invalid schema: ${header}`,
      hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
    });
  }
}

interface Negotiated {
  singular: boolean;
  media: Media;
}

/**
 * The first acceptable type of `Accept`: JSON (`application/json`, `*\/*`, the pgrst array and object types, with
 * `nulls=stripped`) or `text/csv`. Anything else, including `application/vnd.pgrst.plan` (hosted Supabase leaves
 * db-plan-enabled off), is 406 PGRST107.
 */
function negotiate(request: Request): Negotiated {
  const accept = request.headers.get('Accept');
  const plain = { singular: false, media: { csv: false, stripNulls: false } };
  if (!accept) return plain;
  for (const part of accept.split(',')) {
    const [rawType = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (rawType === SINGULAR_MEDIA_TYPE) return { singular: true, media: { csv: false, stripNulls } };
    if (rawType === ARRAY_MEDIA_TYPE) return { singular: false, media: { csv: false, stripNulls } };
    if (rawType === 'text/csv') return { singular: false, media: { csv: true, stripNulls: false } };
    if (['*/*', 'application/*', 'application/json', ''].includes(rawType)) return plain;
  }
  throw new PgrstError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${accept}`,
  });
}

/** Intersects limit/offset with a GET `Range` header and the max-rows cap. */
function pageBounds(request: Request, query: QueryParams, capRows: boolean): { limit?: number; offset: number } {
  let offset = query.offset ?? 0;
  let limit = query.limit;
  const range = request.method === 'GET' ? request.headers.get('Range') : null;
  const match = range ? /^([0-9]+)-([0-9]*)$/.exec(range.trim()) : null;
  if (match) {
    const lower = Number(match[1]);
    const upper = match[2] === '' ? undefined : Number(match[2]);
    if (upper !== undefined && lower > upper) {
      throw rangeNotSatisfiable(
        'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      );
    }
    const rangeEnd = upper === undefined ? undefined : upper + 1;
    const queryEnd = limit === undefined ? undefined : offset + limit;
    offset = Math.max(offset, lower);
    const end = rangeEnd === undefined ? queryEnd : queryEnd === undefined ? rangeEnd : Math.min(rangeEnd, queryEnd);
    limit = end === undefined ? undefined : Math.max(0, end - offset);
  }
  if (capRows) limit = limit === undefined ? MAX_ROWS : Math.min(limit, MAX_ROWS);
  return { limit, offset };
}

interface MainResult {
  total: string | null;
  page_total: string;
  body: string | null;
  inserted?: string | null;
}

interface RequestPlan {
  readOnly: boolean;
  statement: Statement;
  /** `count=planned|estimated` on a table read: the total comes (partly) from the planner, as in PostgREST. */
  estimate?: 'planned' | 'estimated';
  /** Builds the response from the main statement's row; may throw RollbackWith or PgrstError. */
  respond(result: MainResult): Response;
}

async function runInTransaction(
  ctx: ServerContext,
  request: Request,
  caller: Caller,
  path: string,
  plan: RequestPlan,
  preferences: Preferences,
): Promise<Response> {
  const headers: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (name === 'cookie') {
      for (const pair of value.split(';')) {
        const at = pair.indexOf('=');
        if (at > 0) cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
      }
    } else headers[name.toLowerCase()] = value;
  });
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
  try {
    return await ctx.db.transaction(async (tx: Queryable) => {
      if (plan.readOnly) await tx.query('SET TRANSACTION READ ONLY');
      await tx.query(
        `select set_config('search_path', '"public", "extensions"', true), set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
                set_config('request.jwt.claim.role', $1, true), set_config('request.method', $4, true),
                set_config('request.path', $5, true), set_config('request.headers', $6, true),
                set_config('request.cookies', $7, true), set_config('statement_timeout', $8, true)`,
        [
          caller.role,
          JSON.stringify(caller.claims),
          sub,
          request.method,
          path,
          JSON.stringify(headers),
          JSON.stringify(cookies),
          statementTimeout(caller.role),
        ],
      );
      const result = await tx.query<MainResult>(plan.statement.sql, plan.statement.parameters);
      const row = result.rows[0];
      if (!row) throw new Error('The main statement returned no row');
      if (plan.estimate && plan.statement.countSql && row.total !== null) {
        // planned: the planner's estimate; estimated: exact up to max-rows, beyond it at least the estimate.
        if (plan.estimate === 'planned')
          row.total = String(await plannedRows(tx, plan.statement.countSql, plan.statement));
        else if (Number(row.total) > MAX_ROWS)
          row.total = String(
            Math.max(Number(row.total), await plannedRows(tx, plan.statement.countSql, plan.statement)),
          );
      }
      const overrides = await tx.query<{ headers: string | null; status: string | null }>(
        `select current_setting('response.headers', true) as headers, current_setting('response.status', true) as status`,
      );
      const response = applyResponseSettings(plan.respond(row), overrides.rows[0]);
      if (preferences.tx === 'rollback') throw new RollbackWith(response);
      return response;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.response;
    reportInternalError(error, request.method, path);
    throw error;
  }
}

/** The planner's row estimate for a count query (`EXPLAIN`'s top `Plan Rows`), as PostgREST's planned count. */
async function plannedRows(tx: Queryable, countSql: string, statement: Statement): Promise<number> {
  const used = new Set([...countSql.matchAll(/\$(\d+)\b/g)].map((match) => Number(match[1])));
  const unused = statement.parameters.map((_, index) => index + 1).filter((number) => !used.has(number));
  // Postgres must type every bound value; an unreferenced CTE names the ones only the select list used, and the
  // planner drops it, so the estimate is the count query's own.
  const names =
    unused.length > 0 ? `WITH _pgrst_unused AS (SELECT ${unused.map((n) => `$${n}::text`).join(', ')}) ` : '';
  const result = await tx.query<{ 'QUERY PLAN': unknown }>(
    `EXPLAIN (FORMAT JSON) ${names}${countSql}`,
    statement.parameters,
  );
  const cell = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/**
 * The `response.status` and `response.headers` settings a function may set (`set_config(…, true)`) override the
 * status and add headers, as in PostgREST; unusable values are 500 PGRST112 / PGRST111.
 */
function applyResponseSettings(
  response: Response,
  settings: { headers: string | null; status: string | null } | undefined,
) {
  const headersText = settings?.headers ?? '';
  const statusText = settings?.status ?? '';
  if (headersText === '' && statusText === '') return response;
  const headers = new Headers(response.headers);
  if (headersText !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(headersText);
    } catch {
      parsed = undefined;
    }
    const valid =
      Array.isArray(parsed) &&
      parsed.every(
        (entry) =>
          typeof entry === 'object' &&
          entry !== null &&
          !Array.isArray(entry) &&
          Object.keys(entry).length === 1 &&
          typeof Object.values(entry)[0] === 'string',
      );
    if (!valid) {
      throw new PgrstError(500, {
        code: 'PGRST111',
        message: 'response.headers guc must be a JSON array composed of objects with a single key and a string value',
      });
    }
    for (const entry of parsed as Array<Record<string, string>>) {
      for (const [name, value] of Object.entries(entry)) headers.set(name, value);
    }
  }
  let status = response.status;
  if (statusText !== '') {
    status = Number(statusText);
    if (!/^\d{3}$/.test(statusText) || status < 200 || status > 599) {
      throw new PgrstError(500, { code: 'PGRST112', message: 'response.status guc must be a valid status code' });
    }
  }
  const noBody = status === 204 || status === 304;
  if (noBody) headers.set('Content-Length', '0');
  return new Response(noBody ? null : response.body, { status, headers });
}

/**
 * An internal database error (class XX, e.g. PGlite's "bad buffer ID") may leave the engine in a bad state: say so in
 * the log with the request that caused it. The database wrapper (src/db/recovery.ts) then checks the engine and
 * restarts it when it no longer answers.
 */
function reportInternalError(error: unknown, method: string, path: string): void {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('XX') || isInputInternalError(error)) return;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[rest] internal database error ${code} on ${method} ${path}: ${message}`);
}

/**
 * RFC 4180 CSV with a header line into row objects, as PostgREST reads `text/csv` bodies: every value is text
 * (Postgres casts it to the column type) and an unquoted `NULL` is null.
 */
export function parseCsv(text: string): Array<Record<string, string | null>> {
  const records: Array<Array<{ value: string; quoted: boolean }>> = [];
  let record: Array<{ value: string; quoted: boolean }> = [];
  let value = '';
  let quoted = false;
  let inQuotes = false;
  let index = 0;
  const endField = () => {
    record.push({ value, quoted });
    value = '';
    quoted = false;
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        value += '"';
        index += 2;
        continue;
      }
      if (char === '"') inQuotes = false;
      else value += char;
      index += 1;
      continue;
    }
    if (char === '"' && value === '') {
      inQuotes = true;
      quoted = true;
    } else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      endField();
      records.push(record);
      record = [];
      if (char === '\r' && text[index + 1] === '\n') index += 1;
    } else value += char;
    index += 1;
  }
  if (inQuotes) throw invalidBody('Empty or invalid csv: unterminated quoted field');
  if (value !== '' || quoted || record.length > 0) {
    endField();
    records.push(record);
  }
  const [header, ...rows] = records.filter((fields) => !(fields.length === 1 && fields[0]?.value === ''));
  if (!header) throw invalidBody('Empty or invalid csv');
  const names = header.map((field) => field.value);
  return rows.map((fields) => {
    if (fields.length !== names.length) throw invalidBody('All lines must have same number of fields');
    return Object.fromEntries(
      names.map((name, position) => {
        const field = fields[position] as { value: string; quoted: boolean };
        return [name, !field.quoted && field.value === 'NULL' ? null : field.value];
      }),
    );
  });
}

async function readJsonBody(request: Request): Promise<{ text: string; value: unknown }> {
  const text = await request.text();
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'text/csv') {
    const rows = parseCsv(text);
    return { text: JSON.stringify(rows), value: rows };
  }
  try {
    return { text, value: JSON.parse(text) };
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

/** Column set of an insert body: `columns=` when given, else the (identical) keys of every object. */
function payloadColumns(value: unknown, query: QueryParams): { columns: string[]; rowCount: number } {
  const rows = Array.isArray(value) ? value : [value];
  if (rows.some((row) => typeof row !== 'object' || row === null || Array.isArray(row)))
    throw invalidBody('Empty or invalid json');
  if (query.columns) return { columns: query.columns, rowCount: rows.length };
  const first = rows.length > 0 ? Object.keys(rows[0] as object) : [];
  const signature = [...first].sort().join('\u0000');
  for (const row of rows) {
    if (
      Object.keys(row as object)
        .sort()
        .join('\u0000') !== signature
    )
      throw invalidBody('All object keys must match');
  }
  return { columns: first, rowCount: rows.length };
}

function findRelation(cache: SchemaCache, name: string): RelationInfo {
  const relation = cache.relations.get(name);
  if (relation) return relation;
  const suggestion = closestName(name, cache.relations.keys());
  throw new PgrstError(404, {
    code: 'PGRST205',
    message: `Could not find the table '${EXPOSED_SCHEMA}.${name}' in the schema cache`,
    hint: suggestion ? `Perhaps you meant the table '${EXPOSED_SCHEMA}.${suggestion}'` : null,
  });
}

/** PostgREST's findProc: required parameters ⊆ given keys ⊆ all parameters; one unnamed json parameter is the POST fallback. */
function findFunction(
  cache: SchemaCache,
  name: string,
  keys: string[],
  isPost: boolean,
): { fn: FunctionInfo; wholeBody: boolean } {
  const candidates = cache.functions.get(name) ?? [];
  // As PostgREST: an unnamed parameter is never matched by a key, so a function with one is callable only in the
  // single-unnamed-parameter form (json, jsonb or text), which takes the whole POST body. That form competes with
  // the named matches when the body has keys or the parameter has a default, and is the fallback otherwise.
  const takesWholeBody = (fn: FunctionInfo) =>
    isPost &&
    fn.parameters.length === 1 &&
    fn.parameters[0]?.name === '' &&
    ['json', 'jsonb', 'text'].includes(fn.parameters[0]?.type ?? '');
  const named = candidates.filter((fn) => {
    if (fn.parameters.some((parameter) => parameter.name === '')) return false;
    const names = new Set(fn.parameters.map((parameter) => parameter.name));
    const required = fn.parameters.filter((parameter) => !parameter.hasDefault).map((parameter) => parameter.name);
    return required.every((parameter) => keys.includes(parameter)) && keys.every((key) => names.has(key));
  });
  const wholeBody = candidates.filter(takesWholeBody);
  const competing = wholeBody.filter((fn) => keys.length > 0 || fn.parameters[0]?.hasDefault);
  const matches = named.length === 0 && competing.length === 0 ? wholeBody : [...named, ...competing];
  const [onlyMatch] = matches;
  if (matches.length === 1 && onlyMatch) return { fn: onlyMatch, wholeBody: takesWholeBody(onlyMatch) };
  if (matches.length > 1) {
    // PostgREST lists the candidates sorted by signature (integer before text whatever the creation order).
    const signatures = matches
      .map((fn) => fn.parameters.map((p) => `${p.name} => ${p.type}`).join(', '))
      .sort()
      .map((parameters) => `${EXPOSED_SCHEMA}.${name}(${parameters})`);
    throw new PgrstError(300, {
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${signatures.join(', ')}`,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  }
  const signature = [...keys].sort().join(', ');
  const closest = candidates[0];
  throw new PgrstError(404, {
    code: 'PGRST202',
    message: `Could not find the function ${EXPOSED_SCHEMA}.${name}${keys.length > 0 ? `(${signature})` : ' without parameters'} in the schema cache`,
    details: `Searched for the function ${EXPOSED_SCHEMA}.${name}${keys.length > 0 ? ` with parameter${keys.length > 1 ? 's' : ''} ${signature}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    hint: closest
      ? `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${closest.name}(${closest.parameters.map((p) => p.name).join(', ')})`
      : null,
  });
}

function contentType(singular: boolean, media: Media | undefined): string {
  if (media?.csv) return 'text/csv; charset=utf-8';
  const type = singular ? SINGULAR_MEDIA_TYPE : media?.stripNulls ? ARRAY_MEDIA_TYPE : 'application/json';
  return `${type}${media?.stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`;
}

function jsonResponse(
  status: number,
  body: string | null,
  singular: boolean,
  headers: Record<string, string>,
  isHead: boolean,
  media?: Media,
): Response {
  return new Response(isHead ? null : (body ?? 'null'), {
    status,
    headers: { 'Content-Type': contentType(singular, media), ...headers },
  });
}

/** PostgREST lists applied preferences in one fixed order, whatever order the request gave them in. */
const PREFERENCE_ORDER = ['resolution', 'missing', 'return', 'count', 'tx', 'handling', 'timezone', 'max-affected'];

function preferenceHeader(preferences: Preferences): Record<string, string> {
  const rank = (token: string) => {
    const index = PREFERENCE_ORDER.indexOf(token.split('=')[0] ?? '');
    return index < 0 ? PREFERENCE_ORDER.length : index;
  };
  const applied = [...preferences.applied].sort((a, b) => rank(a) - rank(b));
  return applied.length > 0 ? { 'Preference-Applied': applied.join(', ') } : {};
}

/** `Prefer: handling=strict, max-affected=n`: more rows than n roll the transaction back (PGRST124). */
function failExceedsMaxAffected(preferences: Preferences, rows: number): void {
  if (preferences.maxAffected !== undefined && preferences.handling === 'strict' && rows > preferences.maxAffected) {
    throw new RollbackWith(
      errorResponse(
        new PgrstError(400, {
          code: 'PGRST124',
          message: 'Query result exceeds max-affected preference constraint',
          details: `The query affects ${rows} rows`,
        }),
      ),
    );
  }
}

function planRead(
  request: Request,
  query: QueryParams,
  preferences: Preferences,
  singular: boolean,
  statementFor: (bounds: { limit?: number; offset: number }, withCount: boolean) => Statement,
  readOnly: boolean,
  alwaysObject = false,
  /** RPC only: PostgREST counts the rows a function returns against max-affected (a table read ignores it). */
  maxAffectedApplies = false,
): RequestPlan {
  const bounds = pageBounds(request, query, true);
  const withCount = preferences.count !== undefined;
  const isHead = request.method === 'HEAD';
  const statement = statementFor(bounds, withCount);
  return {
    readOnly,
    statement,
    estimate:
      statement.countSql && (preferences.count === 'planned' || preferences.count === 'estimated')
        ? preferences.count
        : undefined,
    respond(result) {
      const pageTotal = Number(result.page_total);
      const total = result.total === null ? null : Number(result.total);
      if (singular && pageTotal !== 1) throw new RollbackWith(errorResponse(singularMismatch(pageTotal)));
      if (maxAffectedApplies) failExceedsMaxAffected(preferences, pageTotal);
      if (total !== null && bounds.offset > total && total > 0) {
        throw new RollbackWith(
          errorResponse(
            rangeNotSatisfiable(`An offset of ${bounds.offset} was requested, but there are only ${total} rows.`),
          ),
        );
      }
      const status = total !== null && pageTotal < total && !singular && !alwaysObject ? 206 : 200;
      return jsonResponse(
        status,
        result.body,
        singular,
        { 'Content-Range': contentRange(bounds.offset, pageTotal, total), ...preferenceHeader(preferences) },
        isHead,
        query.media,
      );
    },
  };
}

/**
 * PUT addresses exactly one row: its filters must be `eq` on all and only the primary-key columns (PGRST105).
 * Returns each key column's filter value.
 */
function primaryKeyFilters(relation: RelationInfo, query: QueryParams): Map<string, string> {
  const values = new Map<string, string>();
  let valid = relation.primaryKey.length > 0 && query.embedded.size === 0;
  for (const condition of query.conditions) {
    if (
      condition.type !== 'filter' ||
      condition.negated ||
      condition.field.jsonPath.length > 0 ||
      condition.operation.kind !== 'quant' ||
      condition.operation.op !== 'eq' ||
      condition.operation.quantifier !== undefined ||
      !relation.primaryKey.includes(condition.field.name) ||
      values.has(condition.field.name)
    ) {
      valid = false;
      break;
    }
    values.set(condition.field.name, condition.operation.value);
  }
  if (!valid || values.size !== relation.primaryKey.length) {
    throw new PgrstError(405, {
      code: 'PGRST105',
      message: "Filters must include all and only primary key columns with 'eq' operators",
    });
  }
  return values;
}

/**
 * Supabase loads pg_safeupdate for every API role: an UPDATE or DELETE without a WHERE clause fails with 21000,
 * which PostgREST answers with 400. Checked here so it holds on any Postgres, with or without the extension.
 */
function missingWhereClause(command: 'UPDATE' | 'DELETE'): PgrstError {
  return new PgrstError(400, { code: '21000', message: `${command} requires a WHERE clause` });
}

function mutationReturn(preferences: Preferences): MutationReturn {
  return preferences.return ?? 'minimal';
}

async function planTableRequest(
  request: Request,
  cache: SchemaCache,
  relation: RelationInfo,
  query: QueryParams,
  preferences: Preferences,
  singular: boolean,
): Promise<RequestPlan> {
  const method = request.method;
  if (method === 'GET' || method === 'HEAD') {
    return planRead(
      request,
      query,
      preferences,
      singular,
      (bounds, withCount) =>
        readStatement(relation, {
          query,
          cache,
          ...bounds,
          withCount,
          countLimit: preferences.count === 'estimated' ? MAX_ROWS + 1 : undefined,
          singular,
        }),
      true,
    );
  }
  // A limited UPDATE/DELETE picks its rows by order and page, so it needs an order (PostgREST's PGRST109); it then
  // carries a WHERE clause of its own, which satisfies safeupdate even without a filter.
  const limited =
    (method === 'PATCH' || method === 'DELETE') && (query.limit !== undefined || query.offset !== undefined);
  if (limited && query.order.length === 0) {
    throw new PgrstError(400, {
      code: 'PGRST109',
      message: "A 'limit' was applied without an explicit 'order'",
      hint: "Apply an 'order' using unique column(s)",
    });
  }
  const returning = mutationReturn(preferences);
  if (method === 'DELETE' && query.conditions.length === 0 && !limited) throw missingWhereClause('DELETE');
  const withCount = preferences.count !== undefined;
  const common = { query, cache, returning, singular };
  const finish = (status: number, result: MainResult, range: string, extraHeaders: Record<string, string> = {}) => {
    const rows = Number(result.page_total);
    if (singular && rows !== 1) throw new RollbackWith(errorResponse(singularMismatch(rows)));
    failExceedsMaxAffected(preferences, rows);
    const headers = { 'Content-Range': range, ...preferenceHeader(preferences), ...extraHeaders };
    if (returning === 'representation') return jsonResponse(status, result.body, singular, headers, false, query.media);
    return new Response(null, {
      status: status === 200 && method !== 'POST' ? 204 : status,
      headers: { ...headers, 'Content-Length': '0' },
    });
  };
  if (method === 'POST') {
    const body = await readJsonBody(request);
    const { columns, rowCount } = payloadColumns(body.value, query);
    requireColumns(relation, columns);
    if (query.onConflict && !preferences.resolution) requireColumns(relation, query.onConflict);
    const statement = insertStatement(relation, {
      ...common,
      body: body.text,
      columns,
      rowCount,
      missingDefault: preferences.missing === 'default',
      resolution: preferences.resolution,
    });
    return {
      readOnly: false,
      statement,
      respond(result) {
        const rows = Number(result.page_total);
        const allUpdated =
          preferences.resolution === 'merge-duplicates' &&
          rows > 0 &&
          result.inserted !== undefined &&
          Number(result.inserted) === 0;
        const extra: Record<string, string> = {};
        if (returning === 'headers-only' && result.body) {
          const key = JSON.parse(result.body) as Record<string, unknown>;
          const search = Object.entries(key)
            .map(([column, value]) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(value))}`)
            .join('&');
          extra.Location = `/${relation.name}?${search}`;
        }
        // Only merge-duplicates counts its inserts (xmax), so only it answers 200 for "nothing inserted"; PostgREST
        // keeps 201 for ignore-duplicates even when every row was a duplicate.
        const nothingInserted = preferences.resolution === 'merge-duplicates' && rows === 0 && rowCount > 0;
        return finish(allUpdated || nothingInserted ? 200 : 201, result, `*/${withCount ? rows : '*'}`, extra);
      },
    };
  }
  if (method === 'PATCH') {
    const body = await readJsonBody(request);
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
      throw invalidBody('Empty or invalid json');
    const columns = query.columns ?? Object.keys(body.value);
    requireColumns(relation, columns);
    // An empty body updates nothing (PostgREST runs no UPDATE), so only a real UPDATE needs a filter.
    if (columns.length > 0 && query.conditions.length === 0 && !limited) throw missingWhereClause('UPDATE');
    return {
      readOnly: false,
      statement: updateStatement(relation, { ...common, body: body.text, columns }),
      respond(result) {
        const rows = Number(result.page_total);
        return finish(200, result, `${rows === 0 ? '*' : `0-${rows - 1}`}/${withCount ? rows : '*'}`);
      },
    };
  }
  if (method === 'PUT') {
    if (query.limit !== undefined || query.offset !== undefined) {
      throw new PgrstError(400, {
        code: 'PGRST114',
        message: 'limit/offset querystring parameters are not allowed for PUT',
      });
    }
    const keyValues = primaryKeyFilters(relation, query);
    const body = await readJsonBody(request);
    const row = Array.isArray(body.value) && body.value.length === 1 ? body.value[0] : body.value;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) throw invalidBody('Empty or invalid json');
    const payload = row as Record<string, unknown>;
    const columns = query.columns ?? Object.keys(payload);
    requireColumns(relation, columns);
    const matches = [...keyValues].every(([column, value]) => {
      const given = payload[column];
      return given !== undefined && given !== null && typeof given !== 'object' && String(given) === value;
    });
    if (!matches) {
      throw new PgrstError(400, {
        code: 'PGRST115',
        message: 'Payload values do not match URL in primary key column(s)',
      });
    }
    const statement = insertStatement(relation, {
      ...common,
      query: { ...query, conditions: [], onConflict: relation.primaryKey },
      body: JSON.stringify(payload),
      columns,
      rowCount: 1,
      missingDefault: false,
      resolution: 'merge-duplicates',
    });
    return {
      readOnly: false,
      statement,
      respond(result) {
        return finish(200, result, `*/${withCount ? Number(result.page_total) : '*'}`);
      },
    };
  }
  if (method === 'DELETE') {
    return {
      readOnly: false,
      statement: deleteStatement(relation, common),
      respond(result) {
        const rows = Number(result.page_total);
        return finish(200, result, `*/${withCount ? rows : '*'}`);
      },
    };
  }
  throw new PgrstError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` });
}

async function planRpcRequest(
  request: Request,
  cache: SchemaCache,
  name: string,
  query: QueryParams,
  preferences: Preferences,
  singular: boolean,
): Promise<RequestPlan> {
  const method = request.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new PgrstError(405, { code: 'PGRST101', message: `Cannot use the ${method} method on RPC` });
  }
  if (query.media?.csv || query.media?.stripNulls) {
    throw new PgrstError(406, {
      code: 'PGRST107',
      message: `None of these media types are available: ${request.headers.get('Accept')}`,
      details: 'Function results are served as JSON only.',
    });
  }
  let argumentsJson = '{}';
  let keys: string[];
  let rawBody = '';
  if (method === 'POST') {
    rawBody = await request.text();
    let value: unknown = {};
    if (rawBody.trim() !== '') {
      try {
        value = JSON.parse(rawBody);
      } catch {
        throw invalidBody('Empty or invalid json');
      }
    }
    keys = typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.keys(value) : [];
    argumentsJson = rawBody.trim() === '' ? '{}' : rawBody;
  } else {
    keys = [...query.rpcArguments.keys()];
  }
  const { fn, wholeBody } = findFunction(cache, name, keys, method === 'POST');
  if (method !== 'POST') {
    const variadic = new Set(
      fn.parameters.filter((parameter) => parameter.variadic).map((parameter) => parameter.name),
    );
    argumentsJson = JSON.stringify(
      Object.fromEntries(
        [...query.rpcArguments].map(([key, values]) => [key, variadic.has(key) ? values : values.at(-1)]),
      ),
    );
  }
  if (!wholeBody && method === 'POST') {
    const parsed = JSON.parse(argumentsJson) as unknown;
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw invalidBody('Empty or invalid json');
  }
  const readOnly = method !== 'POST' || fn.volatility !== 'volatile';
  if (fn.returnShape === 'void') {
    return {
      readOnly,
      statement: callStatement(fn, {
        query,
        argumentsJson,
        argumentNames: wholeBody ? [] : keys,
        passWholeBody: wholeBody,
        withCount: false,
        singular,
      }),
      respond() {
        return new Response(null, {
          status: 204,
          headers: { ...preferenceHeader(preferences), 'Content-Length': '0' },
        });
      },
    };
  }
  const isRows = fn.returnShape === 'setof-composite' || fn.returnShape === 'setof-scalar';
  if (!isRows) {
    return {
      readOnly,
      statement: callStatement(fn, {
        query,
        argumentsJson,
        argumentNames: wholeBody ? [] : keys,
        passWholeBody: wholeBody,
        withCount: false,
        singular: false,
      }),
      respond(result) {
        if (preferences.return === 'minimal' && method === 'POST')
          return new Response(null, { status: 204, headers: { 'Content-Length': '0' } });
        return jsonResponse(
          200,
          result.body,
          singular,
          // One value is one row: with a count preference PostgREST reports its total, 1.
          { 'Content-Range': preferences.count ? '0-0/1' : '0-0/*', ...preferenceHeader(preferences) },
          method === 'HEAD',
        );
      },
    };
  }
  return planRead(
    request,
    query,
    preferences,
    singular,
    (bounds, withCount) =>
      callStatement(fn, {
        query,
        argumentsJson,
        argumentNames: wholeBody ? [] : keys,
        passWholeBody: wholeBody,
        ...bounds,
        withCount,
        singular,
      }),
    readOnly,
    false,
    true,
  );
}

/** Builds the `/rest/v1` sub-app. */
export function createRestApp(ctx: ServerContext): Hono {
  const app = new Hono();

  const handle = async (request: Request, target: { kind: 'table' | 'rpc'; name: string }): Promise<Response> => {
    let caller: Caller | undefined;
    try {
      const method = request.method;
      const isRead = method === 'GET' || method === 'HEAD';
      checkUrlLength(request.url);
      const gatewayRefusal = await checkApiKey(ctx, request);
      if (gatewayRefusal) return gatewayRefusal;
      checkProfile(request, isRead);
      const { singular, media } = negotiate(request);
      const preferences = parsePrefer(request.headers.get('Prefer') ?? undefined);
      const url = new URL(request.url);
      // The gateway consumes the key; PostgREST never sees it as a filter.
      url.searchParams.delete('apikey');
      const query = parseQueryParams(url.searchParams, { rpcGet: target.kind === 'rpc' && isRead });
      query.media = media;
      caller = await resolveCaller(ctx, request.headers.get('Authorization') ?? undefined);
      const cache = await schemaCache(ctx);
      if (method === 'OPTIONS') {
        // PostgREST answers OPTIONS from the schema cache: the methods the target allows, 404 when it is unknown.
        let allow = 'OPTIONS,GET,HEAD,POST';
        if (target.kind === 'table') {
          findRelation(cache, target.name);
          allow = 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE';
        } else if (!cache.functions.has(target.name)) {
          findFunction(cache, target.name, [], false);
        }
        return new Response(null, { status: 200, headers: { Allow: allow, 'Content-Length': '0' } });
      }
      const plan =
        target.kind === 'table'
          ? await planTableRequest(request, cache, findRelation(cache, target.name), query, preferences, singular)
          : await planRpcRequest(request, cache, target.name, query, preferences, singular);
      const path = target.kind === 'table' ? `/${target.name}` : `/rpc/${target.name}`;
      return await runInTransaction(ctx, request, caller, path, plan, preferences);
    } catch (error) {
      return errorResponse(toPgrstError(error, caller?.isAnon ?? true));
    }
  };

  const openApi = async (c: Context) => {
    try {
      const refusal = await checkApiKey(ctx, c.req.raw);
      if (refusal) return refusal;
      checkProfile(c.req.raw, true);
      const caller = await resolveCaller(ctx, c.req.header('Authorization'));
      const cache = await schemaCache(ctx);
      const privileges = await rolePrivileges(ctx.db, caller.role);
      const document = JSON.stringify(openApiDocument(cache, new URL(c.req.url).host, privileges));
      return new Response(c.req.method === 'HEAD' ? null : document, {
        status: 200,
        headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
      });
    } catch (error) {
      return errorResponse(toPgrstError(error, true));
    }
  };
  // The root path: `/rest/v1` and `/rest/v1/` (Hono drops the trailing slash of a mounted `/`).
  app.on(['GET', 'HEAD'], '/', openApi);
  const rootOptions = () =>
    new Response(null, { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD', 'Content-Length': '0' } });
  app.options('/', rootOptions);
  app.all('/rpc/:fn', (c) => handle(c.req.raw, { kind: 'rpc', name: c.req.param('fn') }));
  app.all('/:relation', (c) => handle(c.req.raw, { kind: 'table', name: c.req.param('relation') }));
  app.all('*', (c) =>
    (c.req.method === 'GET' || c.req.method === 'HEAD') && /\/rest\/v1\/$/.test(new URL(c.req.url).pathname)
      ? openApi(c)
      : c.req.method === 'OPTIONS' && /\/rest\/v1\/$/.test(new URL(c.req.url).pathname)
        ? rootOptions()
        : errorResponse(
            new PgrstError(404, {
              code: 'PGRST125',
              message: `Invalid path specified in request URL: ${new URL(c.req.url).pathname}`,
            }),
          ),
  );
  return app;
}
