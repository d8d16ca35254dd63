import type { Context } from 'hono';
import { createUser, mergeMetadata } from '../create-user';
import { AuthError, emailExists, validation } from '../errors';
import { newOtp, saveOneTimeToken, tokenHash, verifyLink } from '../one-time-tokens';
import { assertPasswordStrength } from '../passwords';
import { redirectTarget } from '../redirect';
import { obj, readBody, str } from '../request';
import { type AuthServer, reload, validateEmail } from '../shared';
import { findUserByEmail, serializeUser } from '../users';
import { createInvitedUser, recordInvite } from './invite';

const LINK_TYPE: Record<string, string> = {
  signup: 'signup',
  invite: 'invite',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change',
  email_change_new: 'email_change',
};

/**
 * POST /admin/generate_link (auth.admin.generateLink): does what the email would, without sending it, and answers the
 * user with `action_link`, `email_otp`, `hashed_token`, `verification_type` and `redirect_to`.
 */
export async function generateLink(auth: AuthServer, c: Context) {
  const body = await readBody(c);
  let type = str(body, 'type') ?? '';
  const email = validateEmail(str(body, 'email'));
  let password = str(body, 'password') ?? '';
  const data = obj(body, 'data') ?? {};
  const requestedRedirect = str(body, 'redirect_to');
  const fallback = redirectTarget(auth, c.req.query('redirect_to'));
  const checked = requestedRedirect ? redirectTarget(auth, requestedRedirect) : fallback;
  const redirect = requestedRedirect && checked === requestedRedirect ? requestedRedirect : fallback;

  const existing = await findUserByEmail(auth.db, email);
  if (!existing) {
    if (type === 'magiclink') {
      // GoTrue signs a new address up (with a password nobody knows) and answers a signup link.
      type = 'signup';
      password = `${crypto.randomUUID()}${crypto.randomUUID()}`.replaceAll('-', '');
    } else if (['recovery', 'email_change_current', 'email_change_new'].includes(type)) {
      throw new AuthError(404, 'user_not_found', 'User with this email not found');
    }
  }
  if (type === 'signup' && !existing) {
    if (!password) throw validation('Signup requires a valid password');
    assertPasswordStrength(password, auth.settings);
  }
  const linkType = LINK_TYPE[type];
  if (!linkType) throw validation(`Invalid email action link type requested: ${type}`);
  const otp = newOtp();
  const hashedToken = tokenHash(email, otp);

  const result = await auth.db.transaction(async (tx) => {
    let user = existing;
    let token = hashedToken;
    if (type === 'magiclink' || type === 'recovery') {
      if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
        user.id,
        hashedToken,
      ]);
      await saveOneTimeToken(tx, user, 'recovery_token', hashedToken, email);
    } else if (type === 'invite') {
      if (user?.email_confirmed_at) throw emailExists();
      user ??= await createInvitedUser(tx, email, data);
      await recordInvite(tx, user, otp);
    } else if (type === 'signup') {
      if (user?.email_confirmed_at) throw emailExists();
      if (user) {
        await tx.query('update auth.users set raw_user_meta_data = $2 where id = $1', [
          user.id,
          mergeMetadata(user.raw_user_meta_data, data),
        ]);
      } else {
        // GoTrue's generate_link keeps `data` as the user's metadata; the identity's claims stay on the identity.
        user = await createUser(tx, {
          email,
          password,
          userMetadata: data,
          emailConfirmed: false,
          identityInMetadata: false,
        });
      }
      await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [
        user.id,
        hashedToken,
      ]);
      await saveOneTimeToken(tx, user, 'confirmation_token', hashedToken, email);
    } else {
      if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      const newEmail = validateEmail(str(body, 'new_email'));
      const taken = await findUserByEmail(tx, newEmail);
      if (taken && taken.id !== user.id) throw emailExists();
      const current = type === 'email_change_current';
      // As GoTrue: the current address's token hashes the current email, the new one the new email.
      token = current ? hashedToken : tokenHash(newEmail, otp);
      await tx.query(
        `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0,
           ${current ? 'email_change_token_current' : 'email_change_token_new'} = $3 where id = $1`,
        [user.id, newEmail, token],
      );
      await saveOneTimeToken(
        tx,
        user,
        current ? 'email_change_token_current' : 'email_change_token_new',
        token,
        current ? email : newEmail,
      );
    }
    const fresh = await reload(tx, user.id);
    return { user: await serializeUser(tx, fresh), token };
  });
  return c.json({
    ...result.user,
    action_link: verifyLink(auth, result.token, linkType, redirect),
    email_otp: otp,
    hashed_token: hashedToken,
    verification_type: type,
    redirect_to: redirect,
  });
}
