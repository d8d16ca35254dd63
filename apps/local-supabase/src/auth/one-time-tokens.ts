import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../context';
import { type EmailKind, renderEmail } from './emails';
import { emailFrequencyLimit } from './errors';
import type { PkceParams } from './pkce';
import { redirectTarget } from './redirect';
import type { AuthServer } from './shared';
import type { UserRow } from './users';

export type TokenType =
  | 'confirmation_token'
  | 'recovery_token'
  | 'email_change_token_new'
  | 'email_change_token_current'
  | 'reauthentication_token';

/** GoTrue's token hash: hex(sha224(email_or_phone + otp)). */
export const tokenHash = (emailOrPhone: string, otp: string) =>
  createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export const verifyLink = ({ config }: AuthServer, hash: string, type: string, redirect: string) =>
  `${config.apiUrl}/auth/v1/verify?token=${hash}&type=${type}&redirect_to=${encodeURIComponent(redirect)}`;

const sentAtColumn: Record<EmailKind, keyof UserRow> = {
  signup: 'confirmation_sent_at',
  invite: 'invited_at',
  recovery: 'recovery_sent_at',
  magiclink: 'recovery_sent_at',
  email_change: 'email_change_sent_at',
  reauthentication: 'reauthentication_sent_at',
};

/** One email of a kind per address per SMTP_MAX_FREQUENCY seconds. */
export function assertEmailFrequency({ settings }: AuthServer, user: UserRow, kind: EmailKind): void {
  const sentAt = user[sentAtColumn[kind]] as Date | null;
  if (!sentAt || settings.emailFrequencySeconds <= 0) return;
  const waitMs = new Date(sentAt).getTime() + settings.emailFrequencySeconds * 1000 - Date.now();
  if (waitMs > 0) throw emailFrequencyLimit(Math.ceil(waitMs / 1000));
}

const quietSends = new WeakMap<AuthServer, Map<string, number>>();

/**
 * Where a request sends no email (an unknown address, or a sign-up of an address that is already confirmed), the
 * one-email-per-SMTP_MAX_FREQUENCY rule still applies to the address as if one had gone out: otherwise a second
 * request within the minute answers 429 for a registered address and 200 for an unknown one, telling them apart.
 */
export function assertQuietEmailFrequency(auth: AuthServer, address: string, kind: EmailKind): void {
  const seconds = auth.settings.emailFrequencySeconds;
  if (seconds <= 0) return;
  let sends = quietSends.get(auth);
  if (!sends) {
    sends = new Map();
    quietSends.set(auth, sends);
  }
  const now = Date.now();
  const key = `${kind}:${address.trim().toLowerCase()}`;
  const last = sends.get(key);
  const waitMs = last === undefined ? 0 : last + seconds * 1000 - now;
  if (waitMs > 0) throw emailFrequencyLimit(Math.ceil(waitMs / 1000));
  // Bounded: entries past the window go before a new one is kept.
  if (sends.size > 10_000) for (const [k, at] of sends) if (at + seconds * 1000 <= now) sends.delete(k);
  if (sends.size <= 100_000) sends.set(key, now);
}

export async function saveOneTimeToken(
  tx: Queryable,
  user: UserRow,
  type: TokenType,
  hash: string,
  relatesTo: string,
): Promise<void> {
  await tx.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
       values ($1, $2, $3, $4, lower($5), now(), now())
     on conflict (user_id, token_type) do update set token_hash = excluded.token_hash,
       relates_to = excluded.relates_to, updated_at = now()`,
    [randomUUID(), user.id, type, hash, relatesTo],
  );
}

/**
 * Stores a fresh OTP for `kind`, (PKCE) a flow state, and sends the email; returns the token hash. Runs after the caller's own checks so
 * the per-address frequency limit applies to every email kind alike.
 */
export async function sendOtpEmail(
  auth: AuthServer,
  tx: Queryable,
  user: UserRow,
  kind: 'signup' | 'recovery' | 'magiclink',
  redirectTo: string | undefined,
  pkce: PkceParams | undefined,
): Promise<string> {
  assertEmailFrequency(auth, user, kind);
  const email = user.email ?? '';
  const otp = newOtp();
  const hash = (pkce ? 'pkce_' : '') + tokenHash(email, otp);
  const column = kind === 'signup' ? 'confirmation' : 'recovery';
  await tx.query(
    `update auth.users set ${column}_token = $2, ${column}_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, hash],
  );
  await saveOneTimeToken(tx, user, kind === 'signup' ? 'confirmation_token' : 'recovery_token', hash, email);
  if (pkce) {
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'email', $6, now(), now())`,
      [randomUUID(), user.id, randomUUID(), pkce.method, pkce.challenge, kind === 'signup' ? 'email/signup' : kind],
    );
  }
  const redirect = redirectTarget(auth, redirectTo);
  await auth.sendMail({
    from: auth.settings.smtpSender,
    to: email,
    ...renderEmail(kind, otp, verifyLink(auth, hash, kind, redirect)),
  });
  return hash;
}
