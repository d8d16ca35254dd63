/** Filters (`col=op.value`) and logic trees (`or=(…)`, `and=(…)`) of the URL grammar (QueryParams.hs). */
import { parseError } from '../errors';
import { Cursor, LIMITS, readField, readQuoted } from './cursor';
import {
  type Condition,
  type Field,
  type Filter,
  FTS_OPERATORS,
  IS_VALUES,
  type LogicTree,
  type Operation,
  QUANTIFIABLE_OPERATORS,
  SIMPLE_OPERATORS,
} from './query-types';

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
