import type { Context } from 'hono';
import { AuthError, validation } from './errors';

export const MAX_BODY_BYTES = 1 << 20;

export type Body = Record<string, unknown>;

/** Reads a JSON object body the way GoTrue does: empty ⇒ {}, > 1 MiB ⇒ 413, not JSON or not an object ⇒ bad_json. */
export async function readBody(c: Context): Promise<Body> {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) {
    throw new AuthError(413, 'request_entity_too_large', 'Request body too large');
  }
  // Read chunk by chunk: keep at most 1 MiB, but drain the rest so the keep-alive connection stays usable.
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = c.req.raw.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size <= MAX_BODY_BYTES) chunks.push(value);
  }
  if (size > MAX_BODY_BYTES) {
    throw new AuthError(413, 'request_entity_too_large', 'Request body too large');
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: ${error instanceof Error ? error.message : 'invalid JSON'}`,
    );
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected a JSON object');
  }
  assertStorableText(parsed);
  return parsed as Body;
}

/** A NUL, or half of a surrogate pair without its other half: text Postgres cannot store (or would alter). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Refuses, up front and for every field alike, strings the database would reject with an internal error. */
function assertStorableText(value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || LONE_SURROGATE.test(value)) {
      throw validation('Text must not contain NUL characters or unpaired UTF-16 surrogates');
    }
  } else if (Array.isArray(value)) {
    for (const item of value) assertStorableText(item);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      assertStorableText(key);
      assertStorableText(item);
    }
  }
}

function typeError(field: string, expected: string, value: unknown): AuthError {
  const actual = Array.isArray(value) ? 'array' : typeof value;
  return new AuthError(
    400,
    'bad_json',
    `Could not parse request body as JSON: json: cannot unmarshal ${actual} into field ${field} of type ${expected}`,
  );
}

/** An optional string field; `null` counts as absent (auth-js sends `code_challenge: null`). */
export function str(body: Body, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw typeError(field, 'string', value);
  return value;
}

export function bool(body: Body, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw typeError(field, 'bool', value);
  return value;
}

export function obj(body: Body, field: string): Record<string, unknown> | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw typeError(field, 'object', value);
  return value as Record<string, unknown>;
}
