import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error GoTrue would answer with `{code, message}` (2024-01-01 API) or `{code, error_code, msg}` (legacy). */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const API_VERSION = '2024-01-01';

/** GoTrue treats any parseable date ≥ 2024-01-01 as that version; anything else is the legacy (initial) shape. */
export function requestsVersionedErrors(header: string | undefined): boolean {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  const date = Date.parse(`${header}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${API_VERSION}T00:00:00Z`);
}

export function errorResponse(c: Context, error: AuthError): Response {
  c.header('x-sb-error-code', error.code);
  if (requestsVersionedErrors(c.req.header('x-supabase-api-version'))) {
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  return c.json({ code: error.status, error_code: error.code, msg: error.message, ...error.extra }, error.status);
}

export const unexpectedFailure = () =>
  new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
export const validation = (message: string, status: ContentfulStatusCode = 400) =>
  new AuthError(status, 'validation_failed', message);
