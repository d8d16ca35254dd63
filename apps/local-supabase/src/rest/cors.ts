/**
 * PostgREST's CORS policy for `/rest/v1` (its Cors module over wai-cors): nothing without an `Origin`; any origin
 * answered `*` when no origins are configured; a configured origin echoed with credentials; any other origin gets no
 * CORS headers at all (the request still runs). No `Vary: Origin`, as PostgREST.
 */
import type { MiddlewareHandler } from 'hono';

/** wai-cors adds the simple methods (GET, HEAD, POST) to PostgREST's list, in this order. */
const ALLOWED_METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'];
/** The simple request headers wai-cors always allows (Content-Type excepted). */
const SIMPLE_HEADERS = ['Accept', 'Accept-Language', 'Content-Language'];
const EXPOSED_HEADERS = [
  'Content-Encoding',
  'Content-Location',
  'Content-Range',
  'Content-Type',
  'Date',
  'Location',
  'Server',
  'Transfer-Encoding',
  'Range-Unit',
].join(', ');
const MAX_AGE_SECONDS = '86400';
/** RFC 2616 token characters: what wai-cors accepts as a header name in `Access-Control-Request-Headers`. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * The `Access-Control-Allow-Headers` answer: `Authorization` and the requested names, then the simple headers not
 * already named (case-insensitively). Null when the list is not one wai-cors can parse: no CORS answer then.
 */
function allowedHeaders(requested: string): string | null {
  const names = requested.split(',').map((name) => name.trim());
  const listed = names.filter((name) => name !== '');
  if (listed.length > 0 && !listed.every((name) => HEADER_NAME.test(name))) return null;
  const allowed = ['Authorization', ...names];
  const lower = new Set(allowed.map((name) => name.toLowerCase()));
  return [...allowed, ...SIMPLE_HEADERS.filter((name) => !lower.has(name.toLowerCase()))].join(', ');
}

export function postgrestCors(allowedOrigins: string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('Origin');
    if (origin === undefined) return next();
    const anyOrigin = allowedOrigins.length === 0;
    // A disallowed origin is not refused: the request runs, only without CORS headers (the browser then blocks it).
    if (!anyOrigin && !allowedOrigins.includes(origin)) return next();
    const common: Record<string, string> = anyOrigin
      ? { 'Access-Control-Allow-Origin': '*' }
      : { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' };
    if (c.req.method === 'OPTIONS') {
      const method = c.req.header('Access-Control-Request-Method');
      // Not a preflight wai-cors can answer: PostgREST's own OPTIONS answer (Allow) goes out instead.
      if (method === undefined || !ALLOWED_METHODS.includes(method)) return next();
      const requestedHeaders = c.req.header('Access-Control-Request-Headers');
      const headers = requestedHeaders === undefined ? undefined : allowedHeaders(requestedHeaders);
      if (headers === null) return next();
      return new Response(null, {
        status: 200,
        headers: {
          ...common,
          'Access-Control-Allow-Methods': ALLOWED_METHODS.join(', '),
          ...(headers === undefined ? {} : { 'Access-Control-Allow-Headers': headers }),
          'Access-Control-Max-Age': MAX_AGE_SECONDS,
        },
      });
    }
    await next();
    for (const [name, value] of Object.entries(common)) c.res.headers.set(name, value);
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  };
}
