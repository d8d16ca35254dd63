/** The character-level reader under the URL grammar: quoted strings, identifiers, fields with JSON paths. */
import { parseError } from '../errors';
import type { Field, JsonPathStep } from './query-types';

export class Cursor {
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

export const IDENTIFIER_CHAR = /[\p{L}\p{N}_$ ]/u;

/** Bounds on what one request may ask of the database; deeper requests are refused before any SQL runs. */
export const LIMITS = {
  /** `->`/`->>` steps in one field (PGlite fails with XX000 past about 250). */
  jsonPathDepth: 64,
  /** Nesting of `and(…)`/`or(…)` inside one logic tree. */
  logicTreeDepth: 32,
  /** Nesting of embedded resources inside one `select`. */
  embedDepth: 16,
} as const;

export function readQuoted(cursor: Cursor): string {
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
export function readIdentifier(cursor: Cursor): string {
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

export function readField(cursor: Cursor): Field {
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
export function splitTopLevel(text: string, separator = ','): string[] {
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
