import { DatabaseUnavailableError, isInputInternalError } from '../db/recovery';
/** PostgREST-shaped errors: `{code, details, hint, message}` with the status PostgREST gives them. */

export interface PgrstErrorBody {
  code: string;
  /** A string, or for PGRST201 the list of candidate relationships. */
  details: string | null | Array<Record<string, string>>;
  hint: string | null;
  message: string;
}

/** An error answered to the client as-is; thrown anywhere in request handling. */
export class PgrstError extends Error {
  readonly status: number;
  readonly body: PgrstErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    body: { code: string; message: string; details?: PgrstErrorBody['details']; hint?: string | null },
    headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.status = status;
    this.body = { code: body.code, details: body.details ?? null, hint: body.hint ?? null, message: body.message };
    this.headers = headers;
  }
}

/** A query-string or header that does not follow PostgREST's grammar. */
export function parseError(message: string, details: string | null = null): PgrstError {
  return new PgrstError(400, { code: 'PGRST100', message, details });
}

export function rangeNotSatisfiable(details: string): PgrstError {
  return new PgrstError(416, { code: 'PGRST103', message: 'Requested range not satisfiable', details });
}

export function invalidBody(message: string): PgrstError {
  return new PgrstError(400, { code: 'PGRST102', message });
}

export function jwtError(code: 'PGRST301' | 'PGRST303', message: string): PgrstError {
  const description = message.replace(/["\\]/g, '');
  return new PgrstError(
    401,
    { code, message },
    { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"` },
  );
}

/** The fields of a Postgres error as both PGlite and node-postgres expose them. */
interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isDriverError(error: unknown): error is DriverError & { code: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as DriverError).code === 'string' &&
    /^([0-9A-Z]{5}|PGRST)$/.test((error as DriverError).code as string)
  );
}

/** PostgREST's SQLSTATE → HTTP table (Error.hs `pgErrorStatus`). */
export function statusForSqlState(code: string, message: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '42P01') return 404;
  if (code === '42P17') return 500;
  if (code === '22023' && /^role .* does not exist/.test(message)) return 401;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '57P01') return 503;
  if (code === '53400') return 500;
  if (code.startsWith('PT') && /^PT\d{3}$/.test(code)) return Number(code.slice(2));
  const klass = code.slice(0, 2);
  if (klass === '08') return 503;
  if (klass === '53') return 503;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'XX'].includes(klass)) return 500;
  if (klass === 'P0') return 500;
  if (klass === '0L' || klass === '0P' || klass === '28') return 403;
  return 400;
}

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…,"details":…,"hint":…}', detail = '{"status":…,
 * "headers":{…}}'`: the function chooses the whole error, status and headers (PostgREST's parseRaisePGRST).
 */
function raisedPgrstError(error: DriverError): PgrstError {
  const invalid = new PgrstError(500, {
    code: 'PGRST121',
    message: "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
    details: `Invalid JSON value for the ${'message'} or ${'detail'} of the RAISE SQLSTATE 'PGRST' error`,
    hint: null,
  });
  try {
    const body = JSON.parse(String(error.message)) as Record<string, unknown>;
    const detail = JSON.parse(String(error.detail)) as { status?: unknown; headers?: unknown };
    if (typeof body.code !== 'string' || typeof body.message !== 'string') return invalid;
    if (typeof detail.status !== 'number' || detail.status < 100 || detail.status > 599) return invalid;
    const headers: Record<string, string> = {};
    if (detail.headers !== undefined) {
      if (typeof detail.headers !== 'object' || detail.headers === null) return invalid;
      for (const [name, value] of Object.entries(detail.headers)) headers[name] = String(value);
    }
    return new PgrstError(
      detail.status,
      {
        code: body.code,
        message: body.message,
        details: typeof body.details === 'string' ? body.details : null,
        hint: typeof body.hint === 'string' ? body.hint : null,
      },
      headers,
    );
  } catch {
    return invalid;
  }
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/** Converts anything thrown during a request into the error the client receives. */
export function toPgrstError(error: unknown, isAnon: boolean): PgrstError {
  if (error instanceof PgrstError) return error;
  if (error instanceof DatabaseUnavailableError) {
    // PostgREST's answer while its connection is being re-established; postgrest-js retries GETs on it.
    return new PgrstError(
      503,
      { code: 'PGRST001', message: `Database client error. Retrying the connection.`, details: error.message },
      { 'Retry-After': '1' },
    );
  }
  if (isDriverError(error) && error.code === 'PGRST') return raisedPgrstError(error);
  if (isInputInternalError(error)) {
    // Postgres's tsquery parser holds at most 32 pending operators (`!!!…`, `---…` in websearch syntax) and reports
    // more as an internal error; it is the caller's filter value that is wrong, so it is answered as a syntax error.
    return new PgrstError(400, {
      code: '42601',
      message: 'syntax error in tsquery: more than 32 operators in a row',
      details: 'tsquery stack too small',
      hint: 'Full-text search values may chain at most 32 operators (!, -, &, |, <->) before an operand.',
    });
  }
  if (isDriverError(error)) {
    const message = typeof error.message === 'string' ? error.message : 'Database error';
    const status = statusForSqlState(error.code, message, isAnon);
    const headers: Record<string, string> = {};
    if (status === 401) headers['WWW-Authenticate'] = 'Bearer';
    return new PgrstError(
      status,
      { code: error.code, message, details: textOrNull(error.detail), hint: textOrNull(error.hint) },
      headers,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PgrstError(500, { code: 'PGRST000', message: `Internal server error: ${message}` });
}
