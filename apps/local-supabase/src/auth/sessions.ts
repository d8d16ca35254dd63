import { randomInt, randomUUID } from 'node:crypto';
import type { AccessTokenClaims, Queryable } from '../context';
import { type SigningKey, signJwt } from '../keys';
import { AuthError } from './errors';
import { NIL_INSTANCE, serializeUser, type UserRow } from './users';

const REFRESH_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The legacy 12-character refresh token form GoTrue still issues by default (`^[a-z0-9]{12}$`). */
export function newRefreshToken(): string {
  let token = '';
  for (let index = 0; index < 12; index += 1) token += REFRESH_ALPHABET[randomInt(REFRESH_ALPHABET.length)];
  return token;
}

export interface TokenIssuer {
  key: SigningKey;
  issuer: string;
  expirySeconds: number;
}

const MFA_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

async function sessionAmr(db: Queryable, sessionId: string) {
  const claims = await db.query<{ authentication_method: string; updated_at: Date }>(
    'select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc',
    [sessionId],
  );
  const amr = claims.rows.map((row) => ({
    method: row.authentication_method,
    timestamp: Math.floor(new Date(row.updated_at).getTime() / 1000),
  }));
  const aal: 'aal1' | 'aal2' = amr.some((entry) => MFA_METHODS.has(entry.method)) ? 'aal2' : 'aal1';
  return { amr, aal };
}

export async function addAmrClaim(db: Queryable, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
       values ($1, $2, now(), now(), $3)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [randomUUID(), sessionId, method],
  );
}

async function insertRefreshToken(db: Queryable, user: UserRow, sessionId: string, parent: string | null) {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [NIL_INSTANCE, token, user.id, parent, sessionId],
  );
  return token;
}

/** The token response of §3.4 for a session and refresh token that already exist. */
export async function tokenResponse(
  db: Queryable,
  issuer: TokenIssuer,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const { amr, aal } = await sessionAmr(db, sessionId);
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + issuer.expirySeconds;
  const claims: AccessTokenClaims = {
    iss: issuer.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
  return {
    access_token: signJwt(issuer.key, claims),
    token_type: 'bearer',
    expires_in: issuer.expirySeconds,
    expires_at: exp,
    refresh_token: refreshToken,
    user: await serializeUser(db, user),
  };
}

/** A new session with its first amr claim and refresh token (sign-in, verify, PKCE exchange, autoconfirmed sign-up). */
export async function issueSession(
  db: Queryable,
  issuer: TokenIssuer,
  user: UserRow,
  method: string,
  client: { ip: string; userAgent?: string },
): Promise<Record<string, unknown>> {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, ip, user_agent)
       values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, user.id, client.ip, client.userAgent ?? null],
  );
  await addAmrClaim(db, sessionId, method);
  const refreshToken = await insertRefreshToken(db, user, sessionId, null);
  const updated = await db.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [
    user.id,
  ]);
  await db.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [
    user.id,
  ]);
  return tokenResponse(db, issuer, updated.rows[0] ?? user, sessionId, refreshToken);
}

/** Revokes the session's active refresh token and issues its child (MFA verify swaps tokens this way). */
export async function rotateActiveToken(db: Queryable, user: UserRow, sessionId: string): Promise<string> {
  const active = await db.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
       where session_id = $1 and revoked = false returning token`,
    [sessionId],
  );
  return insertRefreshToken(db, user, sessionId, active.rows[0]?.token ?? null);
}

interface RefreshRow {
  id: string;
  token: string;
  revoked: boolean;
  updated_at: Date;
  session_id: string | null;
  user_id: string;
}

export type RefreshOutcome =
  | { kind: 'ok'; response: Record<string, unknown> }
  /** Reuse detected: the family was revoked and that revocation must be committed before answering the error. */
  | { kind: 'reused' };

/** GoTrue's rotation with reuse detection (contract §4 refresh_token grant). Runs inside one transaction. */
export async function refreshSession(
  db: Queryable,
  issuer: TokenIssuer,
  presented: string,
  reuseIntervalSeconds: number,
): Promise<RefreshOutcome> {
  const found = await db.query<RefreshRow>(
    'select id::text, token, revoked, updated_at, session_id, user_id from auth.refresh_tokens where token = $1 for update',
    [presented],
  );
  const row = found.rows[0];
  if (!row) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const session = row.session_id
    ? (
        await db.query<{ id: string; user_id: string }>(
          'select id, user_id from auth.sessions where id = $1 for update',
          [row.session_id],
        )
      ).rows[0]
    : undefined;
  if (!session) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  const user = (await db.query<UserRow>('select * from auth.users where id = $1', [session.user_id])).rows[0];
  if (!user) throw new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
  if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
    throw new AuthError(400, 'user_banned', 'Invalid Refresh Token: User Banned');
  }
  if (row.revoked) {
    const active = (
      await db.query<{ token: string; parent: string | null }>(
        'select token, parent from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1',
        [session.id],
      )
    ).rows[0];
    if (active && active.parent === row.token) {
      return { kind: 'ok', response: await tokenResponse(db, issuer, user, session.id, active.token) };
    }
    // Every live session has exactly one active token; none left means reuse detection already revoked the family,
    // and no member of it may start a new chain, whatever its revocation time.
    if (!active) return { kind: 'reused' };
    const withinReuseWindow = Date.now() <= new Date(row.updated_at).getTime() + reuseIntervalSeconds * 1000;
    if (!withinReuseWindow) {
      // Only the still-active tokens change: the revocation times of the others are what the reuse window reads.
      await db.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false',
        [session.id],
      );
      return { kind: 'reused' };
    }
  } else {
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
  }
  const child = await insertRefreshToken(db, user, session.id, row.token);
  await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [session.id]);
  const updated = await db.query<UserRow>('update auth.users set last_sign_in_at = now() where id = $1 returning *', [
    user.id,
  ]);
  return { kind: 'ok', response: await tokenResponse(db, issuer, updated.rows[0] ?? user, session.id, child) };
}
