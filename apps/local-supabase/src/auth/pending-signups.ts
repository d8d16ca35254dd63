import type { Queryable } from '../context';
import type { UserRow } from './users';

/**
 * The sign-up of an address nobody has proven yet (ADR 0011). Hosted GoTrue keeps whatever the first sign-up chose, so
 * whoever registers someone else's address first keeps a password on the account once its owner confirms it; keeping
 * the latest instead hands the account to whoever signs up after the owner. Here every sign-up (or OTP sign-up) of an
 * unconfirmed address keeps its own password and metadata under the token of the mail it sent, each mail stays valid
 * until it expires or the address is proven, and proving the address from one mail applies exactly that sign-up's
 * choices and voids every other.
 */
export interface PendingSignup {
  token_hash: string;
  user_id: string;
  encrypted_password: string;
  raw_user_meta_data: Record<string, unknown>;
  created_at: Date;
}

export async function recordPendingSignup(
  tx: Queryable,
  user: UserRow,
  tokenHash: string,
  encryptedPassword: string,
  metadata: Record<string, unknown>,
  expirySeconds: number,
): Promise<void> {
  // Earlier sign-ups keep their own mails' tokens (an attacker's later sign-up must not void the owner's link); only
  // expired ones go. The per-address mail frequency limit and the expiry bound how many can wait.
  await tx.query(
    `delete from auth.pending_signups where user_id = $1 and token_hash <> $2
       and created_at < now() - make_interval(secs => $3::double precision)`,
    [user.id, tokenHash, expirySeconds],
  );
  await tx.query(
    `insert into auth.pending_signups (token_hash, user_id, encrypted_password, raw_user_meta_data, created_at)
       values ($1, $2, $3, $4, now())
     on conflict (token_hash) do update set user_id = excluded.user_id,
       encrypted_password = excluded.encrypted_password, raw_user_meta_data = excluded.raw_user_meta_data,
       created_at = now()`,
    [tokenHash, user.id, encryptedPassword, metadata],
  );
}

/**
 * A resent confirmation replaces the sign-up's code (as GoTrue's resend does) when one sign-up waits: its choices move
 * to the new mail. Anyone may ask for a resend, so with several sign-ups waiting nobody can tell whose it is: the new
 * mail then carries no sign-up's choices (it proves the address with no password, like a magic link) and each
 * sign-up's own mail still confirms that sign-up.
 */
export async function resendPendingSignup(tx: Queryable, user: UserRow, tokenHash: string): Promise<void> {
  await tx.query(
    `update auth.pending_signups set token_hash = $2, created_at = now()
       where user_id = $1 and (select count(*) from auth.pending_signups where user_id = $1) = 1`,
    [user.id, tokenHash],
  );
}

/** Whether a self-service sign-up of this account still waits for the address to be proven. */
export async function hasPendingSignups(tx: Queryable, userId: string): Promise<boolean> {
  return (await tx.query('select 1 from auth.pending_signups where user_id = $1 limit 1', [userId])).rows.length > 0;
}

/** The unconfirmed sign-up one of `hashes` belongs to (an emailed link's hash, or an email + code's two hashes). */
export async function findPendingSignup(
  tx: Queryable,
  hashes: string[],
  email?: string,
): Promise<PendingSignup | undefined> {
  return (
    await tx.query<PendingSignup>(
      `select p.* from auth.pending_signups p join auth.users u on u.id = p.user_id
         where p.token_hash = any($1::text[]) and u.email_confirmed_at is null
           ${email === undefined ? '' : 'and lower(u.email) = lower($2)'}
         order by p.created_at desc limit 1`,
      email === undefined ? [hashes] : [hashes, email],
    )
  ).rows[0];
}

/**
 * Called in the transaction that first proves the address: nothing an unproven sign-up chose survives. With the
 * proving sign-up's record, its password and metadata replace the stored ones; with none (a magic link or recovery
 * proved it), the password is cleared and the metadata keeps only the identity fields. Every other pending sign-up
 * and every existing session of the account is dropped. Runs before `email_confirmed_at` is set, so the schema's
 * confirmation trigger sees the final metadata.
 */
export async function discardUnprovenChoices(
  tx: Queryable,
  user: UserRow,
  proving: PendingSignup | undefined,
): Promise<void> {
  const identity = {
    sub: user.id,
    email: user.email ?? '',
    email_verified: false,
    phone_verified: false,
  };
  const metadata = { ...(proving?.raw_user_meta_data ?? {}), ...identity };
  await tx.query(
    'update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1',
    [user.id, proving?.encrypted_password ?? '', metadata],
  );
  await tx.query('delete from auth.pending_signups where user_id = $1', [user.id]);
  await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
}
