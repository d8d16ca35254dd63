import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../context';
import { hashPassword } from './passwords';
import { NIL_INSTANCE, type UserRow } from './users';

export interface NewUser {
  /** Lower-cased, already validated. */
  email: string;
  /** Plain text; absent ⇒ a random one nobody knows (OTP sign-up), as GoTrue does. */
  password?: string;
  /** Caller-supplied metadata; the identity's own keys (`sub`, `email`, `*_verified`) win over it. */
  userMetadata?: Record<string, unknown>;
  emailConfirmed: boolean;
}

/** Inserts a user and its email identity: the one path by which sign-up and OTP create users. */
export async function createUser(tx: Queryable, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const identityData = {
    sub: id,
    email: input.email,
    email_verified: input.emailConfirmed,
    phone_verified: false,
  };
  const password = input.password ?? randomBytes(32).toString('base64url').slice(0, 64);
  const inserted = await tx.query<UserRow>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, raw_app_meta_data,
       raw_user_meta_data, created_at, updated_at, email_confirmed_at)
     values ($1, $2, 'authenticated', 'authenticated', $3, $4, $5, $6, now(), now(), $7) returning *`,
    [
      NIL_INSTANCE,
      id,
      input.email,
      await hashPassword(password),
      { provider: 'email', providers: ['email'] },
      { ...input.userMetadata, ...identityData },
      input.emailConfirmed ? new Date() : null,
    ],
  );
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::text::uuid, $2, 'email', now(), now())`,
    [id, identityData],
  );
  return inserted.rows[0] as UserRow;
}
