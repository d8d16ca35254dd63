/**
 * Who is asking: the role and claims PostgREST derives from the `Authorization` bearer token, and the settings
 * that follow from the role.
 */
import type { BearerIdentity, ServerContext } from '../context';
import { roleSwitch } from '../roles';
import { jwtError, PgrstError } from './errors';
import { claimAt, type RestSettings } from './settings';

export interface Caller {
  role: string;
  claims: Record<string, unknown>;
  isAnon: boolean;
}

function bearerToken(authorization: string | undefined): string | undefined | null {
  if (authorization === undefined) return undefined;
  const match = /^bearer(?:\s+(.*))?$/i.exec(authorization.trim());
  if (!match) return undefined;
  const token = (match[1] ?? '').trim();
  return token === '' ? null : token;
}

/** PostgREST's leeway for `nbf` and `iat` against clock skew between the token's issuer and the server. */
const ALLOWED_SKEW_SECONDS = 30;

/**
 * PostgREST's claim checks beyond signature and expiry (Auth/Jwt.hs): `nbf` and `iat` not in the future, and `aud`
 * a string or an array of strings that, when `PGRST_JWT_AUD` is set, contains it (an empty array always passes).
 */
function checkClaims(claims: Record<string, unknown>, audience: string | null, now = Date.now() / 1000): void {
  const time = (name: 'nbf' | 'iat', message: string) => {
    const value = claims[name];
    if (value === undefined || value === null) return;
    if (typeof value !== 'number') throw jwtError('PGRST303', `The JWT '${name}' claim must be a number`);
    if (Math.floor(value) > Math.floor(now) + ALLOWED_SKEW_SECONDS) throw jwtError('PGRST303', message);
  };
  time('nbf', 'JWT not yet valid');
  time('iat', 'JWT issued at future');
  const aud = claims.aud;
  if (aud === undefined || aud === null) return;
  const audiences = typeof aud === 'string' ? [aud] : aud;
  if (!Array.isArray(audiences) || audiences.some((entry) => typeof entry !== 'string'))
    throw jwtError('PGRST303', "The JWT 'aud' claim must be a string or an array of strings");
  if (audience !== null && audiences.length > 0 && !audiences.includes(audience))
    throw jwtError('PGRST303', 'JWT not in audience');
}

/** The role at the configured claim path; no role there means the anonymous role, as PostgREST. */
function claimedRole(claims: Record<string, unknown>, settings: RestSettings): string {
  const value = claimAt(claims, settings.roleClaimPath);
  if (value === undefined || value === null || value === '') return 'anon';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export async function resolveCaller(
  ctx: ServerContext,
  authorization: string | undefined,
  settings: RestSettings,
): Promise<Caller> {
  const token = bearerToken(authorization);
  if (token === null) throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const identity: BearerIdentity = token === undefined ? { kind: 'anon' } : await ctx.identify(token);
  switch (identity.kind) {
    case 'anon':
      return { role: 'anon', claims: { role: 'anon' }, isAnon: true };
    case 'service_role':
      return { role: 'service_role', claims: { role: 'service_role' }, isAnon: false };
    case 'user': {
      const claims = identity.claims as unknown as Record<string, unknown>;
      checkClaims(claims, settings.jwtAudience);
      const role = claimedRole(claims, settings);
      await assertSwitchableRole(ctx, role);
      return { role, claims: { ...claims, role }, isAnon: role === 'anon' };
    }
    case 'invalid':
      if (identity.reason === 'expired') throw jwtError('PGRST303', 'JWT expired');
      if (identity.reason === 'session_not_found') throw jwtError('PGRST301', 'JWT session not found or signed out');
      throw jwtError('PGRST301', identity.message || 'JWT cryptographic operation failed');
  }
}

/**
 * As PostgREST (v13) answers a token whose role its authenticator cannot switch to: a role that does not exist is
 * 401 `22023`, one that exists but is not granted to authenticator 403 `42501` (Postgres's own errors for SET ROLE).
 */
async function assertSwitchableRole(ctx: ServerContext, role: string): Promise<void> {
  const outcome = await roleSwitch(ctx.db, role);
  if (outcome === 'unknown') {
    throw new PgrstError(401, { code: '22023', details: null, hint: null, message: `role "${role}" does not exist` });
  }
  if (outcome === 'not_granted') {
    throw new PgrstError(403, {
      code: '42501',
      details: null,
      hint: null,
      message: `permission denied to set role "${role}"`,
    });
  }
}

/**
 * Supabase's per-role statement timeouts: `anon` 3 s, `authenticated` 8 s, and the 8 s of the `authenticator`
 * login role for everyone else (service_role has none of its own). PGlite cannot interrupt a running statement
 * (no timer signals in WASM), so there the bound holds only on a real Postgres.
 */
const STATEMENT_TIMEOUTS: Record<string, string> = { anon: '3s', authenticated: '8s' };
const DEFAULT_STATEMENT_TIMEOUT = '8s';

export function statementTimeout(role: string): string {
  return STATEMENT_TIMEOUTS[role] ?? DEFAULT_STATEMENT_TIMEOUT;
}
