import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AuthSettings } from '../config';
import { verifyJwt } from '../keys';
import { AuthError, badJwt, noAuthorization, requestRateLimit, userBanned, userNotAllowed } from './errors';
import { type AuthEnv, type AuthServer, isBanned, UUID } from './shared';
import type { UserRow } from './users';

type Next = () => Promise<void>;

/** The socket's address, IPv4-mapped IPv6 folded to IPv4 so limits and MFA IP checks agree across listeners. */
export function clientIp(c: Context): string {
  try {
    return (getConnInfo(c).remote.address ?? '127.0.0.1').replace(/^::ffff:/, '');
  } catch {
    return '127.0.0.1';
  }
}

/** IP and user agent recorded on a new session. */
export const clientInfo = (c: Context) => ({ ip: clientIp(c), userAgent: c.req.header('user-agent') });

/** Per-IP limit of one group (README "Behaviour and environment"). */
export const limit =
  (auth: AuthServer, group: keyof AuthSettings['rateLimits']) =>
  async (c: Context, next: Next): Promise<void> => {
    if (!auth.limiter.hit(`${group}:${clientIp(c)}`, auth.settings.rateLimits[group])) throw requestRateLimit();
    await next();
  };

/** GoTrue's authentication middleware (contract §2.4): a live user session's access token. */
export const requireUser =
  (auth: AuthServer) =>
  async (c: Context<AuthEnv>, next: Next): Promise<void> => {
    const { config, db, key } = auth;
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw noAuthorization();
    const token = match[1];
    if (token === config.anonKey || token === config.serviceRoleKey) throw badJwt('invalid claim: missing sub claim');
    const checked = verifyJwt(key, token);
    if (!checked.ok) throw badJwt(checked.message);
    const sub = checked.payload.sub;
    if (typeof sub !== 'string' || !sub) throw badJwt('invalid claim: missing sub claim');
    if (!UUID.test(sub)) throw badJwt('invalid claim: sub claim must be a UUID', 400);
    const sessionId = checked.payload.session_id;
    // User and session in one round trip: this runs on every authenticated call.
    const found = (
      await db.query<UserRow & { live_session_id: string | null }>(
        `select u.*, s.id as live_session_id from auth.users u
           left join auth.sessions s on s.id = $2::uuid and s.user_id = u.id
         where u.id = $1`,
        [sub, typeof sessionId === 'string' && UUID.test(sessionId) ? sessionId : null],
      )
    ).rows[0];
    if (!found) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const { live_session_id: liveSessionId, ...user } = found;
    if (!liveSessionId) {
      throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    }
    if (isBanned(user)) throw userBanned();
    const aal = checked.payload.aal === 'aal2' ? 'aal2' : 'aal1';
    c.set('caller', { user, sessionId: liveSessionId, aal });
    await next();
  };

/** Roles GoTrue treats as admin (GOTRUE_JWT_ADMIN_ROLES default). */
const ADMIN_ROLES = new Set(['service_role', 'supabase_admin']);

/**
 * GoTrue's `requireAdminCredentials`: the service-role key (which the hosted gateway turns into a service_role JWT)
 * or a JWT of ours whose role is an admin role. The anon key and user tokens are `not_admin`.
 */
export const requireAdmin =
  ({ config, db, key }: AuthServer) =>
  async (c: Context, next: Next): Promise<void> => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1]) throw noAuthorization();
    const token = match[1];
    if (token === config.serviceRoleKey) return next();
    if (token === config.anonKey) throw userNotAllowed();
    const checked = verifyJwt(key, token);
    if (!checked.ok) throw badJwt(checked.message);
    const { role, session_id: sessionId } = checked.payload;
    if (typeof sessionId === 'string' && UUID.test(sessionId) && sessionId !== '00000000-0000-0000-0000-000000000000') {
      const live = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
      if (!live.rows.length) {
        throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      }
    }
    if (typeof role !== 'string' || !ADMIN_ROLES.has(role)) throw userNotAllowed();
    await next();
  };
