/**
 * Parser for the PostgREST URL grammar (QueryParams.hs): select, filters, logic trees, order, limit/offset,
 * plus the Prefer header. Produces plain data; nothing here knows SQL.
 */
import { PgrstError, parseError, rangeNotSatisfiable } from './errors';

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

/** How rows are rendered: JSON (optionally without null-valued keys) or CSV. */
export interface Media {
  csv: boolean;
  stripNulls: boolean;
}

/** A character cursor over one parameter value; errors quote it like PostgREST's Parsec messages. */
class Cursor {
  position = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.position >= this.text.length;
  }
  peek(length = 1): string {
    return this.text.slice(this.position, this.position + length);
  }
  startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.position);
  }
  eat(prefix: string): boolean {
    if (!this.startsWith(prefix)) return false;
    this.position += prefix.length;
    return true;
  }
  expect(prefix: string, expectation = `"${prefix}"`): void {
    if (!this.eat(prefix)) this.fail(`expecting ${expectation}`);
  }
  rest(): string {
    const value = this.text.slice(this.position);
    this.position = this.text.length;
    return value;
  }
  fail(expectation: string): never {
    const found = this.done ? 'end of input' : JSON.stringify(this.peek());
    throw parseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.position + 1})`,
      `unexpected ${found} ${expectation}`,
    );
  }
}

const IDENTIFIER_CHAR = /[\p{L}\p{N}_$ ]/u;

/** Bounds on what one request may ask of the database; deeper requests are refused before any SQL runs. */
export const LIMITS = {
  /** `->`/`->>` steps in one field (PGlite fails with XX000 past about 250). */
  jsonPathDepth: 64,
  /** Nesting of `and(…)`/`or(…)` inside one logic tree. */
  logicTreeDepth: 32,
  /** Nesting of embedded resources inside one `select`. */
  embedDepth: 16,
} as const;

function readQuoted(cursor: Cursor): string {
  cursor.expect('"');
  let value = '';
  while (!cursor.done) {
    const char = cursor.peek();
    if (char === '\\' && cursor.position + 1 < cursor.text.length) {
      value += cursor.text[cursor.position + 1];
      cursor.position += 2;
      continue;
    }
    if (char === '"') {
      cursor.position += 1;
      return value;
    }
    value += char;
    cursor.position += 1;
  }
  return cursor.fail('expecting closing quote "\\""');
}

/** An identifier: `"quoted"` or identifier characters joined by single dashes (a `->` ends it). */
function readIdentifier(cursor: Cursor): string {
  if (cursor.peek() === '"') return readQuoted(cursor);
  let name = '';
  while (!cursor.done) {
    const char = cursor.peek();
    if (IDENTIFIER_CHAR.test(char)) {
      name += char;
      cursor.position += 1;
    } else if (char === '-' && cursor.peek(2) !== '->' && name.length > 0) {
      name += char;
      cursor.position += 1;
    } else break;
  }
  if (name.trim().length === 0) cursor.fail('expecting field name (* or [a..z0..9_$])');
  return name.trim();
}

function readField(cursor: Cursor): Field {
  const name = readIdentifier(cursor);
  const jsonPath: JsonPathStep[] = [];
  while (cursor.startsWith('->')) {
    if (jsonPath.length >= LIMITS.jsonPathDepth) {
      throw parseError(
        `"failed to parse ${cursor.what} (${cursor.text.length > 120 ? `${cursor.text.slice(0, 120)}…` : cursor.text})" (line 1, column ${cursor.position + 1})`,
        `JSON path too deep: at most ${LIMITS.jsonPathDepth} "->" or "->>" steps are allowed`,
      );
    }
    const arrow = cursor.startsWith('->>') ? '->>' : '->';
    cursor.position += arrow.length;
    if (/^-?\d/.test(cursor.peek(2)) && cursor.peek() !== '"') {
      const match = /^-?\d+/.exec(cursor.text.slice(cursor.position));
      if (match) {
        const after = cursor.text[cursor.position + match[0].length];
        if (after === undefined || !IDENTIFIER_CHAR.test(after)) {
          cursor.position += match[0].length;
          jsonPath.push({ arrow, key: Number(match[0]) });
          continue;
        }
      }
    }
    jsonPath.push({ arrow, key: readIdentifier(cursor) });
  }
  return { name, jsonPath };
}

/** Splits on `separator` outside double quotes and parentheses. */
function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      current += char;
      if (char === '\\' && index + 1 < text.length) {
        current += text[index + 1];
        index += 1;
      } else if (char === '"') quoted = false;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max'];

/** Supabase leaves PostgREST's db-aggregates-enabled off, so aggregates answer PGRST123. */
function aggregatesDisabled(): PgrstError {
  return new PgrstError(400, { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
}

function readEmbed(cursor: Cursor, name: string, spread: boolean, depth: number): Embed {
  let hint: string | undefined;
  let join: 'left' | 'inner' = 'left';
  while (cursor.eat('!')) {
    const word = readIdentifier(cursor);
    if (word === 'inner') join = 'inner';
    else if (word === 'left') join = 'left';
    else if (hint === undefined) hint = word;
    else cursor.fail('expecting "(" after the hint');
  }
  if (cursor.peek() !== '(' || !cursor.text.endsWith(')')) cursor.fail('expecting "("');
  const inner = cursor.text.slice(cursor.position + 1, -1);
  cursor.position = cursor.text.length;
  return { name, hint, join, spread, select: inner.trim() === '' ? [] : parseSelect(inner, depth + 1) };
}

export function parseSelect(text: string, depth = 0): SelectItem[] {
  if (depth > LIMITS.embedDepth) {
    throw parseError(
      `"failed to parse select (${text.length > 120 ? `${text.slice(0, 120)}…` : text})" (line 1, column 1)`,
      `embedding too deep: at most ${LIMITS.embedDepth} nested resources are allowed`,
    );
  }
  return splitTopLevel(text).map((raw) => {
    const cursor = new Cursor(raw.trim(), 'select');
    if (cursor.text === '*') return { field: null };
    if (/^count\(\)/.test(cursor.text)) throw aggregatesDisabled();
    if (cursor.eat('...')) {
      const name = readIdentifier(cursor);
      return { field: null, embed: readEmbed(cursor, name, true, depth) };
    }
    let alias: string | undefined;
    let field = readField(cursor);
    if (cursor.peek() === ':' && cursor.peek(2) !== '::') {
      cursor.position += 1;
      if (field.jsonPath.length > 0) cursor.fail('expecting field name');
      alias = field.name;
      if (cursor.startsWith('count()')) throw aggregatesDisabled();
      field = readField(cursor);
    }
    if ((cursor.peek() === '(' || cursor.peek() === '!') && field.jsonPath.length === 0) {
      return { field: null, alias, embed: readEmbed(cursor, field.name, false, depth) };
    }
    if (cursor.peek() === '.' && AGGREGATES.some((name) => cursor.text.startsWith(`.${name}(`, cursor.position)))
      throw aggregatesDisabled();
    let cast: string | undefined;
    if (cursor.eat('::')) {
      const match = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?/.exec(cursor.text.slice(cursor.position));
      if (!match) return cursor.fail('expecting cast type');
      cast = match[0].trim();
      cursor.position += match[0].length;
    }
    if (!cursor.done) cursor.fail('expecting "," or end of input');
    return { field, alias, cast };
  });
}

/** Reads one list element of `in.(…)`: a quoted string or characters up to `,` or `)`. */
function readListElement(cursor: Cursor): string {
  if (cursor.peek() === '"') return readQuoted(cursor);
  let value = '';
  while (!cursor.done && cursor.peek() !== ',' && cursor.peek() !== ')') {
    value += cursor.peek();
    cursor.position += 1;
  }
  return value;
}

function readList(cursor: Cursor): string[] {
  cursor.expect('(');
  const values: string[] = [];
  if (cursor.eat(')')) return values;
  for (;;) {
    values.push(readListElement(cursor));
    if (cursor.eat(')')) return values;
    cursor.expect(',', '"," or ")"');
  }
}

/** A value inside `or=(…)`: quoted, a `{…}` literal, or characters up to `,` or `)`. */
function readLogicValue(cursor: Cursor): string {
  if (cursor.peek() === '"') return readQuoted(cursor);
  if (cursor.peek() === '{') {
    const end = cursor.text.indexOf('}', cursor.position);
    if (end < 0) cursor.fail('expecting "}"');
    const value = cursor.text.slice(cursor.position, end + 1);
    cursor.position = end + 1;
    return value;
  }
  return readListElement(cursor);
}

type ValueReader = (cursor: Cursor) => string;

function readOperation(cursor: Cursor, readValue: ValueReader): { negated: boolean; operation: Operation } {
  const negated = cursor.eat('not.');
  const match = /^[a-z_]+/.exec(cursor.text.slice(cursor.position));
  const op = match?.[0] ?? '';
  if (op === 'in') {
    cursor.position += 2;
    cursor.expect('.');
    return { negated, operation: { kind: 'in', values: readList(cursor) } };
  }
  if (op === 'is') {
    cursor.position += 2;
    cursor.expect('.');
    const value = readValue(cursor).toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value))
      throw parseError(
        `"failed to parse filter (${cursor.text})" (line 1, column ${cursor.position})`,
        'unexpected value, expecting null or trilean value (unknown, true, false)',
      );
    return { negated, operation: { kind: 'is', value: value as (typeof IS_VALUES)[number] } };
  }
  if (op === 'isdistinct') {
    cursor.position += op.length;
    cursor.expect('.');
    return { negated, operation: { kind: 'isdistinct', value: readValue(cursor) } };
  }
  if (op in FTS_OPERATORS) {
    cursor.position += op.length;
    let language: string | undefined;
    if (cursor.eat('(')) {
      language = readListElement(cursor);
      cursor.expect(')');
    }
    cursor.expect('.');
    return {
      negated,
      operation: { kind: 'fts', op: op as keyof typeof FTS_OPERATORS, language, value: readValue(cursor) },
    };
  }
  if (op in SIMPLE_OPERATORS) {
    cursor.position += op.length;
    cursor.expect('.');
    return {
      negated,
      operation: { kind: 'simple', op: op as keyof typeof SIMPLE_OPERATORS, value: readValue(cursor) },
    };
  }
  if (op in QUANTIFIABLE_OPERATORS) {
    cursor.position += op.length;
    let quantifier: 'any' | 'all' | undefined;
    if (cursor.eat('(any)')) quantifier = 'any';
    else if (cursor.eat('(all)')) quantifier = 'all';
    cursor.expect('.');
    return {
      negated,
      operation: { kind: 'quant', op: op as keyof typeof QUANTIFIABLE_OPERATORS, quantifier, value: readValue(cursor) },
    };
  }
  return cursor.fail('expecting "not" or operator (eq, gt, ...)');
}

/** `a.b.col->x`: the embed path `[a, b]` and the field. */
function readFieldPath(cursor: Cursor): { path: string[]; field: Field } {
  const path: string[] = [];
  for (;;) {
    const field = readField(cursor);
    if (cursor.peek() === '.' && field.jsonPath.length === 0) {
      cursor.position += 1;
      path.push(field.name);
      if (path.length > LIMITS.embedDepth) cursor.fail('expecting a shorter embed path');
      continue;
    }
    return { path, field };
  }
}

export function parseFilter(key: string, value: string): Filter & { path: string[] } {
  const keyCursor = new Cursor(key, 'filter');
  const { path, field } = readFieldPath(keyCursor);
  if (!keyCursor.done) keyCursor.fail('expecting end of field name');
  const cursor = new Cursor(value, 'filter');
  const { negated, operation } = readOperation(cursor, (c) => c.rest());
  if (!cursor.done) cursor.fail('expecting end of input');
  return { type: 'filter', field, negated, operation, path };
}

function readLogicTree(cursor: Cursor, operator: 'and' | 'or', negated: boolean, depth = 1): LogicTree {
  if (depth > LIMITS.logicTreeDepth) {
    throw parseError(
      `"failed to parse logic tree (${cursor.text.length > 120 ? `${cursor.text.slice(0, 120)}…` : cursor.text})" (line 1, column ${cursor.position + 1})`,
      `logic tree too deep: at most ${LIMITS.logicTreeDepth} nested and()/or() are allowed`,
    );
  }
  cursor.expect('(');
  const children: Condition[] = [];
  for (;;) {
    while (/^\s$/.test(cursor.peek())) cursor.position += 1;
    const nestedNegated = cursor.startsWith('not.and(') || cursor.startsWith('not.or(');
    if (nestedNegated) cursor.position += 4;
    if (cursor.startsWith('and(') || cursor.startsWith('or(')) {
      const nested = cursor.startsWith('and(') ? 'and' : 'or';
      cursor.position += nested.length;
      children.push(readLogicTree(cursor, nested, nestedNegated, depth + 1));
    } else {
      if (nestedNegated) cursor.position -= 4;
      const field = readField(cursor);
      cursor.expect('.');
      const { negated: filterNegated, operation } = readOperation(cursor, readLogicValue);
      children.push({ type: 'filter', field, negated: filterNegated, operation });
    }
    while (/^\s$/.test(cursor.peek())) cursor.position += 1;
    if (cursor.eat(')')) break;
    cursor.expect(',', '"," or ")"');
  }
  if (children.length === 0) cursor.fail('expecting a condition');
  return { type: 'logic', operator, negated, children };
}

export function parseLogicTree(key: string, value: string): LogicTree {
  const negated = key.startsWith('not.');
  const operator = (negated ? key.slice(4) : key) as 'and' | 'or';
  const cursor = new Cursor(value.trim(), 'logic tree');
  const tree = readLogicTree(cursor, operator, negated);
  if (!cursor.done) cursor.fail('expecting end of input');
  return tree;
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((raw) => {
    const cursor = new Cursor(raw.trim(), 'order');
    let field = readField(cursor);
    let relation: string | undefined;
    if (cursor.eat('(')) {
      if (field.jsonPath.length > 0) cursor.fail('expecting "." or end of input');
      relation = field.name;
      field = readField(cursor);
      cursor.expect(')');
    }
    const term: OrderTerm = relation === undefined ? { field } : { relation, field };
    if (cursor.eat('.asc')) term.direction = 'asc';
    else if (cursor.eat('.desc')) term.direction = 'desc';
    if (cursor.eat('.nullsfirst')) term.nulls = 'first';
    else if (cursor.eat('.nullslast')) term.nulls = 'last';
    if (!cursor.done) cursor.fail('expecting ".asc", ".desc", ".nullsfirst" or ".nullslast"');
    return term;
  });
}

/** `columns="a","b"` and `on_conflict=a,b`: comma-separated, possibly quoted, names. */
export function parseColumnList(text: string, what: string): string[] {
  return splitTopLevel(text).map((raw) => {
    const cursor = new Cursor(raw.trim(), what);
    const name = readIdentifier(cursor);
    if (!cursor.done) cursor.fail('expecting "," or end of input');
    return name;
  });
}

function parseRangeInteger(text: string, what: 'limit' | 'offset', topLevel = true): number {
  if (!/^-?\d+$/.test(text))
    throw parseError(
      `"failed to parse ${what} parameter (${text})" (line 1, column 1)`,
      'unexpected input, expecting digit',
    );
  const value = Number(text);
  // PostgREST refuses only a negative top-level limit itself (416); a negative offset, or an embed's negative limit,
  // reaches Postgres, which answers 400 2201X / 2201W.
  if (value < 0 && what === 'limit' && topLevel)
    throw rangeNotSatisfiable('Limit should be greater than or equal to zero.');
  if (!Number.isSafeInteger(value))
    throw parseError(`"failed to parse ${what} parameter (${text})"`, 'number too large');
  return value;
}

const EMBEDDABLE_RESERVED = new Set(['order', 'limit', 'offset', 'and', 'or']);
const RESERVED = new Set(['select', 'columns', 'on_conflict']);

/**
 * Classifies the query parameters the way QueryParams.hs does. For `/rpc` GET requests, a parameter whose
 * value is not an operator expression is a function argument instead of a filter.
 */
export function parseQueryParams(search: URLSearchParams, options: { rpcGet: boolean }): QueryParams {
  const result: QueryParams = {
    select: [{ field: null }],
    conditions: [],
    order: [],
    rpcArguments: new Map(),
    embedded: new Map(),
  };
  const embedded = (path: string): EmbeddedParams => {
    let params = result.embedded.get(path);
    if (!params) {
      params = { conditions: [], order: [] };
      result.embedded.set(path, params);
    }
    return params;
  };
  for (const [key, value] of search) {
    const lastDot = key.lastIndexOf('.');
    const last = key.slice(lastDot + 1);
    // An empty filter value is an error, not a missing filter: dropping it turned `DELETE ?id=` into "delete all".
    if (value === '' && (RESERVED.has(key) || EMBEDDABLE_RESERVED.has(last))) continue;
    if (key === 'select') result.select = parseSelect(value);
    else if (key === 'columns') result.columns = parseColumnList(value, 'columns');
    else if (key === 'on_conflict') result.onConflict = parseColumnList(value, 'on_conflict');
    else if (key === 'order') result.order.push(...parseOrder(value));
    else if (key === 'limit') result.limit = parseRangeInteger(value, 'limit');
    else if (key === 'offset') result.offset = parseRangeInteger(value, 'offset');
    else if (key === 'and' || key === 'or' || key === 'not.and' || key === 'not.or')
      result.conditions.push(parseLogicTree(key, value));
    else if (EMBEDDABLE_RESERVED.has(last)) {
      let prefix = key.slice(0, lastDot);
      let logicKey = last;
      if ((last === 'and' || last === 'or') && prefix.endsWith('.not')) {
        prefix = prefix.slice(0, -4);
        logicKey = `not.${last}`;
      } else if ((last === 'and' || last === 'or') && prefix === 'not') {
        throw parseError(`"failed to parse logic tree (${key})"`, 'unexpected "not"');
      }
      const target = embedded(prefix);
      if (last === 'order') target.order.push(...parseOrder(value));
      else if (last === 'limit') target.limit = parseRangeInteger(value, 'limit', false);
      else if (last === 'offset') target.offset = parseRangeInteger(value, 'offset', false);
      else target.conditions.push(parseLogicTree(logicKey, value));
    } else if (options.rpcGet) {
      try {
        result.conditions.push(parseFilter(key, value));
      } catch (error) {
        if (!(error instanceof PgrstError)) throw error;
        result.rpcArguments.set(key, [...(result.rpcArguments.get(key) ?? []), value]);
      }
    } else {
      const { path, ...filter } = parseFilter(key, value);
      if (path.length === 0) result.conditions.push(filter);
      else embedded(path.join('.')).conditions.push(filter);
    }
  }
  return result;
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  tx?: 'commit' | 'rollback';
  maxAffected?: number;
  applied: string[];
  invalid: string[];
}

const PREFERENCE_VALUES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
  tx: ['commit', 'rollback'],
};

/** Comma-separated tokens over any number of Prefer headers; the first occurrence of a key wins. */
export function parsePrefer(headerValue: string | undefined): Preferences {
  const preferences: Preferences = { applied: [], invalid: [] };
  const seen = new Set<string>();
  for (const token of (headerValue ?? '').split(',').map((part) => part.trim())) {
    if (token === '') continue;
    const [key = '', value = ''] = token.split('=', 2).map((part) => part.trim());
    if (seen.has(key)) continue;
    if (key === 'max-affected' && /^\d+$/.test(value)) {
      seen.add(key);
      preferences.maxAffected = Number(value);
      continue;
    }
    const allowed = PREFERENCE_VALUES[key];
    if (!allowed?.includes(value)) {
      preferences.invalid.push(token);
      continue;
    }
    seen.add(key);
    (preferences as unknown as Record<string, string>)[key] = value;
    preferences.applied.push(`${key}=${value}`);
  }
  if (preferences.handling === 'strict' && preferences.invalid.length > 0) {
    throw new PgrstError(400, {
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: `Invalid preferences: ${preferences.invalid.join(', ')}`,
    });
  }
  return preferences;
}
