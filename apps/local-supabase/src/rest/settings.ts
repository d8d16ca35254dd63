/**
 * PostgREST settings a Supabase project can change, read from the same `PGRST_*` variables PostgREST reads, with
 * hosted Supabase's defaults. A value PostgREST would refuse at start-up stops this server at start-up too.
 */
import type { Env } from '../config';

/** One step of a role-claim path: an object key or an array index. */
export type ClaimPathStep = string | number;

export interface RestSettings {
  /**
   * `PGRST_DB_SCHEMAS` (Supabase's `[api] schemas`): the exposed schemas, the first the default; others are chosen
   * with `Accept-Profile` (reads) or `Content-Profile` (writes).
   */
  schemas: string[];
  /** `PGRST_DB_EXTRA_SEARCH_PATH` (`[api] extra_search_path`): appended to the request schema in `search_path`. */
  extraSearchPath: string[];
  /** `PGRST_JWT_AUD`: when set, a token whose `aud` does not contain it is 401 PGRST303 "JWT not in audience". */
  jwtAudience: string | null;
  /** `PGRST_JWT_ROLE_CLAIM_KEY` (default `.role`): where in the claims the database role is. */
  roleClaimPath: ClaimPathStep[];
  /** `PGRST_DB_PRE_REQUEST`: a function (`schema.name` or `name`) called before every request's main statement. */
  preRequest: { schema: string | null; name: string } | null;
  /** `PGRST_SERVER_TIMING_ENABLED`: a `Server-Timing` header with the duration of each stage. */
  serverTiming: boolean;
  /**
   * `PGRST_SERVER_CORS_ALLOWED_ORIGINS`: the origins whose browser requests get CORS headers (echoed, with
   * credentials); empty, as on hosted Supabase, allows any origin with `Access-Control-Allow-Origin: *`.
   */
  corsAllowedOrigins: string[];
}

export const DEFAULT_REST_SETTINGS: RestSettings = {
  schemas: ['public'],
  extraSearchPath: ['public', 'extensions'],
  jwtAudience: null,
  roleClaimPath: ['role'],
  preRequest: null,
  serverTiming: false,
  corsAllowedOrigins: [],
};

/**
 * PostgREST's JSPath subset for the role claim: `.key`, `."quoted key"` and `[index]` steps, e.g.
 * `.app_metadata.roles[0]` or `."https://example.com/role"`.
 */
export function parseClaimPath(text: string): ClaimPathStep[] {
  const steps: ClaimPathStep[] = [];
  const pattern = /\.(?:"((?:[^"\\]|\\.)*)"|([A-Za-z0-9_$-]+))|\[(\d+)\]/y;
  let position = 0;
  while (position < text.length) {
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match) throw new Error(`PGRST_JWT_ROLE_CLAIM_KEY: invalid JSPath at character ${position + 1}: ${text}`);
    if (match[3] !== undefined) steps.push(Number(match[3]));
    else steps.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] as string));
    position = pattern.lastIndex;
  }
  if (steps.length === 0) throw new Error('PGRST_JWT_ROLE_CLAIM_KEY: empty JSPath');
  return steps;
}

/** The value at `path` inside `claims`, or undefined. */
export function claimAt(claims: unknown, path: ClaimPathStep[]): unknown {
  let value = claims;
  for (const step of path) {
    if (typeof step === 'number') value = Array.isArray(value) ? value[step] : undefined;
    else
      value =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? (value as Record<string, unknown>)[step]
          : undefined;
    if (value === undefined) return undefined;
  }
  return value;
}

function parseFunctionName(text: string): { schema: string | null; name: string } {
  const parts = text.split('.').map((part) => part.trim().replace(/^"(.*)"$/, '$1'));
  if (parts.length > 2 || parts.some((part) => part === ''))
    throw new Error(`PGRST_DB_PRE_REQUEST: expected "schema.function" or "function", got "${text}"`);
  return parts.length === 2
    ? { schema: parts[0] as string, name: parts[1] as string }
    : { schema: null, name: parts[0] as string };
}

function flag(env: Env, name: string): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return false;
  if (['true', 'on', 'yes', '1'].includes(value)) return true;
  if (['false', 'off', 'no', '0'].includes(value)) return false;
  throw new Error(`${name}: expected true or false, got "${env[name]}"`);
}

/** A comma-separated list, as PostgREST reads db-schemas; undefined when the variable is unset. */
function list(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function readRestSettings(env: Env): RestSettings {
  const audience = env.PGRST_JWT_AUD?.trim();
  const roleKey = env.PGRST_JWT_ROLE_CLAIM_KEY?.trim();
  const preRequest = env.PGRST_DB_PRE_REQUEST?.trim();
  const schemas = list(env.PGRST_DB_SCHEMAS);
  const extraSearchPath = list(env.PGRST_DB_EXTRA_SEARCH_PATH);
  return {
    schemas: schemas && schemas.length > 0 ? schemas : DEFAULT_REST_SETTINGS.schemas,
    extraSearchPath: extraSearchPath ?? DEFAULT_REST_SETTINGS.extraSearchPath,
    jwtAudience: audience ? audience : null,
    roleClaimPath: roleKey ? parseClaimPath(roleKey) : DEFAULT_REST_SETTINGS.roleClaimPath,
    preRequest: preRequest ? parseFunctionName(preRequest) : null,
    serverTiming: flag(env, 'PGRST_SERVER_TIMING_ENABLED'),
    // As PostgREST: unset or empty allows any origin; otherwise each comma-separated entry, trimmed.
    corsAllowedOrigins: env.PGRST_SERVER_CORS_ALLOWED_ORIGINS?.trim()
      ? env.PGRST_SERVER_CORS_ALLOWED_ORIGINS.split(',').map((origin) => origin.trim())
      : [],
  };
}
