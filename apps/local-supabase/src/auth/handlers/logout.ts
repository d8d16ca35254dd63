import type { Context } from 'hono';
import { validation } from '../errors';
import type { AuthEnv, AuthServer } from '../shared';

/** POST /logout?scope=global|local|others */
export async function logout({ db }: AuthServer, c: Context<AuthEnv>) {
  const scope = c.req.query('scope') ?? 'global';
  const { user, sessionId } = c.get('caller');
  if (scope === 'global' || scope === '') {
    await db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  } else {
    throw validation(`Unsupported logout scope "${scope}"`);
  }
  return c.body(null, 204);
}
