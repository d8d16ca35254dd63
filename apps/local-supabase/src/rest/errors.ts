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
  /** A reason phrase other than the status's usual one (`status_text` of a `RAISE SQLSTATE 'PGRST'`). */
  readonly statusText: string | undefined;

  constructor(
    status: number,
    body: { code: string; message: string; details?: PgrstErrorBody['details']; hint?: string | null },
    headers: Record<string, string> = {},
    statusText?: string,
  ) {
    super(body.message);
    this.status = status;
    this.body = { code: body.code, details: body.details ?? null, hint: body.hint ?? null, message: body.message };
    this.headers = headers;
    this.statusText = statusText;
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

/** PostgREST's PGRST121 for a `RAISE SQLSTATE 'PGRST'` whose MESSAGE or DETAIL it cannot read. */
function raiseParseError(details: string, part: 'MESSAGE' | 'DETAIL'): PgrstError {
  return new PgrstError(500, {
    code: 'PGRST121',
    message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
    details,
    hint:
      part === 'MESSAGE'
        ? "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'."
        : "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isObject(value) ? value : null;
  } catch {
    return null;
  }
}

const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…,"details":…,"hint":…}', detail = '{"status":…,
 * "status_text":…,"headers":{…}}'`: the function chooses the whole error, status and headers (PostgREST's
 * parseRaisePGRST). `code`, `message`, `status` and `headers` are required.
 */
function raisedPgrstError(error: DriverError): PgrstError {
  const messageText = String(error.message ?? '');
  const body = parseObject(messageText);
  if (
    !body ||
    typeof body.code !== 'string' ||
    typeof body.message !== 'string' ||
    !optionalText(body.details) ||
    !optionalText(body.hint)
  )
    return raiseParseError(`Invalid JSON value for MESSAGE: '${messageText}'`, 'MESSAGE');
  if (typeof error.detail !== 'string' || error.detail === '')
    return raiseParseError('DETAIL is missing in the RAISE statement', 'DETAIL');
  const detail = parseObject(error.detail);
  const headers = detail?.headers;
  if (
    !detail ||
    typeof detail.status !== 'number' ||
    !Number.isInteger(detail.status) ||
    !optionalText(detail.status_text) ||
    !isObject(headers) ||
    Object.values(headers).some((value) => typeof value !== 'string')
  )
    return raiseParseError(`Invalid JSON value for DETAIL: '${error.detail}'`, 'DETAIL');
  // A Response cannot carry a status outside 200–599; PostgREST would send it, here it is a server error.
  const status = detail.status >= 200 && detail.status <= 599 ? detail.status : 500;
  return new PgrstError(
    status,
    {
      code: body.code,
      message: body.message,
      details: typeof body.details === 'string' ? body.details : null,
      hint: typeof body.hint === 'string' ? body.hint : null,
    },
    headers as Record<string, string>,
    typeof detail.status_text === 'string' ? detail.status_text : undefined,
  );
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
