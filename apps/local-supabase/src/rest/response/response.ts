/**
 * The Response stage: status, headers and body from the plan and the statement's row. A response that fails its
 * checks (singular, max-affected, an unsatisfiable offset) is an error response that rolls the transaction back.
 */
import { PgrstError, rangeNotSatisfiable } from '../errors';
import type { Plan, ResponsePlan } from '../plan/types';
import type { MainResult, ResponseSettings, Shaped } from '../query/run';
import { contentTypeOf } from '../request/media-type';
import type { Preferences } from '../request/prefer';
import { errorResponse } from './error-response';
import { applyResponseSettings } from './settings';

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

function contentRange(offset: number, pageTotal: number, total: number | null): string {
  const range = pageTotal === 0 || total === 0 ? '*' : `${offset}-${offset + pageTotal - 1}`;
  return `${range}/${total ?? '*'}`;
}

function body(plan: Plan, status: number, text: string | null, headers: Record<string, string>): Response {
  return new Response(plan.method === 'HEAD' ? null : (text ?? 'null'), {
    status,
    headers: {
      'Content-Type': contentTypeOf(plan.singular, plan.media),
      ...(plan.profile === null ? {} : { 'Content-Profile': plan.profile }),
      ...headers,
    },
  });
}

function noContent(status: number, headers: Record<string, string>): Response {
  return new Response(null, { status, headers: { ...headers, 'Content-Length': '0' } });
}

/** A response check that failed: answered as an error, with the transaction rolled back. */
class Refusal {
  constructor(readonly error: PgrstError) {}
}

function checkSingular(plan: Plan, rows: number): void {
  if (plan.singular && rows !== 1) {
    throw new Refusal(
      new PgrstError(406, {
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: `The result contains ${rows} rows`,
      }),
    );
  }
}

/** `Prefer: handling=strict, max-affected=n`: more rows than n roll the transaction back (PGRST124). */
function checkMaxAffected(preferences: Preferences, rows: number): void {
  if (preferences.maxAffected !== undefined && preferences.handling === 'strict' && rows > preferences.maxAffected) {
    throw new Refusal(
      new PgrstError(400, {
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: `The query affects ${rows} rows`,
      }),
    );
  }
}

function rowsResponse(plan: Plan, spec: Extract<ResponsePlan, { kind: 'rows' }>, result: MainResult): Response {
  const pageTotal = Number(result.page_total);
  const total = result.total === null ? null : Number(result.total);
  checkSingular(plan, pageTotal);
  if (spec.maxAffectedApplies) checkMaxAffected(plan.preferences, pageTotal);
  const { offset } = spec.bounds;
  if (total !== null && offset > total && total > 0) {
    throw new Refusal(rangeNotSatisfiable(`An offset of ${offset} was requested, but there are only ${total} rows.`));
  }
  const status = total !== null && pageTotal < total && !plan.singular ? 206 : 200;
  const range = contentRange(offset, pageTotal, total);
  return body(plan, status, result.body, { 'Content-Range': range, ...preferenceHeader(plan.preferences) });
}

function mutationResponse(plan: Plan, spec: Extract<ResponsePlan, { kind: 'mutation' }>, result: MainResult): Response {
  const rows = Number(result.page_total);
  checkSingular(plan, rows);
  checkMaxAffected(plan.preferences, rows);
  const counted = plan.preferences.count !== undefined ? String(rows) : '*';
  const range = spec.method === 'PATCH' ? `${rows === 0 ? '*' : `0-${rows - 1}`}/${counted}` : `*/${counted}`;
  const headers: Record<string, string> = { 'Content-Range': range, ...preferenceHeader(plan.preferences) };
  let status = 200;
  if (spec.method === 'POST') {
    const merge = plan.preferences.resolution === 'merge-duplicates';
    const allUpdated = merge && rows > 0 && result.inserted !== undefined && Number(result.inserted) === 0;
    // Only merge-duplicates counts its inserts (xmax), so only it answers 200 for "nothing inserted"; PostgREST
    // keeps 201 for ignore-duplicates even when every row was a duplicate.
    const nothingInserted = merge && rows === 0 && spec.rowCount > 0;
    status = allUpdated || nothingInserted ? 200 : 201;
    if (spec.returning === 'headers-only' && result.body) {
      const key = JSON.parse(result.body) as Record<string, unknown>;
      const search = Object.entries(key)
        .map(([column, value]) => `${encodeURIComponent(column)}=eq.${encodeURIComponent(String(value))}`)
        .join('&');
      headers.Location = `/${spec.relationName}?${search}`;
    }
  }
  if (spec.returning === 'representation') return body(plan, status, result.body, headers);
  return noContent(status === 200 && spec.method !== 'POST' ? 204 : status, headers);
}

function valueResponse(plan: Plan, result: MainResult): Response {
  if (plan.preferences.return === 'minimal' && plan.method === 'POST') return noContent(204, {});
  // One value is one row: with a count preference PostgREST reports its total, 1.
  const range = plan.preferences.count ? '0-0/1' : '0-0/*';
  return body(plan, 200, result.body, { 'Content-Range': range, ...preferenceHeader(plan.preferences) });
}

/** Shapes the response of `plan` from its statement's row, then applies what SQL set in `response.*`. */
export function shapeResponse(plan: Plan, result: MainResult, settings: ResponseSettings | undefined): Shaped {
  let response: Response;
  try {
    const spec = plan.response;
    if (spec.kind === 'rows') response = rowsResponse(plan, spec, result);
    else if (spec.kind === 'mutation') response = mutationResponse(plan, spec, result);
    else if (spec.kind === 'void') response = noContent(204, preferenceHeader(plan.preferences));
    else response = valueResponse(plan, result);
  } catch (error) {
    if (error instanceof Refusal) return { response: errorResponse(error.error), rollback: true };
    throw error;
  }
  return { response: applyResponseSettings(response, settings), rollback: false };
}
