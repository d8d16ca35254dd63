/**
 * PostgREST-compatible data API (`/rest/v1`) over the ServerContext database, read the way PostgREST itself reads:
 * gateway checks → ApiRequest (request/) → caller (caller.ts) → Plan (plan/) → Query (query/) → Response (response/).
 * The wire contract is shared/contracts/postgrest.md.
 */
import { type Context, Hono } from 'hono';
import type { ServerContext } from '../context';
import { type Caller, resolveCaller } from './caller';
import { PgrstError, toPgrstError } from './errors';
import { checkApiKey, checkUrlLength } from './gateway';
import { openApiDocument, rolePrivileges } from './openapi';
import { findFunction, isCallable } from './plan/find-function';
import { planRequest } from './plan/plan';
import { findRelation } from './plan/read';
import { runInTransaction } from './query/run';
import { renderStatement } from './query/statement';
import { negotiateSchema, parseApiRequest, type Target } from './request/api-request';
import { checkOpenApiAccept } from './request/media-type';
import { errorResponse } from './response/error-response';
import { shapeResponse } from './response/response';
import { type SchemaCache, schemaCache } from './schema-cache';
import { DEFAULT_REST_SETTINGS, type RestSettings } from './settings';

export { postgrestCors } from './cors';
export { PgrstError } from './errors';
export { MAX_URL_BYTES } from './gateway';
export { MAX_ROWS } from './plan/types';
export { refreshSchemaCache, type SchemaCache } from './schema-cache';
export { type RestSettings, readRestSettings } from './settings';

/**
 * The methods a table or view takes, as PostgREST's schema cache records them: tables everything (PUT only with a
 * primary key), views and foreign tables what Postgres can insert, update or delete through them, materialized views
 * reads only.
 */
async function relationAllow(ctx: ServerContext, cache: SchemaCache, name: string): Promise<string> {
  const relation = findRelation(cache, name);
  const { rows } = await ctx.db.query<{ kind: string; bits: number }>(
    `select c.relkind::text as kind, pg_relation_is_updatable(c.oid::regclass, true) as bits
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relname = $2`,
    [cache.schema, name],
  );
  const { kind = 'r', bits = 0 } = rows[0] ?? {};
  const through = (bit: number) =>
    kind === 'r' || kind === 'p' || ((kind === 'v' || kind === 'f') && (bits & bit) === bit);
  const [insertable, updatable, deletable] = [through(8), through(4), through(16)];
  return [
    'OPTIONS,GET,HEAD',
    ...(insertable ? ['POST'] : []),
    ...(insertable && updatable && relation.primaryKey.length > 0 ? ['PUT'] : []),
    ...(updatable ? ['PATCH'] : []),
    ...(deletable ? ['DELETE'] : []),
  ].join(',');
}

/** PostgREST answers OPTIONS from the schema cache: the methods the target allows, 404 when it is unknown. */
async function optionsResponse(ctx: ServerContext, cache: SchemaCache, target: Target): Promise<Response> {
  let allow = 'OPTIONS,GET,HEAD,POST';
  if (target.kind === 'table') {
    allow = await relationAllow(ctx, cache, target.name);
  } else {
    const overload = cache.functions.get(target.name)?.find(isCallable);
    if (!overload) findFunction(cache, target.name, [], false);
    // A volatile function is called with POST only.
    else if (overload.volatility === 'volatile') allow = 'OPTIONS,POST';
  }
  return infoResponse(allow);
}

/** PostgREST's answer to a plain OPTIONS: `Allow`, and `Access-Control-Allow-Origin: *` whatever the origin. */
function infoResponse(allow: string): Response {
  return new Response(null, {
    status: 200,
    headers: { 'Content-Length': '0', 'Access-Control-Allow-Origin': '*', Allow: allow },
  });
}

/** Milliseconds per stage, for `Server-Timing` (PostgREST's server-timing-enabled). */
class StageTimer {
  readonly durations: Array<[string, number]> = [];
  private last = performance.now();
  lap(stage: string): void {
    const now = performance.now();
    this.durations.push([stage, now - this.last]);
    this.last = now;
  }
  /** PostgREST's order: jwt, parse, plan, transaction, response. */
  header(): string {
    const order = ['jwt', 'parse', 'plan', 'transaction', 'response'];
    return [...this.durations]
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([stage, ms]) => `${stage};dur=${ms.toFixed(1)}`)
      .join(', ');
  }
}

/** One request on a table or function, through every stage. */
async function handle(ctx: ServerContext, settings: RestSettings, raw: Request, target: Target): Promise<Response> {
  let caller: Caller | undefined;
  try {
    checkUrlLength(raw.url);
    const gatewayRefusal = await checkApiKey(ctx, raw);
    if (gatewayRefusal) return gatewayRefusal;
    const timer = new StageTimer();
    // The request is parsed before the token is checked (PostgREST checks the token first): a malformed request
    // then costs no session lookup, and answers 400 whatever its token.
    const request = await parseApiRequest(raw, target, settings);
    timer.lap('parse');
    caller = await resolveCaller(ctx, raw.headers.get('Authorization') ?? undefined, settings);
    timer.lap('jwt');
    const cache = await schemaCache(ctx, request.schema);
    if (request.method === 'OPTIONS') return await optionsResponse(ctx, cache, target);
    const plan = planRequest(request, cache);
    const statement = renderStatement(plan.statement);
    timer.lap('plan');
    let shapingMs = 0;
    const response = await runInTransaction(ctx, settings, request, caller, plan, statement, (result, overrides) => {
      const started = performance.now();
      const shaped = shapeResponse(plan, result, overrides);
      shapingMs = performance.now() - started;
      return shaped;
    });
    timer.lap('transaction');
    if (!settings.serverTiming || response.headers.has('Proxy-Status')) return response;
    // The response is shaped inside the transaction; its share is reported as its own stage, as PostgREST does.
    const transaction = timer.durations.at(-1) as [string, number];
    transaction[1] -= shapingMs;
    timer.durations.push(['response', shapingMs]);
    response.headers.set('Server-Timing', timer.header());
    return response;
  } catch (error) {
    return errorResponse(toPgrstError(error, caller?.isAnon ?? true));
  }
}

/** The OpenAPI description at the root, limited to what the caller's role may use. */
async function openApi(ctx: ServerContext, settings: RestSettings, c: Context): Promise<Response> {
  try {
    const refusal = await checkApiKey(ctx, c.req.raw);
    if (refusal) return refusal;
    checkOpenApiAccept(c.req.header('Accept') ?? null);
    const { schema, negotiatedByProfile } = negotiateSchema(c.req.raw, settings.schemas);
    const caller = await resolveCaller(ctx, c.req.header('Authorization'), settings);
    const cache = await schemaCache(ctx, schema);
    const privileges = await rolePrivileges(ctx.db, caller.role, schema);
    const document = JSON.stringify(openApiDocument(cache, new URL(c.req.url).host, privileges));
    return new Response(c.req.method === 'HEAD' ? null : document, {
      status: 200,
      headers: {
        'Content-Type': 'application/openapi+json; charset=utf-8',
        ...(negotiatedByProfile ? { 'Content-Profile': schema } : {}),
      },
    });
  } catch (error) {
    return errorResponse(toPgrstError(error, true));
  }
}

const rootOptions = () => infoResponse('OPTIONS,GET,HEAD');

/** Builds the `/rest/v1` sub-app: the route table. */
export function createRestApp(ctx: ServerContext, settings: RestSettings = DEFAULT_REST_SETTINGS): Hono {
  const app = new Hono();
  // The root path: `/rest/v1` and `/rest/v1/` (Hono drops the trailing slash of a mounted `/`).
  app.on(['GET', 'HEAD'], '/', (c) => openApi(ctx, settings, c));
  app.options('/', rootOptions);
  app.all('/rpc/:fn', (c) => handle(ctx, settings, c.req.raw, { kind: 'rpc', name: c.req.param('fn') }));
  app.all('/:relation', (c) => handle(ctx, settings, c.req.raw, { kind: 'table', name: c.req.param('relation') }));
  app.all('*', (c) => {
    const path = new URL(c.req.url).pathname;
    const isRoot = /\/rest\/v1\/$/.test(path);
    if (isRoot && (c.req.method === 'GET' || c.req.method === 'HEAD')) return openApi(ctx, settings, c);
    if (isRoot && c.req.method === 'OPTIONS') return rootOptions();
    return errorResponse(
      new PgrstError(404, { code: 'PGRST125', message: `Invalid path specified in request URL: ${path}` }),
    );
  });
  return app;
}
