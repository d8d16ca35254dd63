/**
 * A request's plan as plain data (PostgREST's Plan stage): which statement to render with which inputs, and how
 * the response is to be shaped from its row. The query stage renders SQL from `statement`; the response stage
 * reads `response`. Nothing here imports either of them.
 */
import type { Preferences } from '../request/prefer';
import type { Media, QueryParams } from '../request/query-types';
import type { FunctionInfo, RelationInfo, SchemaCache } from '../schema-cache';

/** Supabase's `[api] max_rows`: the most rows one read returns. */
export const MAX_ROWS = 1000;

export interface PageBounds {
  limit?: number;
  offset: number;
}

export interface ReadOptions {
  query: QueryParams;
  cache?: SchemaCache;
  limit?: number;
  offset?: number;
  withCount: boolean;
  /** Counts at most this many rows (an estimated count counts exactly only up to max-rows + 1). */
  countLimit?: number;
  singular: boolean;
}

export interface CallOptions {
  query: QueryParams;
  /** For embedding from the relation whose rows the function returns. */
  cache?: SchemaCache;
  /** JSON object text of named arguments, or the raw body for a single unnamed json parameter. */
  argumentsJson: string;
  argumentNames: string[];
  passWholeBody: boolean;
  limit?: number;
  offset?: number;
  withCount: boolean;
  singular: boolean;
}

export type MutationReturn = 'minimal' | 'representation' | 'headers-only';

export interface MutationCommon {
  query: QueryParams;
  cache?: SchemaCache;
  returning: MutationReturn;
  singular: boolean;
}

export interface InsertOptions extends MutationCommon {
  /** The request body, already validated as a JSON object or array of objects. */
  body: string;
  columns: string[];
  rowCount: number;
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
}

export interface UpdateOptions extends MutationCommon {
  body: string;
  columns: string[];
}

/** The one main statement of a request and what it is rendered from. */
export type StatementPlan =
  | { kind: 'read'; relation: RelationInfo; options: ReadOptions }
  | { kind: 'insert'; relation: RelationInfo; options: InsertOptions }
  | { kind: 'update'; relation: RelationInfo; options: UpdateOptions }
  | { kind: 'delete'; relation: RelationInfo; options: MutationCommon }
  | { kind: 'call'; fn: FunctionInfo; options: CallOptions };

/** How the response is built from the statement's row. */
export type ResponsePlan =
  /** Rows of a table read or a set-returning function: paged, counted, 206 when partial. */
  | {
      kind: 'rows';
      bounds: PageBounds /** RPC only: the rows a function returns count against max-affected. */;
      maxAffectedApplies: boolean;
    }
  | {
      kind: 'mutation';
      method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
      returning: MutationReturn;
      /** POST: the rows the body holds. */
      rowCount: number;
      relationName: string;
    }
  /** A function returning void: 204. */
  | { kind: 'void' }
  /** A function returning one value or one composite. */
  | { kind: 'value' };

export interface Plan {
  method: string;
  readOnly: boolean;
  statement: StatementPlan;
  /** `count=planned|estimated` on a read: the total comes (partly) from the planner, as in PostgREST. */
  estimate?: 'planned' | 'estimated';
  response: ResponsePlan;
  singular: boolean;
  media: Media;
  preferences: Preferences;
  /** The schema to name in `Content-Profile` when the request negotiated it; null otherwise. */
  profile: string | null;
}
