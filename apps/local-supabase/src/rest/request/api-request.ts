/**
 * The ApiRequest stage: a request as typed data — its target, negotiated media, preferences, query and body —
 * before anything is looked up in the schema cache. Errors of the request's own syntax are raised here.
 */
import { PgrstError } from '../errors';
import { EXPOSED_SCHEMA } from '../schema-cache';
import { type Preferences, parsePrefer } from './prefer';
import { parseQueryParams } from './query-params';
import type { Media, QueryParams } from './query-types';

export const SINGULAR_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
export const ARRAY_MEDIA_TYPE = 'application/vnd.pgrst.array+json';

export interface Target {
  kind: 'table' | 'rpc';
  name: string;
}

export interface ApiRequest {
  method: string;
  target: Target;
  /** `/name` or `/rpc/name`, as PostgREST reports it in `request.path`. */
  path: string;
  query: QueryParams;
  preferences: Preferences;
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, as an object. */
  singular: boolean;
  media: Media;
  /** The raw `Accept` header, quoted in media-type errors. */
  accept: string | null;
  /** The `Range` header of a GET or HEAD (PostgREST ignores it on other methods). */
  range: string | null;
  authorization: string | undefined;
  /** Request headers (lower-case names) and cookies, exposed to SQL as `request.headers` / `request.cookies`. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** The media type of the body (`application/json`, `text/csv`, …), lower-case, without parameters. */
  contentType: string;
  /** The raw body of a POST, PATCH or PUT; empty otherwise. */
  body: string;
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** `Accept-Profile` (reads) or `Content-Profile` (writes) must name an exposed schema (PGRST106). */
export function checkProfile(request: Request): void {
  const header = request.headers.get(isRead(request.method) ? 'Accept-Profile' : 'Content-Profile');
  if (header !== null && header !== EXPOSED_SCHEMA) {
    throw new PgrstError(406, {
      code: 'PGRST106',
      message: `Invalid schema: ${header}`,
      hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
    });
  }
}

/**
 * The first acceptable type of `Accept`: JSON (`application/json`, `*\/*`, the pgrst array and object types, with
 * `nulls=stripped`) or `text/csv`. Anything else, including `application/vnd.pgrst.plan` (hosted Supabase leaves
 * db-plan-enabled off), is 406 PGRST107.
 */
function negotiate(accept: string | null): { singular: boolean; media: Media } {
  const plain = { singular: false, media: { csv: false, stripNulls: false } };
  if (!accept) return plain;
  for (const part of accept.split(',')) {
    const [rawType = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const stripNulls = parameters.includes('nulls=stripped');
    if (rawType === SINGULAR_MEDIA_TYPE) return { singular: true, media: { csv: false, stripNulls } };
    if (rawType === ARRAY_MEDIA_TYPE) return { singular: false, media: { csv: false, stripNulls } };
    if (rawType === 'text/csv') return { singular: false, media: { csv: true, stripNulls: false } };
    if (['*/*', 'application/*', 'application/json', ''].includes(rawType)) return plain;
  }
  throw new PgrstError(406, {
    code: 'PGRST107',
    message: `None of these media types are available: ${accept}`,
  });
}

function headersAndCookies(request: Request): Pick<ApiRequest, 'headers' | 'cookies'> {
  const headers: Record<string, string> = {};
  const cookies: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (name === 'cookie') {
      for (const pair of value.split(';')) {
        const at = pair.indexOf('=');
        if (at > 0) cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
      }
    } else headers[name.toLowerCase()] = value;
  });
  return { headers, cookies };
}

/** Parses `request` for `target`; the gateway checks (URL length, API key) have already passed. */
export async function parseApiRequest(request: Request, target: Target): Promise<ApiRequest> {
  const method = request.method;
  checkProfile(request);
  const accept = request.headers.get('Accept');
  const { singular, media } = negotiate(accept);
  const preferences = parsePrefer(request.headers.get('Prefer') ?? undefined);
  const url = new URL(request.url);
  // The gateway consumes the key; PostgREST never sees it as a filter.
  url.searchParams.delete('apikey');
  const query = parseQueryParams(url.searchParams, { rpcGet: target.kind === 'rpc' && isRead(method) });
  query.media = media;
  const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
  return {
    method,
    target,
    path: target.kind === 'table' ? `/${target.name}` : `/rpc/${target.name}`,
    query,
    preferences,
    singular,
    media,
    accept,
    range: isRead(method) ? request.headers.get('Range') : null,
    authorization: request.headers.get('Authorization') ?? undefined,
    ...headersAndCookies(request),
    contentType: (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
    body: hasBody ? await request.text() : '',
  };
}
