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
import { findFunction } from './plan/find-function';
import { findRelation, planRequest } from './plan/plan';
import { runInTransaction } from './query/run';
import { renderStatement } from './query/statement';
import { checkProfile, parseApiRequest, type Target } from './request/api-request';
import { errorResponse } from './response/error-response';
import { shapeResponse } from './response/response';
import { type SchemaCache, schemaCache } from './schema-cache';

export { PgrstError } from './errors';
export { MAX_URL_BYTES } from './gateway';
export { MAX_ROWS } from './plan/types';
export { refreshSchemaCache, type SchemaCache } from './schema-cache';

/** PostgREST answers OPTIONS from the schema cache: the methods the target allows, 404 when it is unknown. */
function optionsResponse(cache: SchemaCache, target: Target): Response {
  let allow = 'OPTIONS,GET,HEAD,POST';
  if (target.kind === 'table') {
    findRelation(cache, target.name);
    allow = 'OPTIONS,GET,HEAD,POST,PUT,PATCH,DELETE';
  } else if (!cache.functions.has(target.name)) {
    findFunction(cache, target.name, [], false);
  }
  return new Response(null, { status: 200, headers: { Allow: allow, 'Content-Length': '0' } });
}

/** One request on a table or function, through every stage. */
async function handle(ctx: ServerContext, raw: Request, target: Target): Promise<Response> {
  let caller: Caller | undefined;
  try {
    checkUrlLength(raw.url);
    const gatewayRefusal = await checkApiKey(ctx, raw);
    if (gatewayRefusal) return gatewayRefusal;
    const request = await parseApiRequest(raw, target);
    caller = await resolveCaller(ctx, request.authorization);
    const cache = await schemaCache(ctx);
    if (request.method === 'OPTIONS') return optionsResponse(cache, target);
    const plan = planRequest(request, cache);
    const statement = renderStatement(plan.statement);
    return await runInTransaction(ctx, request, caller, plan, statement, (result, settings) =>
      shapeResponse(plan, result, settings),
    );
  } catch (error) {
    return errorResponse(toPgrstError(error, caller?.isAnon ?? true));
  }
}

/** The OpenAPI description at the root, limited to what the caller's role may use. */
async function openApi(ctx: ServerContext, c: Context): Promise<Response> {
  try {
    const refusal = await checkApiKey(ctx, c.req.raw);
    if (refusal) return refusal;
    checkProfile(c.req.raw);
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
}

const rootOptions = () =>
  new Response(null, { status: 200, headers: { Allow: 'OPTIONS,GET,HEAD', 'Content-Length': '0' } });

/** Builds the `/rest/v1` sub-app: the route table. */
export function createRestApp(ctx: ServerContext): Hono {
  const app = new Hono();
  // The root path: `/rest/v1` and `/rest/v1/` (Hono drops the trailing slash of a mounted `/`).
  app.on(['GET', 'HEAD'], '/', (c) => openApi(ctx, c));
  app.options('/', rootOptions);
  app.all('/rpc/:fn', (c) => handle(ctx, c.req.raw, { kind: 'rpc', name: c.req.param('fn') }));
  app.all('/:relation', (c) => handle(ctx, c.req.raw, { kind: 'table', name: c.req.param('relation') }));
  app.all('*', (c) => {
    const path = new URL(c.req.url).pathname;
    const isRoot = /\/rest\/v1\/$/.test(path);
    if (isRoot && (c.req.method === 'GET' || c.req.method === 'HEAD')) return openApi(ctx, c);
    if (isRoot && c.req.method === 'OPTIONS') return rootOptions();
    return errorResponse(
      new PgrstError(404, { code: 'PGRST125', message: `Invalid path specified in request URL: ${path}` }),
    );
  });
  return app;
}
