import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../context';
import { hashPassword } from './passwords';
import { NIL_INSTANCE, type UserRow } from './users';

export interface NewUser {
  /** A caller-chosen id (admin API); default a random UUID. */
  id?: string;
  /** Lower-cased, already validated. At least one of email and phone. */
  email?: string;
  /** E.164 digits without `+`, already validated. */
  phone?: string;
  /** Plain text; absent ⇒ a random one nobody knows (OTP sign-up, admin create), as GoTrue does. */
  password?: string;
  /** An existing bcrypt hash (admin `password_hash`), stored as given. */
  passwordHash?: string;
  /** No password at all (invited users set theirs after accepting). */
  withoutPassword?: boolean;
  /** Caller-supplied metadata. */
  userMetadata?: Record<string, unknown>;
  /**
   * Sign-up copies the identity's keys (`sub`, `email`, `*_verified`) into user_metadata, where they win over the
   * caller's; the admin API and invites store the caller's metadata as given.
   */
  identityInMetadata?: boolean;
  /** Merged over `{provider, providers}`; `null` values delete keys. */
  appMetadata?: Record<string, unknown>;
  emailConfirmed: boolean;
  phoneConfirmed?: boolean;
  role?: string;
  bannedUntil?: Date | null;
  invited?: boolean;
  /** An anonymous sign-in: no email, phone, password, identity or provider (GoTrue's empty app_metadata). */
  anonymous?: boolean;
}

/** Applies a GoTrue metadata update: keys are set, `null` deletes a key. */
export function mergeMetadata(
  current: Record<string, unknown> | null | undefined,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [field, value] of Object.entries(updates)) {
    if (value === null) delete merged[field];
    else merged[field] = value;
  }
  return merged;
}

/** Inserts a user and its email/phone identities: the one path by which sign-up, OTP, invites and the admin API create users. */
export async function createUser(tx: Queryable, input: NewUser): Promise<UserRow> {
  return (await insertUser(tx, input, false)) as UserRow;
}

/**
 * Like createUser, but answers undefined when the email address is already registered instead of failing. The
 * insert waits for a concurrent sign-up of the same address to commit (`on conflict … do nothing`), so on a real
 * Postgres simultaneous self-service sign-ups create one user and the others see it as an existing user.
 */
export function createUserUnlessEmailTaken(tx: Queryable, input: NewUser): Promise<UserRow | undefined> {
  return insertUser(tx, input, true);
}

async function insertUser(tx: Queryable, input: NewUser, unlessEmailTaken: boolean): Promise<UserRow | undefined> {
  const id = input.id ?? randomUUID();
  const providers = [...(input.email ? ['email'] : []), ...(input.phone ? ['phone'] : [])];
  const emailIdentity = {
    sub: id,
    email: input.email,
    email_verified: input.emailConfirmed,
    phone_verified: false,
  };
  const phoneIdentity = { sub: id, phone: input.phone, email_verified: false, phone_verified: !!input.phoneConfirmed };
  const encrypted = input.withoutPassword
    ? ''
    : (input.passwordHash ??
      (await hashPassword(input.password ?? randomBytes(32).toString('base64url').slice(0, 64))));
  const userMetadata =
    input.identityInMetadata === false
      ? { ...input.userMetadata, ...(input.emailConfirmed ? { email_verified: true } : {}) }
      : { ...input.userMetadata, ...(input.email ? emailIdentity : phoneIdentity) };
  const appMetadata = input.anonymous
    ? {}
    : mergeMetadata({ provider: providers[0], providers }, input.appMetadata ?? {});
  const now = new Date();
  const inserted = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, phone, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at, email_confirmed_at, phone_confirmed_at, banned_until, invited_at,
       is_anonymous)
     values ($1, $2, 'authenticated', $3, $4, $5, $6, $7, $8, now(), now(), $9, $10, $11, $12, $13)
     ${unlessEmailTaken ? 'on conflict (email) where (is_sso_user = false) do nothing' : ''}
     returning *`,
    [
      NIL_INSTANCE,
      id,
      input.role ?? 'authenticated',
      input.email ?? null,
      input.phone ?? null,
      encrypted,
      appMetadata,
      userMetadata,
      input.emailConfirmed ? now : null,
      input.phoneConfirmed ? now : null,
      input.bannedUntil ?? null,
      input.invited ? now : null,
      input.anonymous ?? false,
    ],
  );
  if (!inserted.rows[0]) return undefined;
  if (input.email) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::text::uuid, $2, 'email', now(), now())`,
      [id, emailIdentity],
    );
  }
  if (input.phone) {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
         values ($1::text, $1::text::uuid, $2, 'phone', now(), now())`,
      [id, phoneIdentity],
    );
  }
  return inserted.rows[0] as UserRow;
}
