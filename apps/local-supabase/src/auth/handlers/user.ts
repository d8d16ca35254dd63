import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { Queryable } from '../../context';
import { renderEmail } from '../emails';
import { AuthError, emailExists, invalidEmailFormat, validation } from '../errors';
import { assertEmailFrequency, newOtp, saveOneTimeToken, tokenHash, verifyLink } from '../one-time-tokens';
import { assertPasswordStrength, checkPassword, hashPassword } from '../passwords';
import { type PkceParams, pkceParams } from '../pkce';
import { redirectTarget } from '../redirect';
import { obj, readBody, str } from '../request';
import { type AuthEnv, type AuthServer, EMAIL, reload } from '../shared';
import { findUserByEmail, serializeUser, type UserRow } from '../users';
import { applyEmailChange } from './verify';

/** GET /user */
export async function getUser({ db }: AuthServer, c: Context<AuthEnv>) {
  return c.json(await serializeUser(db, c.get('caller').user));
}

/** PUT /user */
export async function updateUser(auth: AuthServer, c: Context<AuthEnv>) {
  const { db, settings } = auth;
  const body = await readBody(c);
  const { user: caller, aal, sessionId } = c.get('caller');
  const email = str(body, 'email');
  const password = str(body, 'password');
  const nonce = str(body, 'nonce');
  const data = obj(body, 'data');
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  }
  if (str(body, 'phone')) throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  const pkce = pkceParams(body);
  const redirectTo = c.req.query('redirect_to');
  const updated = await db.transaction(async (tx) => {
    let user = await reload(tx, caller.id);
    if (email !== undefined || password !== undefined) {
      const verified = await tx.query("select 1 from auth.mfa_factors where user_id = $1 and status = 'verified'", [
        user.id,
      ]);
      if (verified.rows.length && aal !== 'aal2') {
        throw new AuthError(
          401,
          'insufficient_aal',
          'AAL2 session is required to update email or password when MFA is enabled.',
        );
      }
    }
    if (password !== undefined) {
      // GoTrue allows it in the same request that adds the address.
      if (user.is_anonymous && !user.email && !email) {
        throw validation('Updating password of an anonymous user without an email or phone is not allowed', 422);
      }
      assertPasswordStrength(password, settings);
      if (nonce !== undefined) {
        const expected = tokenHash(user.email ?? '', nonce);
        const sentAt = user.reauthentication_sent_at ? new Date(user.reauthentication_sent_at).getTime() : 0;
        if (user.reauthentication_token !== expected || Date.now() > sentAt + settings.otpExpirySeconds * 1000) {
          throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
        }
      }
      if (await checkPassword(password, user.encrypted_password)) {
        throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
      }
      await tx.query(
        `update auth.users set encrypted_password = $2, reauthentication_token = '', recovery_token = '',
           confirmation_token = '', updated_at = now() where id = $1`,
        [user.id, await hashPassword(password)],
      );
      await tx.query(
        "delete from auth.one_time_tokens where user_id = $1 and token_type <> 'email_change_token_new' and token_type <> 'email_change_token_current'",
        [user.id],
      );
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
    }
    if (data) {
      const merged: Record<string, unknown> = { ...(user.raw_user_meta_data ?? {}) };
      for (const [field, value] of Object.entries(data)) {
        if (value === null) delete merged[field];
        else merged[field] = value;
      }
      await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
        user.id,
        merged,
      ]);
    }
    user = await reload(tx, user.id);
    if (email !== undefined && email.trim().toLowerCase() !== (user.email ?? '').toLowerCase()) {
      const address = email.trim().toLowerCase();
      if (user.is_anonymous && settings.mailerAutoconfirm) {
        // GoTrue: with autoconfirm an anonymous user adds an address like a sign-up, with no email to confirm.
        if (!EMAIL.test(address)) throw invalidEmailFormat();
        const taken = await findUserByEmail(tx, address);
        if (taken && taken.id !== user.id) throw emailExists();
        await tx.query('update auth.users set email_change = $2 where id = $1', [user.id, address]);
        await applyEmailChange(tx, await reload(tx, user.id));
        user = await reload(tx, user.id);
      } else {
        user = await startEmailChange(auth, tx, user, address, redirectTo, pkce);
      }
    }
    return serializeUser(tx, user);
  });
  return c.json(updated);
}

/** Sends the email-change confirmations (to both addresses unless autoconfirm is on) and records the pending change. */
async function startEmailChange(
  auth: AuthServer,
  tx: Queryable,
  user: UserRow,
  address: string,
  redirectTo: string | undefined,
  pkce: PkceParams | undefined,
): Promise<UserRow> {
  const { settings, sendMail } = auth;
  if (!EMAIL.test(address)) throw invalidEmailFormat();
  const taken = await findUserByEmail(tx, address);
  if (taken && taken.id !== user.id) throw emailExists();
  assertEmailFrequency(auth, user, 'email_change');
  const redirect = redirectTarget(auth, redirectTo);
  // Secure email change (hosted default): both the new and the current address confirm, unless autoconfirm is on.
  const secure = !settings.mailerAutoconfirm && !!user.email;
  const otpNew = newOtp();
  const hashNew = (pkce ? 'pkce_' : '') + tokenHash(address, otpNew);
  let hashCurrent = '';
  await saveOneTimeToken(tx, user, 'email_change_token_new', hashNew, address);
  if (secure) {
    const otpCurrent = newOtp();
    hashCurrent = (pkce ? 'pkce_' : '') + tokenHash(user.email ?? '', otpCurrent);
    await saveOneTimeToken(tx, user, 'email_change_token_current', hashCurrent, user.email ?? '');
    await sendMail({
      from: settings.smtpSender,
      to: user.email ?? '',
      ...renderEmail('email_change', otpCurrent, verifyLink(auth, hashCurrent, 'email_change', redirect)),
    });
  }
  await sendMail({
    from: settings.smtpSender,
    to: address,
    ...renderEmail('email_change', otpNew, verifyLink(auth, hashNew, 'email_change', redirect)),
  });
  if (pkce) {
    await tx.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, 'email', 'email_change', now(), now())`,
      [randomUUID(), user.id, randomUUID(), pkce.method, pkce.challenge],
    );
  }
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
    [user.id, address, hashNew, hashCurrent],
  );
  return reload(tx, user.id);
}
