/**
 * Who is asking: the role and claims PostgREST derives from the `Authorization` bearer token, and the settings
 * that follow from the role.
 */
import type { BearerIdentity, ServerContext } from '../context';
import { roleSwitch } from '../roles';
import { jwtError, PgrstError } from './errors';

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

export async function resolveCaller(ctx: ServerContext, authorization: string | undefined): Promise<Caller> {
  const token = bearerToken(authorization);
  if (token === null) throw jwtError('PGRST301', 'Empty JWT is sent in Authorization header');
  const identity: BearerIdentity = token === undefined ? { kind: 'anon' } : await ctx.identify(token);
  switch (identity.kind) {
    case 'anon':
      return { role: 'anon', claims: { role: 'anon' }, isAnon: true };
    case 'service_role':
      return { role: 'service_role', claims: { role: 'service_role' }, isAnon: false };
    case 'user': {
      const role =
        typeof identity.claims.role === 'string' && identity.claims.role !== '' ? identity.claims.role : 'anon';
      await assertSwitchableRole(ctx, role);
      return { role, claims: { ...identity.claims, role }, isAnon: role === 'anon' };
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
