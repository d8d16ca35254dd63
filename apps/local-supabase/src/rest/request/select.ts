/** `select=`, `order=`, `columns=` and `on_conflict=` of the URL grammar (QueryParams.hs). */
import { parseError } from '../errors';
import { Cursor, LIMITS, readField, readIdentifier, splitTopLevel } from './cursor';
import type { Embed, OrderTerm, SelectItem } from './query-types';

const AGGREGATES = ['count', 'sum', 'avg', 'min', 'max'] as const;

/** An aggregate's optional `::cast`, then the end of the item. */
function readAggregateEnd(cursor: Cursor): void {
  if (cursor.eat('::')) readIdentifier(cursor);
  if (!cursor.done) cursor.fail('expecting "," or end of input');
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
    // Aggregates are parsed as PostgREST parses them; the plan refuses them (db-aggregates-enabled is off).
    if (cursor.eat('count()')) {
      readAggregateEnd(cursor);
      return { field: null, aggregate: 'count' };
    }
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
      if (cursor.eat('count()')) {
        readAggregateEnd(cursor);
        return { field: null, alias, aggregate: 'count' };
      }
      field = readField(cursor);
    }
    if ((cursor.peek() === '(' || cursor.peek() === '!') && field.jsonPath.length === 0) {
      return { field: null, alias, embed: readEmbed(cursor, field.name, false, depth) };
    }
    let cast: string | undefined;
    if (cursor.eat('::')) {
      const match = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?/.exec(cursor.text.slice(cursor.position));
      if (!match) return cursor.fail('expecting cast type');
      cast = match[0].trim();
      cursor.position += match[0].length;
    }
    // `col.sum()`, `col::type.sum()`, each with an optional `::type` of its own.
    const aggregate = AGGREGATES.find((name) => cursor.startsWith(`.${name}()`));
    if (aggregate) {
      cursor.position += aggregate.length + 3;
      readAggregateEnd(cursor);
      return { field, alias, cast, aggregate };
    }
    if (!cursor.done) cursor.fail('expecting "," or end of input');
    return { field, alias, cast };
  });
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
