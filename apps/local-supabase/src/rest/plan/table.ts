/** Plans for requests on a table or view: reads, inserts and upserts, updates, PUT and deletes. */
import { invalidBody, PgrstError } from '../errors';
import type { ApiRequest } from '../request/api-request';
import { payloadColumns, tablePayload } from '../request/payload';
import type { QueryParams } from '../request/query-types';
import type { RelationInfo, SchemaCache } from '../schema-cache';
import { readPlan, requestFacts } from './read';
import { MAX_ROWS, type MutationCommon, type Plan, type ResponsePlan, type StatementPlan } from './types';

/** Every column named must exist (PGRST204), before any SQL runs. */
export function requireColumns(relation: RelationInfo, columns: string[]): void {
  for (const column of columns) {
    if (!relation.columnsByName.has(column)) {
      throw new PgrstError(400, {
        code: 'PGRST204',
        message: `Could not find the '${column}' column of '${relation.name}' in the schema cache`,
      });
    }
  }
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

export function planTable(request: ApiRequest, cache: SchemaCache, relation: RelationInfo): Plan {
  const { method, query, preferences, singular } = request;
  if (method === 'GET' || method === 'HEAD') {
    const countLimit = preferences.count === 'estimated' ? MAX_ROWS + 1 : undefined;
    return readPlan(
      request,
      true,
      (bounds, withCount) => ({
        kind: 'read',
        relation,
        options: { query, cache, ...bounds, withCount, countLimit, singular },
      }),
      false,
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
  const returning = preferences.return ?? 'minimal';
  if (method === 'DELETE' && query.conditions.length === 0 && !limited) throw missingWhereClause('DELETE');
  const common: MutationCommon = { query, cache, returning, singular };
  const mutation = (verb: 'POST' | 'PATCH' | 'PUT' | 'DELETE', statement: StatementPlan, rowCount = 0): Plan => {
    const response: ResponsePlan = { kind: 'mutation', method: verb, returning, rowCount, relationName: relation.name };
    return { method, readOnly: false, statement, response, ...requestFacts(request) };
  };
  if (method === 'POST') {
    const body = tablePayload(request.body, request.contentType);
    const { columns, rowCount } = payloadColumns(body.value, query);
    requireColumns(relation, columns);
    if (query.onConflict && !preferences.resolution) requireColumns(relation, query.onConflict);
    const options = {
      ...common,
      body: body.text,
      columns,
      rowCount,
      missingDefault: preferences.missing === 'default',
      resolution: preferences.resolution,
    };
    return mutation('POST', { kind: 'insert', relation, options }, rowCount);
  }
  if (method === 'PATCH') {
    const body = tablePayload(request.body, request.contentType);
    if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value))
      throw invalidBody('Empty or invalid json');
    const columns = query.columns ?? Object.keys(body.value);
    requireColumns(relation, columns);
    // An empty body updates nothing (PostgREST runs no UPDATE), so only a real UPDATE needs a filter.
    if (columns.length > 0 && query.conditions.length === 0 && !limited) throw missingWhereClause('UPDATE');
    return mutation('PATCH', { kind: 'update', relation, options: { ...common, body: body.text, columns } });
  }
  if (method === 'PUT') return planPut(request, relation, common, mutation);
  if (method === 'DELETE') return mutation('DELETE', { kind: 'delete', relation, options: common });
  throw new PgrstError(405, { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` });
}

/** PUT: an upsert of the one row its primary-key filters name, with a body that agrees with them. */
function planPut(
  request: ApiRequest,
  relation: RelationInfo,
  common: MutationCommon,
  mutation: (verb: 'PUT', statement: StatementPlan, rowCount: number) => Plan,
): Plan {
  const { query } = request;
  if (query.limit !== undefined || query.offset !== undefined) {
    throw new PgrstError(400, {
      code: 'PGRST114',
      message: 'limit/offset querystring parameters are not allowed for PUT',
    });
  }
  const keyValues = primaryKeyFilters(relation, query);
  const body = tablePayload(request.body, request.contentType);
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
  const options = {
    ...common,
    query: { ...query, conditions: [], onConflict: relation.primaryKey },
    body: JSON.stringify(payload),
    columns,
    rowCount: 1,
    missingDefault: false,
    resolution: 'merge-duplicates' as const,
  };
  return mutation('PUT', { kind: 'insert', relation, options }, 1);
}
