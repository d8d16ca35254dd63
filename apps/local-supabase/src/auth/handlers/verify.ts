import type { Context } from 'hono';
import type { Queryable } from '../../context';
import { AuthError, flowStateNotFound, userBanned, validation } from '../errors';
import { clientInfo } from '../middleware';
import { type TokenType, tokenHash } from '../one-time-tokens';
import { discardUnprovenChoices, findPendingSignup, hasPendingSignups } from '../pending-signups';
import { redirectTarget } from '../redirect';
import { readBody, str } from '../request';
import { issueSession } from '../sessions';
import { type AuthServer, EMAIL, isBanned, reload, validatePhone } from '../shared';
import type { UserRow } from '../users';

const VERIFY_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email', 'email_change', 'sms', 'phone_change'];
const LINK_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change'];
const FIRST_EMAIL_CHANGE_MESSAGE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/** GoTrue's `oauthErrorMap`: the `error` of an error redirect by HTTP status. */
const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

function tokenTypesFor(type: string): TokenType[] {
  if (type === 'signup' || type === 'invite') return ['confirmation_token'];
  if (type === 'recovery' || type === 'magiclink') return ['recovery_token'];
  if (type === 'email_change') return ['email_change_token_new', 'email_change_token_current'];
  return ['confirmation_token', 'recovery_token'];
}

type Verified =
  | { kind: 'session'; session: Record<string, unknown>; type: string }
  | { kind: 'code'; code: string }
  | { kind: 'first_email_change' };

async function confirmEmail(tx: Queryable, user: UserRow) {
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [user.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
       where user_id = $1 and provider = 'email'`,
    [user.id],
  );
}

/**
 * Applies a confirmed email change: the pending address becomes the user's. As GoTrue's emailChangeVerify, a user
 * without an email identity (an anonymous user adding an address) gets one, is confirmed and stops being anonymous.
 */
export async function applyEmailChange(tx: Queryable, user: UserRow) {
  const newEmail = user.email_change ?? '';
  await tx.query(
    `update auth.users set email = $2::text, email_change = '', email_change_token_new = '', email_change_token_current = '',
       email_change_confirm_status = 0, email_change_sent_at = null, updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', $2::text)
     where id = $1`,
    [user.id, newEmail],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
       where user_id = $1 and provider = 'email'`,
    [user.id, newEmail],
  );
  await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type::text like 'email_change%'", [
    user.id,
  ]);
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       select $1::text, $1::text::uuid, $2, 'email', now(), now()
       where not exists (select 1 from auth.identities where user_id = $1::text::uuid and provider = 'email')`,
    [user.id, { sub: user.id, email: newEmail, email_verified: true, phone_verified: false }],
  );
  if (!user.email_confirmed_at || user.is_anonymous) {
    await tx.query(
      `update auth.users set is_anonymous = false, email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb
       where id = $1`,
      [user.id],
    );
  }
}

/** Finds the token (by hash, or by email + 6-digit code), applies it and opens a session (or PKCE code). */
function verifyToken(
  auth: AuthServer,
  c: Context,
  type: string,
  lookup: { hash: string } | { email: string; otp: string },
  invalidMessage: string,
  issueCode: boolean,
): Promise<Verified> {
  return auth.db.transaction(async (tx) => {
    const expired = () => new AuthError(403, 'otp_expired', invalidMessage);
    const hashes =
      'hash' in lookup
        ? [lookup.hash]
        : [tokenHash(lookup.email, lookup.otp), `pkce_${tokenHash(lookup.email, lookup.otp)}`];
    const candidates = tokenTypesFor(type);
    let found: { user_id: string; token_type: TokenType; token_hash: string } | undefined = (
      await tx.query<{ user_id: string; token_type: TokenType; token_hash: string }>(
        `select user_id, token_type::text, token_hash from auth.one_time_tokens
           where token_hash = any($1::text[]) and token_type::text = any($2::text[])
             ${'email' in lookup ? 'and relates_to = lower($3)' : ''}`,
        'email' in lookup ? [hashes, candidates, lookup.email] : [hashes, candidates],
      )
    ).rows.sort((a, b) => candidates.indexOf(a.token_type) - candidates.indexOf(b.token_type))[0];
    // The latest self-service sign-up of an unconfirmed address waits under its confirmation token.
    const pending =
      candidates[0] === 'confirmation_token' && found?.token_type !== 'recovery_token'
        ? await findPendingSignup(tx, hashes, 'email' in lookup ? lookup.email : undefined)
        : undefined;
    if (!found && pending) {
      found = { user_id: pending.user_id, token_type: 'confirmation_token', token_hash: pending.token_hash };
    }
    if (!found) throw expired();
    let user = await reload(tx, found.user_id);
    if (isBanned(user)) throw userBanned();
    const sentAt = pending
      ? pending.created_at
      : found.token_type === 'confirmation_token'
        ? user.confirmation_sent_at
        : found.token_type === 'recovery_token'
          ? user.recovery_sent_at
          : user.email_change_sent_at;
    if (!sentAt || Date.now() > new Date(sentAt).getTime() + auth.settings.otpExpirySeconds * 1000) throw expired();
    await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
      user.id,
      found.token_type,
    ]);
    let method = 'otp';
    let flowMethod: string;
    // The first proof of the address ends every unproven self-service sign-up's say over the account.
    if (
      !user.email_confirmed_at &&
      found.token_type !== 'email_change_token_new' &&
      found.token_type !== 'email_change_token_current'
    ) {
      if (pending || (await hasPendingSignups(tx, user.id))) await discardUnprovenChoices(tx, user, pending);
    }
    if (found.token_type === 'confirmation_token') {
      flowMethod = 'email/signup';
      await confirmEmail(tx, user);
      await tx.query("update auth.users set confirmation_token = '' where id = $1", [user.id]);
    } else if (found.token_type === 'recovery_token') {
      flowMethod = type === 'recovery' ? 'recovery' : 'magiclink';
      if (!user.email_confirmed_at) await confirmEmail(tx, user);
      await tx.query("update auth.users set recovery_token = '' where id = $1", [user.id]);
    } else {
      flowMethod = 'email_change';
      const status = (user.email_change_confirm_status ?? 0) + 1;
      const needsBoth = !!user.email_change_token_current;
      if (needsBoth && status < 2) {
        await tx.query('update auth.users set email_change_confirm_status = $2 where id = $1', [user.id, status]);
        return { kind: 'first_email_change' } as const;
      }
      await applyEmailChange(tx, user);
    }
    user = await reload(tx, user.id);
    if (issueCode && found.token_hash.startsWith('pkce_')) {
      const flow = (
        await tx.query<{ auth_code: string }>(
          // A pending sign-up's flow state was created in the transaction that recorded it (the same now()), so
          // an older sign-up's mail gets its own browser's flow, not the newest sign-up's (ADR 0011).
          `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
             where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                         order by ${pending ? 'abs(extract(epoch from created_at - $3::timestamptz)),' : ''}
                                  created_at desc limit 1)
           returning auth_code`,
          pending ? [user.id, flowMethod, pending.created_at] : [user.id, flowMethod],
        )
      ).rows[0];
      if (!flow) throw flowStateNotFound();
      return { kind: 'code', code: flow.auth_code } as const;
    }
    if (type === 'invite') method = 'invite';
    return {
      kind: 'session',
      type,
      session: await issueSession(tx, auth.issuer, user, method, clientInfo(c)),
    } as const;
  });
}

/** POST /verify answers any bad address as 422 "Invalid email format". */
function validateEmailForVerify(email: string) {
  if (email.length > 255 || !EMAIL.test(email.trim())) throw validation('Invalid email format', 422);
}

/** POST /verify (verifyOtp): JSON session. */
export async function verifyPost(auth: AuthServer, c: Context) {
  const body = await readBody(c);
  const type = str(body, 'type');
  const token = str(body, 'token');
  const hash = str(body, 'token_hash');
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  if (!type) throw validation('Verify requires a verification type');
  if ((!token && !hash) || (token && hash)) throw validation('Verify requires either a token or a token hash');
  if (!VERIFY_TYPES.includes(type)) throw validation('Unsupported verification type');
  if (type === 'sms' || type === 'phone_change') {
    // GoTrue checks the number, not the SMS provider: no phone user here ever holds a pending code.
    if (hash) {
      if (email || phone) throw validation('Only the token_hash and type should be provided');
      throw new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
    }
    if (phone && !email) validatePhone(phone);
    else if (email && !phone) validateEmailForVerify(email);
    else throw validation('Only an email address or phone number should be provided on verify');
    throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
  }
  let result: Verified;
  if (hash) {
    if (email || phone) throw validation('Only the token_hash and type should be provided');
    result = await verifyToken(auth, c, type, { hash }, 'Email link is invalid or has expired', false);
  } else {
    if (email && phone) throw validation('Only an email address or phone number should be provided on verify');
    if (!email) throw validation('Only an email address or phone number should be provided on verify');
    validateEmailForVerify(email);
    result = await verifyToken(
      auth,
      c,
      type,
      { email: email.trim().toLowerCase(), otp: token ?? '' },
      'Token has expired or is invalid',
      false,
    );
  }
  if (result.kind === 'first_email_change') return c.json({ msg: FIRST_EMAIL_CHANGE_MESSAGE, code: '200' });
  if (result.kind === 'session') return c.json(result.session);
  return c.json({});
}

/** GET /verify (email links): 303 to redirect_to with the session in the fragment, a PKCE code, or an error. */
export async function verifyGet(auth: AuthServer, c: Context) {
  const type = c.req.query('type');
  const token = c.req.query('token');
  const redirect = redirectTarget(auth, c.req.query('redirect_to'));
  if (!type) throw validation('Verify requires a verification type');
  if (!token) throw validation('Verify requires either a token or a token hash');
  if (!LINK_TYPES.includes(type)) throw validation('Unsupported verification type');
  const pkce = token.startsWith('pkce_');
  const withParams = (params: Record<string, string>, inQuery: boolean) => {
    const url = new URL(redirect);
    const search = new URLSearchParams(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
    if (inQuery) for (const [name, value] of search) url.searchParams.set(name, value);
    url.hash = search.toString();
    return url.toString();
  };
  try {
    const result = await verifyToken(auth, c, type, { hash: token }, 'Email link is invalid or has expired', true);
    if (result.kind === 'code') {
      const url = new URL(redirect);
      url.searchParams.set('code', result.code);
      return c.redirect(url.toString(), 303);
    }
    if (result.kind === 'first_email_change') {
      return c.redirect(withParams({ message: FIRST_EMAIL_CHANGE_MESSAGE, sb: '' }, pkce), 303);
    }
    const session = result.session;
    const fragment = new URLSearchParams(
      Object.entries({
        access_token: String(session.access_token),
        expires_at: String(session.expires_at),
        expires_in: String(session.expires_in),
        refresh_token: String(session.refresh_token),
        sb: '',
        token_type: 'bearer',
        type,
      }),
    );
    const url = new URL(redirect);
    url.hash = fragment.toString();
    return c.redirect(url.toString(), 303);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const oauthError = OAUTH_ERRORS[error.status] ?? 'server_error';
    return c.redirect(
      withParams({ error: oauthError, error_code: error.code, error_description: error.message, sb: '' }, pkce),
      303,
    );
  }
}
