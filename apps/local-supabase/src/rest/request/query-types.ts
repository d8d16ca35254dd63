/**
 * The parsed query string of a request, as plain data (PostgREST's ApiRequest/Types.hs): select list, filters,
 * logic trees, order, paging and per-embed parameters. Nothing here knows SQL.
 */

export interface JsonPathStep {
  arrow: '->' | '->>';
  key: string | number;
}

export interface Field {
  name: string;
  jsonPath: JsonPathStep[];
}

export interface SelectItem {
  /** `null` stands for `*` (or, with `embed`, for an embedded resource). */
  field: Field | null;
  alias?: string;
  cast?: string;
  embed?: Embed;
  /** `count()`, `col.sum()`, …: parsed, then refused by the plan (hosted projects keep db-aggregates-enabled off). */
  aggregate?: 'count' | 'sum' | 'avg' | 'min' | 'max';
}

/** `alias:name!hint!inner(select…)` or `...name(select…)` inside `select`. */
export interface Embed {
  name: string;
  hint?: string;
  join: 'left' | 'inner';
  spread: boolean;
  select: SelectItem[];
}

/** Filters, order and paging addressed to one embedded resource (`rel.col=…`, `rel.order=…`, `rel.limit=…`). */
export interface EmbeddedParams {
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export const SIMPLE_OPERATORS = {
  neq: '<>',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
} as const;

export const QUANTIFIABLE_OPERATORS = {
  eq: '=',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
} as const;

export const FTS_OPERATORS = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const;

export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type Operation =
  | { kind: 'simple'; op: keyof typeof SIMPLE_OPERATORS; value: string }
  | { kind: 'quant'; op: keyof typeof QUANTIFIABLE_OPERATORS; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: (typeof IS_VALUES)[number] }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: keyof typeof FTS_OPERATORS; language?: string; value: string };

export interface Filter {
  type: 'filter';
  field: Field;
  negated: boolean;
  operation: Operation;
}

export interface LogicTree {
  type: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  /** `rel(col)`: order by a column of a to-one embedded resource. */
  relation?: string;
  field: Field;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface QueryParams {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
  /** For GET /rpc: parameters that are not filters are function arguments. */
  /** Every value given for each argument, in order (a VARIADIC parameter takes them all). */
  rpcArguments: Map<string, string[]>;
  /** Keyed by the embed path, names or aliases joined by `.` (e.g. `clients.projects`). */
  embedded: Map<string, EmbeddedParams>;
  /** The representation negotiated from `Accept` (set by the request handler). */
  media?: Media;
}

/** How rows are rendered: JSON (optionally without null-valued keys), CSV or GeoJSON. */
export interface Media {
  csv: boolean;
  /** `application/geo+json`: a FeatureCollection rendered by PostGIS's `ST_AsGeoJSON`, as PostgREST does. */
  geojson: boolean;
  stripNulls: boolean;
}
