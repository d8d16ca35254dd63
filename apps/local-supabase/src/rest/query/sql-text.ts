/**
 * Shared pieces of SQL rendering: quoting, bound parameters, and the scope that says how the current statement
 * refers to columns. Values are always bound as untyped parameters so Postgres infers their types.
 */
import { parseError } from '../errors';
import type { EmbeddedParams, Field } from '../request/query-types';
import type { RelationInfo, SchemaCache } from '../schema-cache';

export function quoteIdentifier(name: string): string {
  if (name.includes('\u0000')) throw parseError('Identifiers may not contain NUL characters');
  return `"${name.replaceAll('"', '""')}"`;
}

export function quoteLiteral(text: string): string {
  if (text.includes('\u0000')) throw parseError('Values may not contain NUL characters');
  return `'${text.replaceAll("'", "''")}'`;
}

export const qualifiedRelation = (schema: string, name: string) =>
  `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;

/** Collects bound values and hands out their `$n` placeholders. */
export class Parameters {
  readonly values: unknown[] = [];
  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What embedding needs while one statement is built: the relationships, the per-embed parameters, bound values. */
export interface EmbedContext {
  cache: SchemaCache;
  embedded: Map<string, EmbeddedParams>;
  parameters: Parameters;
  /** Embed paths the select list used; parameters addressed to any other path are an error. */
  used: Set<string>;
  counter: number;
}

/** How column references are written in the current statement, e.g. `"todos"` or `(pgrst_source.pgrst_row)`. */
export interface Scope {
  qualifier: string;
  columns?: Map<string, { isJson: boolean; type: string }>;
  /** The relation rows come from, when embedding is possible. */
  relation?: RelationInfo;
  /** Without a relation: what embedding errors name as the rows' origin (a function's return type or name). */
  origin?: string;
  path?: string[];
  embeds?: EmbedContext;
  /** `EXISTS (…)` per embed name or alias, for `!inner` and `rel=is.null` filters. */
  embedExists?: Map<string, string>;
  /** How to reach each embed's rows (`FROM … WHERE …`) and whether it is to-one, for `order=rel(col)`. */
  embedSources?: Map<string, { alias: string; source: string; toOne: boolean; scope: Scope }>;
}

export function fieldSql(field: Field, scope: Scope): string {
  let sql = `${scope.qualifier}.${quoteIdentifier(field.name)}`;
  if (field.jsonPath.length === 0) return sql;
  const column = scope.columns?.get(field.name);
  if (column && !column.isJson) sql = `to_jsonb(${sql})`;
  for (const step of field.jsonPath) {
    sql += step.arrow + (typeof step.key === 'number' ? String(step.key) : quoteLiteral(step.key));
  }
  return sql;
}

/** Marks the `EXISTS` entries of `!inner` embeds in a scope's embedExists map. */
export const INNER_MARK = '\u0000inner:';

export interface Statement {
  sql: string;
  parameters: unknown[];
  /** `SELECT 1 FROM … WHERE …` over the same parameters: what a planned or estimated count asks the planner about. */
  countSql?: string;
}
