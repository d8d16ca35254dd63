import type { Context } from 'hono';
import { createUserUnlessEmailTaken } from '../create-user';
import { renderEmail } from '../emails';
import { AuthError, invalidEmailFormat, signupDisabled, validation } from '../errors';
import {
  assertEmailFrequency,
  assertQuietEmailFrequency,
  newOtp,
  saveOneTimeToken,
  sendOtpEmail,
  tokenHash,
  verifyLink,
} from '../one-time-tokens';
import { recordPendingSignup, resendPendingSignup } from '../pending-signups';
import { pkceParams } from '../pkce';
import { redirectTarget } from '../redirect';
import { bool, obj, readBody, str } from '../request';
import { type AuthEnv, type AuthServer, EMAIL } from '../shared';
import { findUserByEmail } from '../users';

/** POST /recover */
export async function recover(auth: AuthServer, c: Context) {
  const body = await readBody(c);
  const email = str(body, 'email');
  if (!email) throw validation('Password recovery requires an email');
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) throw invalidEmailFormat();
  const pkce = pkceParams(body);
  await auth.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, address);
    if (user) await sendOtpEmail(auth, tx, user, 'recovery', c.req.query('redirect_to'), pkce);
    else assertQuietEmailFrequency(auth, address, 'recovery');
  });
  return c.json({});
}

/** POST /otp (signInWithOtp): a magic link for a confirmed user, else a sign-up confirmation. */
export async function otp(auth: AuthServer, c: Context) {
  const { settings } = auth;
  const body = await readBody(c);
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const channel = str(body, 'channel');
  const mayCreateUser = bool(body, 'create_user') ?? true;
  const data = obj(body, 'data') ?? {};
  if (email && phone) throw validation('Only an email address or phone number should be provided');
  if (email && channel) throw validation('Channel should only be specified with Phone OTP');
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  if (!email) throw validation('One of email or phone must be set');
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) throw invalidEmailFormat();
  const pkce = pkceParams(body);
  const redirectTo = c.req.query('redirect_to');
  await auth.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, address);
    if (!user) {
      if (!mayCreateUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      if (settings.disableSignup) throw signupDisabled();
      user =
        (await createUserUnlessEmailTaken(tx, {
          email: address,
          userMetadata: data,
          emailConfirmed: settings.mailerAutoconfirm,
        })) ?? (await findUserByEmail(tx, address));
      if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    }
    if (user.email_confirmed_at) {
      await sendOtpEmail(auth, tx, user, 'magiclink', redirectTo, pkce);
    } else {
      // An OTP sign-up chooses no password: proving the address with this code keeps none, and only this metadata.
      const hash = await sendOtpEmail(auth, tx, user, 'signup', redirectTo, pkce);
      await recordPendingSignup(tx, user, hash, '', data, settings.otpExpirySeconds);
    }
  });
  return c.json({});
}

/** POST /resend */
export async function resend(auth: AuthServer, c: Context) {
  const body = await readBody(c);
  const type = str(body, 'type');
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  if (!type || !['signup', 'email_change', 'sms', 'phone_change'].includes(type)) {
    throw validation('Missing one of these types: signup, email_change, sms, phone_change');
  }
  if (email && phone) throw validation('Only an email address or phone number should be provided.');
  if (type === 'sms' || type === 'phone_change') {
    if (!phone) throw validation('Type provided requires a phone number');
    throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (!email) throw validation('Type provided requires an email address');
  const pkce = pkceParams(body);
  const redirectTo = c.req.query('redirect_to');
  await auth.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email.trim());
    if (!user) {
      assertQuietEmailFrequency(auth, email, type === 'signup' ? 'signup' : 'email_change');
      return;
    }
    if (type === 'signup' && !user.email_confirmed_at) {
      const hash = await sendOtpEmail(auth, tx, user, 'signup', redirectTo, pkce);
      await resendPendingSignup(tx, user, hash);
    } else if (type === 'signup') assertQuietEmailFrequency(auth, email, 'signup');
    if (type === 'email_change' && user.email_change) {
      assertEmailFrequency(auth, user, 'email_change');
      const code = newOtp();
      const hash = tokenHash(user.email_change, code);
      await saveOneTimeToken(tx, user, 'email_change_token_new', hash, user.email_change);
      await tx.query('update auth.users set email_change_token_new = $2, email_change_sent_at = now() where id = $1', [
        user.id,
        hash,
      ]);
      await auth.sendMail({
        from: auth.settings.smtpSender,
        to: user.email_change,
        ...renderEmail('email_change', code, verifyLink(auth, hash, 'email_change', redirectTarget(auth, redirectTo))),
      });
    }
  });
  return c.json({});
}

/** GET /reauthenticate: a nonce by email for a password change. */
export async function reauthenticate(auth: AuthServer, c: Context<AuthEnv>) {
  const { user } = c.get('caller');
  if (!user.email) throw validation('Reauthentication requires the user to have an email or a phone number');
  if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  assertEmailFrequency(auth, user, 'reauthentication');
  const nonce = newOtp();
  await auth.db.query(
    'update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1',
    [user.id, tokenHash(user.email, nonce)],
  );
  await auth.sendMail({ from: auth.settings.smtpSender, to: user.email, ...renderEmail('reauthentication', nonce) });
  return c.json({});
}
