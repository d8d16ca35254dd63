/**
 * The ApiRequest stage: a request as typed data — its target, negotiated media, preferences, query and body —
 * before anything is looked up in the schema cache. Errors of the request's own syntax are raised here.
 */
import { PgrstError } from '../errors';
import type { RestSettings } from '../settings';
import { negotiateMedia } from './media-type';
import { type Preferences, parsePrefer } from './prefer';
import { parseQueryParams } from './query-params';
import type { Media, QueryParams } from './query-types';

export interface Target {
  kind: 'table' | 'rpc';
  name: string;
}

export interface ApiRequest {
  method: string;
  target: Target;
  /** `/name` or `/rpc/name`, as PostgREST reports it in `request.path`. */
  path: string;
  /** The exposed schema the request addresses. */
  schema: string;
  /** The schema came from a profile header (or there are several to choose from): responses name it in `Content-Profile`. */
  negotiatedByProfile: boolean;
  query: QueryParams;
  preferences: Preferences;
  /** `Accept: application/vnd.pgrst.object+json`: exactly one row, as an object. */
  singular: boolean;
  media: Media;
  /** The raw `Accept` header, quoted in media-type errors. */
  accept: string | null;
  /** The `Range` header of a GET (PostgREST ignores it on every other method, as RFC 9110 says). */
  range: string | null;
  /** Request headers (lower-case names) and cookies, exposed to SQL as `request.headers` / `request.cookies`. */
  headers: Record<string, string>;
  cookies: Record<string, string>;
  /** The media type of the body (`application/json`, `text/csv`, …), lower-case, without parameters. */
  contentType: string;
  /** The raw body of a POST, PATCH or PUT; empty otherwise. */
  body: string;
}

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * The schema a request addresses (PostgREST's getSchema): `Accept-Profile` for GET and HEAD (and OPTIONS), else
 * `Content-Profile`; it must be one of the exposed schemas (406 PGRST106). Without one, the first exposed schema.
 */
export function negotiateSchema(request: Request, schemas: string[]): { schema: string; negotiatedByProfile: boolean } {
  const writes = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(request.method);
  const profile = request.headers.get(writes ? 'Content-Profile' : 'Accept-Profile');
  const [fallback = 'public'] = schemas;
  if (profile === null) return { schema: fallback, negotiatedByProfile: schemas.length !== 1 };
  if (!schemas.includes(profile)) {
    throw new PgrstError(406, {
      code: 'PGRST106',
      message: `Invalid schema: ${profile}`,
      hint: `Only the following schemas are exposed: ${schemas.join(', ')}`,
    });
  }
  return { schema: profile, negotiatedByProfile: true };
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
export async function parseApiRequest(request: Request, target: Target, settings: RestSettings): Promise<ApiRequest> {
  const method = request.method;
  const { schema, negotiatedByProfile } = negotiateSchema(request, settings.schemas);
  const accept = request.headers.get('Accept');
  const { singular, media } = negotiateMedia(accept);
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
    schema,
    negotiatedByProfile,
    query,
    preferences,
    singular,
    media,
    accept,
    range: method === 'GET' ? request.headers.get('Range') : null,
    ...headersAndCookies(request),
    contentType: (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
    body: hasBody ? await request.text() : '',
  };
}
