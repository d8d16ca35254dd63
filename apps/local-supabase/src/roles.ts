import type { Queryable } from './context';

/**
 * The roles a request may run as. PostgREST connects as `authenticator` and can only `SET ROLE` to roles granted to
 * it: on Supabase `anon`, `authenticated`, `service_role` and whatever a project grants to authenticator on top. A
 * token claiming any other role (`postgres`, say) must not reach the database as that role.
 */
export const API_ROLES: ReadonlySet<string> = new Set(['anon', 'authenticated', 'service_role']);

export type RoleSwitch = 'allowed' | 'unknown' | 'not_granted';

/** Whether the authenticator may switch to `role` (unknown: no such role; not_granted: exists, not granted to it). */
export async function roleSwitch(db: Queryable, role: string): Promise<RoleSwitch> {
  if (API_ROLES.has(role)) return 'allowed';
  const { rows } = await db.query<{ granted: boolean }>(
    `select coalesce((select pg_has_role(a.oid, r.oid, 'MEMBER') from pg_roles a where a.rolname = 'authenticator'),
                     false) as granted
       from pg_roles r where r.rolname = $1`,
    [role],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  return row.granted ? 'allowed' : 'not_granted';
}
