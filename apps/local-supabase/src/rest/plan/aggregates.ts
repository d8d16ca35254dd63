/**
 * Aggregates (`count()`, `col.sum()`, …) with PostgREST's db-aggregates-enabled off, as on hosted Supabase projects:
 * refused with 400 PGRST123 by the plan, after the relation and every embed's relationship are resolved, so a
 * missing table or relationship answers first, as PostgREST's readPlan orders its checks.
 */
import { PgrstError } from '../errors';
import { findRelationship, noRelationship } from '../relationships';
import type { SelectItem } from '../request/query-types';
import type { SchemaCache } from '../schema-cache';

const hasAggregate = (select: SelectItem[]): boolean =>
  select.some((item) => item.aggregate !== undefined || (item.embed !== undefined && hasAggregate(item.embed.select)));

/** Resolves the embeds of `select` from `origin` (a relation's name, or what a function returns). */
function resolveEmbeds(cache: SchemaCache, origin: string, select: SelectItem[]): void {
  for (const item of select) {
    if (!item.embed) continue;
    const { name, hint } = item.embed;
    if (!cache.relations.has(origin)) throw noRelationship(cache, origin, name, hint);
    const relationship = findRelationship(cache, origin, name, hint);
    resolveEmbeds(cache, relationship.target, item.embed.select);
  }
}

export function refuseAggregates(cache: SchemaCache, origin: string, select: SelectItem[]): void {
  if (!hasAggregate(select)) return;
  resolveEmbeds(cache, origin, select);
  throw new PgrstError(400, { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
}
