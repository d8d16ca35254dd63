/**
 * Runs a plan's statement the way PostgREST does: one transaction per request, the role and JWT claims and the
 * request's method, path, headers and cookies as transaction-local settings, read-only for reads. The response is
 * shaped inside the transaction, so a response that fails its checks (or `Prefer: tx=rollback`) rolls it back.
 */
import type { Queryable, ServerContext } from '../../context';
import { isInputInternalError } from '../../db/recovery';
import { type Caller, statementTimeout } from '../caller';
import type { Plan } from '../plan/types';
import { MAX_ROWS } from '../plan/types';
import type { ApiRequest } from '../request/api-request';
import type { RestSettings } from '../settings';
import { quoteIdentifier, quoteLiteral, type Statement } from './sql-text';

/** The one row every main statement returns. */
export interface MainResult {
  total: string | null;
  page_total: string;
  body: string | null;
  /** Upserts with merge-duplicates: how many rows were inserted rather than updated. */
  inserted?: string | null;
}

/** What SQL set for the response through `set_config('response.status' | 'response.headers', …, true)`. */
export interface ResponseSettings {
  headers: string | null;
  status: string | null;
}

/** The response stage's answer: the response, and whether the transaction must be rolled back. */
export interface Shaped {
  response: Response;
  rollback: boolean;
}

export type Shape = (result: MainResult, settings: ResponseSettings | undefined) => Shaped;

/** Thrown inside the transaction to roll it back while still answering with a prepared response. */
class RollbackWith {
  constructor(readonly response: Response) {}
}

/** `select "schema"."fn"()`: PostgREST's db-pre-request, run after the settings and before the main statement. */
function preRequestSql(preRequest: RestSettings['preRequest']): string | null {
  if (!preRequest) return null;
  const name = preRequest.schema === null ? '' : `${quoteIdentifier(preRequest.schema)}.`;
  return `select ${name}${quoteIdentifier(preRequest.name)}()`;
}

export async function runInTransaction(
  ctx: ServerContext,
  settings: RestSettings,
  request: ApiRequest,
  caller: Caller,
  plan: Plan,
  statement: Statement,
  shape: Shape,
): Promise<Response> {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
  const timezone = plan.preferences.timezone;
  const preRequest = preRequestSql(settings.preRequest);
  // The request's schema first, then PostgREST's db-extra-search-path.
  const searchPath = [request.schema, ...settings.extraSearchPath.filter((s) => s !== request.schema)]
    .map(quoteIdentifier)
    .join(', ');
  try {
    return await ctx.db.transaction(async (tx: Queryable) => {
      if (plan.readOnly) await tx.query('SET TRANSACTION READ ONLY');
      await tx.query(
        `select set_config('search_path', ${quoteLiteral(searchPath)}, true), set_config('role', $1, true),
                set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
                set_config('request.jwt.claim.role', $1, true), set_config('request.method', $4, true),
                set_config('request.path', $5, true), set_config('request.headers', $6, true),
                set_config('request.cookies', $7, true), set_config('statement_timeout', $8, true)${
                  timezone === undefined ? '' : `, set_config('timezone', $9, true)`
                }`,
        [
          caller.role,
          JSON.stringify(caller.claims),
          sub,
          request.method,
          request.path,
          JSON.stringify(request.headers),
          JSON.stringify(request.cookies),
          statementTimeout(caller.role),
          ...(timezone === undefined ? [] : [timezone]),
        ],
      );
      if (preRequest) await tx.query(preRequest);
      const result = await tx.query<MainResult>(statement.sql, statement.parameters);
      const row = result.rows[0];
      if (!row) throw new Error('The main statement returned no row');
      if (plan.estimate && statement.countSql && row.total !== null) {
        // planned: the planner's estimate; estimated: exact up to max-rows, beyond it at least the estimate.
        if (plan.estimate === 'planned') row.total = String(await plannedRows(tx, statement.countSql, statement));
        else if (Number(row.total) > MAX_ROWS)
          row.total = String(Math.max(Number(row.total), await plannedRows(tx, statement.countSql, statement)));
      }
      const settings = await tx.query<ResponseSettings>(
        `select current_setting('response.headers', true) as headers, current_setting('response.status', true) as status`,
      );
      const { response, rollback } = shape(row, settings.rows[0]);
      if (rollback || plan.preferences.tx === 'rollback') throw new RollbackWith(response);
      return response;
    });
  } catch (error) {
    if (error instanceof RollbackWith) return error.response;
    reportInternalError(error, request.method, request.path);
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
