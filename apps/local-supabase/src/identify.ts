import type { AccessTokenClaims, BearerIdentity, Queryable } from './context';
import { type SigningKey, verifyJwt } from './keys';

/** Builds ServerContext.identify: API keys first, then our ES256 access tokens whose session still exists. */
export function createIdentify(
  db: Queryable,
  key: SigningKey,
  keys: { anonKey: string; serviceRoleKey: string },
): (token: string | undefined) => Promise<BearerIdentity> {
  return async (token) => {
    if (!token || token === keys.anonKey) return { kind: 'anon' };
    if (token === keys.serviceRoleKey) return { kind: 'service_role' };
    const checked = verifyJwt(key, token);
    if (!checked.ok) return { kind: 'invalid', reason: checked.reason, message: checked.message };
    const claims = checked.payload as AccessTokenClaims;
    if (claims.role === 'service_role') return { kind: 'service_role' };
    if (typeof claims.session_id !== 'string' || typeof claims.sub !== 'string') {
      return { kind: 'invalid', reason: 'invalid', message: 'invalid claim: missing sub or session_id claim' };
    }
    const session = await db
      .query('select 1 from auth.sessions where id = $1::uuid and user_id = $2::uuid', [claims.session_id, claims.sub])
      .catch(() => ({ rows: [] }));
    if (!session.rows.length) {
      return {
        kind: 'invalid',
        reason: 'session_not_found',
        message: 'Session from session_id claim in JWT does not exist',
      };
    }
    return { kind: 'user', claims };
  };
}
