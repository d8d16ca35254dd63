/** What the table and function plans share: the relation lookup, the request's facts and paged reads. */
import { PgrstError, rangeNotSatisfiable } from '../errors';
import { FuzzySet } from '../fuzzy-set';
import type { ApiRequest } from '../request/api-request';
import type { RelationInfo, SchemaCache } from '../schema-cache';
import { MAX_ROWS, type PageBounds, type Plan, type StatementPlan } from './types';

/** PostgREST keeps no table-name index for a schema of 500 tables or more, so gives no hint there. */
const MAX_TABLES_FOR_HINTS = 500;

/** PostgREST's tableNotFoundHint: the closest table or view name of the schema, similarity ≥ 0.75. */
function tableHint(cache: SchemaCache, name: string): string | null {
  if (cache.relations.size >= MAX_TABLES_FOR_HINTS) return null;
  return new FuzzySet([...cache.relations.keys()].sort()).closest(name, 0.75);
}

export function findRelation(cache: SchemaCache, name: string): RelationInfo {
  const relation = cache.relations.get(name);
  if (relation) return relation;
  const suggestion = tableHint(cache, name);
  throw new PgrstError(404, {
    code: 'PGRST205',
    message: `Could not find the table '${cache.schema}.${name}' in the schema cache`,
    hint: suggestion ? `Perhaps you meant the table '${cache.schema}.${suggestion}'` : null,
  });
}

/** What every plan carries over from its request. */
export function requestFacts(request: ApiRequest): Pick<Plan, 'singular' | 'media' | 'preferences' | 'profile'> {
  return {
    singular: request.singular,
    media: request.media,
    preferences: request.preferences,
    profile: request.negotiatedByProfile ? request.schema : null,
  };
}

/** Intersects limit/offset with a GET `Range` header and the max-rows cap. */
export function pageBounds(request: ApiRequest): PageBounds {
  const { query } = request;
  let offset = query.offset ?? 0;
  let limit = query.limit;
  const match = request.range ? /^([0-9]+)-([0-9]*)$/.exec(request.range.trim()) : null;
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
  limit = limit === undefined ? MAX_ROWS : Math.min(limit, MAX_ROWS);
  return { limit, offset };
}

/**
 * A read of rows (a table, or a function returning a set): paged by `pageBounds`, counted when `Prefer: count` asks.
 * `statementFor` fills in the statement's source from the bounds.
 */
export function readPlan(
  request: ApiRequest,
  readOnly: boolean,
  statementFor: (bounds: PageBounds, withCount: boolean) => StatementPlan,
  maxAffectedApplies: boolean,
): Plan {
  const { preferences } = request;
  const bounds = pageBounds(request);
  const count = preferences.count;
  const statement = statementFor(bounds, count !== undefined);
  return {
    method: request.method,
    readOnly,
    statement,
    // Only a table read has a count query the planner can estimate.
    estimate: statement.kind === 'read' && (count === 'planned' || count === 'estimated') ? count : undefined,
    response: { kind: 'rows', bounds, maxAffectedApplies },
    ...requestFacts(request),
  };
}
