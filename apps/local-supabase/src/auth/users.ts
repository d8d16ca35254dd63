import type { Queryable } from '../context';

export const NIL_INSTANCE = '00000000-0000-0000-0000-000000000000';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'unverified' | 'verified';
  created_at: Date;
  updated_at: Date;
  secret: string | null;
  phone: string | null;
  last_challenged_at: Date | null;
}

const iso = (value: Date | string | null | undefined) =>
  value == null ? undefined : (value instanceof Date ? value : new Date(value)).toISOString();

/** Drops `undefined` values so omitempty fields vanish from JSON as they do in GoTrue. */
function compact<T extends Record<string, unknown>>(object: T): T {
  for (const key of Object.keys(object)) if (object[key] === undefined) delete object[key];
  return object;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(
      `select * from auth.users where lower(email) = lower($1) and aud = 'authenticated' and is_sso_user = false
         and instance_id = '${NIL_INSTANCE}'`,
      [email],
    )
  ).rows[0];
}

export function serializeFactor(factor: FactorRow) {
  return compact({
    id: factor.id,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
    status: factor.status,
    friendly_name: factor.friendly_name || undefined,
    factor_type: factor.factor_type,
    phone: factor.phone ?? '',
    last_challenged_at: iso(factor.last_challenged_at) ?? null,
  });
}

/** The User object of the contract (§3.1), with identities and factors (key omitted when there are none). */
export async function serializeUser(db: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  // One round trip for both lists (json_agg), since /user is the hottest endpoint.
  const related = (
    await db.query<{ identities: IdentityRow[]; factors: FactorRow[] }>(
      `select coalesce((select json_agg(i order by i.created_at) from auth.identities i where i.user_id = $1), '[]') as identities,
              coalesce((select json_agg(f order by f.created_at) from auth.mfa_factors f where f.user_id = $1), '[]') as factors`,
      [user.id],
    )
  ).rows[0];
  const identities = { rows: related?.identities ?? [] };
  const factors = { rows: related?.factors ?? [] };
  return compact({
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    invited_at: iso(user.invited_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    factors: factors.rows.length ? factors.rows.map(serializeFactor) : undefined,
    identities: user.is_anonymous
      ? []
      : identities.rows.map((identity) =>
          compact({
            identity_id: identity.id,
            id: identity.provider_id,
            user_id: identity.user_id,
            identity_data: identity.identity_data,
            provider: identity.provider,
            last_sign_in_at: iso(identity.last_sign_in_at),
            created_at: iso(identity.created_at),
            updated_at: iso(identity.updated_at),
            email: identity.email || undefined,
          }),
        ),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  });
}
