import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../../context';
import { roleSwitch } from '../../roles';
import { createUser, mergeMetadata } from '../create-user';
import { AuthError, emailExists, userNotFound, validation } from '../errors';
import { assertPasswordStrength, hashPassword } from '../passwords';
import { type Body, bool, obj, readBody, str } from '../request';
import { type AuthServer, reload, UUID, validateEmail, validatePhone } from '../shared';
import { type FactorRow, findUserByEmail, findUserById, serializeFactor, serializeUser, type UserRow } from '../users';

const DEFAULT_PER_PAGE = 50;
const MAX_PER_PAGE = 100_000;
const GO_DURATION = /^[-+]?(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)((\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h))*$/;
const GO_MAX_DURATION_MS = Number(2n ** 63n - 1n) / 1e6;
const GO_UNIT_MS: Record<string, number> = { ns: 1e-6, us: 1e-3, µs: 1e-3, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `ban_duration` as GoTrue reads it: `none` lifts a ban, else a Go duration (`24h`, `1h30m`, `90s`). */
function parseBanDuration(value: string | undefined): Date | null | undefined {
  if (!value) return undefined;
  if (value === 'none') return null;
  if (value !== '0' && !GO_DURATION.test(value)) {
    throw validation(`invalid format for ban duration: time: invalid duration ${JSON.stringify(value)}`);
  }
  let ms = 0;
  for (const [, amount, , unit] of value.matchAll(/(\d+(\.\d*)?|\.\d+)(ns|us|µs|ms|s|m|h)/g)) {
    ms += Number(amount) * (GO_UNIT_MS[unit as string] ?? 0);
  }
  // Go durations are int64 nanoseconds: longer ones do not parse there either.
  if (ms > GO_MAX_DURATION_MS) {
    throw validation(`invalid format for ban duration: time: invalid duration ${JSON.stringify(value)}`);
  }
  if (value.startsWith('-')) ms = -ms;
  return ms === 0 ? null : new Date(Date.now() + ms);
}

/** Loads the `{id}` of an admin user route (GoTrue `loadUser`). */
async function loadUser(db: Queryable, c: Context): Promise<UserRow> {
  const id = c.req.param('id') ?? '';
  if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID');
  const user = await findUserById(db, id);
  if (!user) throw userNotFound();
  return user;
}

async function findPhoneUser(db: Queryable, phone: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>("select * from auth.users where phone = $1 and aud = 'authenticated'", [phone]))
    .rows[0];
}

function metadataField(body: Body, field: string) {
  return obj(body, field);
}

/** GET /admin/users?page=&per_page=&filter=&sort= */
export async function listUsers({ db }: AuthServer, c: Context) {
  const pageText = c.req.query('page') ?? '';
  const perPageText = c.req.query('per_page') ?? '';
  for (const text of [pageText, perPageText]) {
    if (text !== '' && !/^\d+$/.test(text)) {
      throw validation(`Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`);
    }
  }
  const page = Math.max(1, pageText ? Number(pageText) : 1);
  // Beyond these a page is empty anyway; capping keeps LIMIT/OFFSET within what Postgres accepts.
  const perPage = Math.min(MAX_PER_PAGE, perPageText === '' ? DEFAULT_PER_PAGE : Math.max(1, Number(perPageText)));
  const offset = (page - 1) * perPage;
  const sort = c.req.query('sort') ?? '';
  let direction = 'desc';
  if (sort) {
    const [field, dir = 'desc'] = sort.trim().split(/\s+/);
    if (field !== 'created_at' || !['asc', 'desc'].includes(dir.toLowerCase())) {
      throw validation(
        `Bad Sort Parameters: ${field === 'created_at' ? `${dir} is not a valid sort direction` : `${field} is not a valid sort field`}`,
      );
    }
    direction = dir.toLowerCase();
  }
  const filter = c.req.query('filter') ?? '';
  const where = `instance_id = '00000000-0000-0000-0000-000000000000' and aud = 'authenticated'${
    filter ? " and (email like $1 or raw_user_meta_data->>'full_name' ilike $1)" : ''
  }`;
  const params = filter ? [`%${filter}%`] : [];
  const total = Number(
    (await db.query<{ count: string }>(`select count(*)::text as count from auth.users where ${where}`, params)).rows[0]
      ?.count ?? 0,
  );
  const rows = Number.isSafeInteger(offset)
    ? (
        await db.query<UserRow>(
          `select * from auth.users where ${where} order by created_at ${direction}, id limit ${perPage} offset ${offset}`,
          params,
        )
      ).rows
    : [];
  const users = [];
  for (const row of rows) users.push(await serializeUser(db, row));

  // GoTrue's addPaginationHeaders: links are the request's own path and query with another page.
  const totalPages = Math.ceil(total / perPage);
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/^\/auth\/v1/, '');
  const link = (target: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.set('page', String(target));
    const sorted = new URLSearchParams([...query].sort(([a], [b]) => a.localeCompare(b)));
    return `<${path}?${sorted.toString()}>`;
  };
  c.header('Link', `${totalPages > page ? `${link(page + 1)}; rel="next", ` : ''}${link(totalPages)}; rel="last"`);
  c.header('X-Total-Count', String(total));
  return c.json({ users, aud: 'authenticated' });
}

/** GET /admin/users/{id} */
export async function getUserById({ db }: AuthServer, c: Context) {
  return c.json(await serializeUser(db, await loadUser(db, c)));
}

/**
 * A user's role becomes the `role` claim of their tokens, which the Data API switches to. GoTrue stores any string
 * and leaves the refusal to PostgREST; here a role the authenticator cannot switch to is refused when it is set, so
 * an account never holds a role none of its tokens could use (and a superuser's name never reaches a token).
 */
async function assertApiRole(db: Queryable, role: string): Promise<void> {
  if ((await roleSwitch(db, role)) === 'allowed') return;
  throw validation(
    `Role "${role}" is not one the Data API can switch to: use anon, authenticated, service_role or a role granted to authenticator`,
  );
}

/** POST /admin/users (auth.admin.createUser): no email is sent; no password ⇒ a random one. */
export async function createUserByAdmin({ db, settings }: AuthServer, c: Context) {
  const body = await readBody(c);
  const rawEmail = str(body, 'email');
  const rawPhone = str(body, 'phone');
  const password = str(body, 'password');
  const passwordHash = str(body, 'password_hash');
  const userMetadata = metadataField(body, 'user_metadata');
  const appMetadata = metadataField(body, 'app_metadata');
  const id = str(body, 'id');
  const role = str(body, 'role');
  if (!rawEmail && !rawPhone) throw validation('Cannot create a user without either an email or phone');
  const email = rawEmail ? validateEmail(rawEmail) : undefined;
  if (email && (await findUserByEmail(db, email))) throw emailExists();
  const phone = rawPhone ? validatePhone(rawPhone) : undefined;
  if (phone && (await findPhoneUser(db, phone))) {
    throw new AuthError(422, 'phone_exists', 'Phone number already registered by another user');
  }
  if (password !== undefined && passwordHash) {
    throw validation('Only a password or a password hash should be provided');
  }
  // Current GoTrue holds a password the admin chose to the same policy as updateUserById and sign-up.
  if (password) assertPasswordStrength(password, settings);
  if (password && Buffer.byteLength(password) > 72) throw validation('bcrypt: password length exceeds 72 bytes');
  if (passwordHash && !/^\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}$/.test(passwordHash)) {
    throw validation('Invalid password hash format');
  }
  if (id !== undefined) {
    if (!UUID.test(id)) throw validation('ID must conform to the uuid v4 format');
    if (/^0{8}-0{4}-0{4}-0{4}-0{12}$/.test(id)) throw validation('ID cannot be a nil uuid');
    if (await findUserById(db, id)) throw new AuthError(422, 'user_already_exists', 'User already registered');
  }
  const bannedUntil = parseBanDuration(str(body, 'ban_duration'));
  if (role) await assertApiRole(db, role);
  const user = await db.transaction((tx) =>
    createUser(tx, {
      id,
      email,
      phone,
      password: password || undefined,
      passwordHash: passwordHash || undefined,
      userMetadata: userMetadata ?? {},
      identityInMetadata: false,
      appMetadata,
      emailConfirmed: bool(body, 'email_confirm') ?? false,
      phoneConfirmed: bool(body, 'phone_confirm') ?? false,
      role: role || undefined,
      bannedUntil: bannedUntil ?? null,
    }),
  );
  return c.json(await serializeUser(db, user));
}

/** PUT /admin/users/{id} (auth.admin.updateUserById) */
export async function updateUserById(auth: AuthServer, c: Context) {
  const { db, settings } = auth;
  const target = await loadUser(db, c);
  const body = await readBody(c);
  const rawEmail = str(body, 'email');
  const rawPhone = str(body, 'phone');
  const password = str(body, 'password');
  const role = str(body, 'role');
  const emailConfirm = bool(body, 'email_confirm') ?? false;
  const phoneConfirm = bool(body, 'phone_confirm') ?? false;
  const userMetadata = metadataField(body, 'user_metadata');
  const appMetadata = metadataField(body, 'app_metadata');
  const email = rawEmail ? validateEmail(rawEmail) : undefined;
  const phone = rawPhone ? validatePhone(rawPhone) : undefined;
  const bannedUntil = parseBanDuration(str(body, 'ban_duration'));
  if (password !== undefined) assertPasswordStrength(password, settings);
  if (role) await assertApiRole(db, role);
  if (email) {
    const taken = await findUserByEmail(db, email);
    if (taken && taken.id !== target.id) throw emailExists();
  }
  if (phone) {
    const taken = await findPhoneUser(db, phone);
    if (taken && taken.id !== target.id) {
      throw new AuthError(422, 'phone_exists', 'A user with this phone number has already been registered');
    }
  }
  const hash = password !== undefined ? await hashPassword(password) : undefined;

  const updated = await db.transaction(async (tx) => {
    const id = target.id;
    if (role) await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [id, role]);
    if (emailConfirm) {
      await tx.query(
        `update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now(),
           raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
         where id = $1`,
        [id],
      );
      await tx.query('delete from auth.one_time_tokens where user_id = $1', [id]);
    }
    if (phoneConfirm) {
      await tx.query(
        "update auth.users set phone_confirmed_at = now(), confirmation_token = '', updated_at = now() where id = $1",
        [id],
      );
      await tx.query('delete from auth.one_time_tokens where user_id = $1', [id]);
    }
    if (hash !== undefined) {
      // GoTrue's UpdatePassword without a session: pending tokens are void and every session ends.
      await tx.query(
        `update auth.users set encrypted_password = $2, confirmation_token = '', confirmation_sent_at = null,
           recovery_token = '', recovery_sent_at = null, email_change_token_current = '', email_change_token_new = '',
           email_change_sent_at = null, phone_change_token = '', phone_change_sent_at = null,
           reauthentication_token = '', reauthentication_sent_at = null, updated_at = now()
         where id = $1`,
        [id, hash],
      );
      await tx.query('delete from auth.one_time_tokens where user_id = $1', [id]);
      await tx.query('delete from auth.sessions where user_id = $1', [id]);
    }
    for (const [provider, value, verified] of [
      ['email', email, emailConfirm],
      ['phone', phone, phoneConfirm],
    ] as const) {
      if (!value) continue;
      const identity = (
        await tx.query<{ id: string }>('select id from auth.identities where user_id = $1 and provider = $2', [
          id,
          provider,
        ])
      ).rows[0];
      const data = { [provider]: value, [`${provider}_verified`]: verified };
      if (identity) {
        await tx.query(
          'update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now() where id = $1',
          [identity.id, data],
        );
      } else {
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
             values ($1::text, $1::text::uuid, $2, $3, now(), now())`,
          [id, { sub: id, email_verified: false, phone_verified: false, ...data }, provider],
        );
        const user = await reload(tx, id);
        const providers = new Set([...((user.raw_app_meta_data?.providers as string[] | undefined) ?? []), provider]);
        await tx.query(
          `update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb where id = $1`,
          [id, { provider: user.raw_app_meta_data?.provider ?? provider, providers: [...providers] }],
        );
      }
      if (verified) {
        await tx.query('update auth.users set is_anonymous = false where id = $1', [id]);
      }
      await tx.query(`update auth.users set ${provider} = $2, updated_at = now() where id = $1`, [id, value]);
    }
    if (appMetadata) {
      const user = await reload(tx, id);
      await tx.query('update auth.users set raw_app_meta_data = $2, updated_at = now() where id = $1', [
        id,
        mergeMetadata(user.raw_app_meta_data, appMetadata),
      ]);
    }
    if (userMetadata) {
      const user = await reload(tx, id);
      await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        id,
        mergeMetadata(user.raw_user_meta_data, userMetadata),
      ]);
    }
    if (bannedUntil !== undefined) {
      await tx.query('update auth.users set banned_until = $2, updated_at = now() where id = $1', [id, bannedUntil]);
    }
    return reload(tx, id);
  });
  return c.json(await serializeUser(db, updated));
}

/** GoTrue's obfuscation of a soft-deleted user's email/phone: base64url(sha256(id + value)). */
const obfuscate = (id: string, value: string) =>
  createHash('sha256')
    .update(id + value)
    .digest('base64url');

/** DELETE /admin/users/{id} (auth.admin.deleteUser(id, shouldSoftDelete)) */
export async function deleteUserById({ db }: AuthServer, c: Context) {
  const user = await loadUser(db, c);
  const body = await readBody(c);
  const soft = bool(body, 'should_soft_delete') ?? false;
  await db.transaction(async (tx) => {
    if (!soft) {
      await tx.query('delete from auth.users where id = $1', [user.id]);
      return;
    }
    if (user.deleted_at) return;
    await tx.query(
      `update auth.users set email = $2, phone = $3, email_change = $4, phone_change = $5, encrypted_password = null,
         confirmation_token = '', recovery_token = '', email_change_token_current = '', email_change_token_new = '',
         phone_change_token = '', raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb,
         deleted_at = now(), updated_at = now()
       where id = $1`,
      [
        user.id,
        user.email ? obfuscate(user.id, user.email) : null,
        user.phone ? obfuscate(user.id, user.phone).slice(0, 15) : null,
        user.email_change ? obfuscate(user.id, user.email_change) : '',
        user.phone_change ? obfuscate(user.id, user.phone_change).slice(0, 15) : '',
      ],
    );
    await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
    const identities = await tx.query<{ id: string; provider: string; provider_id: string }>(
      'select id, provider, provider_id from auth.identities where user_id = $1',
      [user.id],
    );
    for (const identity of identities.rows) {
      await tx.query("update auth.identities set identity_data = '{}'::jsonb, provider_id = $2 where id = $1", [
        identity.id,
        obfuscate(user.id, `${identity.provider}:${identity.provider_id}`),
      ]);
    }
    await tx.query('delete from auth.mfa_factors where user_id = $1', [user.id]);
    await tx.query('delete from auth.sessions where user_id = $1', [user.id]);
  });
  return c.json({});
}

async function loadFactor(db: Queryable, c: Context, user: UserRow): Promise<FactorRow> {
  const factorId = c.req.param('factorId') ?? '';
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'factor_id must be an UUID');
  const factor = (
    await db.query<FactorRow>(
      'select *, factor_type::text, status::text from auth.mfa_factors where id = $1 and user_id = $2',
      [factorId, user.id],
    )
  ).rows[0];
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** GET /admin/users/{id}/factors (auth.admin.mfa.listFactors) */
export async function listFactors({ db }: AuthServer, c: Context) {
  const user = await loadUser(db, c);
  const factors = await db.query<FactorRow>(
    'select *, factor_type::text, status::text from auth.mfa_factors where user_id = $1 order by created_at',
    [user.id],
  );
  return c.json(factors.rows.map(serializeFactor));
}

/** DELETE /admin/users/{id}/factors/{factorId} (auth.admin.mfa.deleteFactor): sessions it raised drop to aal1. */
export async function deleteFactor({ db }: AuthServer, c: Context) {
  const user = await loadUser(db, c);
  const factor = await loadFactor(db, c, user);
  await db.transaction(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    const bound = await tx.query<{ id: string }>(
      "update auth.sessions set aal = 'aal1', factor_id = null where factor_id = $1 returning id",
      [factor.id],
    );
    for (const row of bound.rows) {
      await tx.query("delete from auth.mfa_amr_claims where session_id = $1 and authentication_method = 'totp'", [
        row.id,
      ]);
    }
  });
  return c.json(serializeFactor(factor));
}

/** PUT /admin/users/{id}/factors/{factorId}: renames a factor. */
export async function updateFactor({ db }: AuthServer, c: Context) {
  const user = await loadUser(db, c);
  const factor = await loadFactor(db, c, user);
  const body = await readBody(c);
  const friendlyName = str(body, 'friendly_name');
  if (friendlyName) {
    await db.query('update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1', [
      factor.id,
      friendlyName,
    ]);
  }
  return c.json(serializeFactor(await loadFactor(db, c, user)));
}
