import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { createUser, createUserUnlessEmailTaken } from '../create-user';
import { AuthError, invalidEmailFormat, requestRateLimit, signupDisabled, validation } from '../errors';
import { clientInfo, clientIp } from '../middleware';
import { assertQuietEmailFrequency, sendOtpEmail } from '../one-time-tokens';
import { assertPasswordStrength, hashPassword } from '../passwords';
import { recordPendingSignup } from '../pending-signups';
import { pkceParams } from '../pkce';
import { obj, readBody, str } from '../request';
import { issueSession } from '../sessions';
import { type AuthServer, EMAIL, reload } from '../shared';
import { findUserByEmail, serializeUser } from '../users';

/** POST /signup */
export async function signup(auth: AuthServer, c: Context) {
  const { db, settings } = auth;
  const body = await readBody(c);
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  const data = obj(body, 'data') ?? {};
  // GoTrue routes a sign-up without email and phone to anonymous sign-in before looking at anything else.
  if (!email && !phone) return signupAnonymously(auth, c, data);
  if (settings.disableSignup) throw signupDisabled();
  if (!password) throw validation('Signup requires a valid password');
  assertPasswordStrength(password, settings);
  if (email && phone) throw validation('Only an email address or phone number should be provided on signup.');
  const pkce = pkceParams(body);
  if (phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled');
  const address = (email ?? '').trim().toLowerCase();
  if (address.length > 255) throw validation('An email address is too long');
  if (!EMAIL.test(address)) throw invalidEmailFormat();
  const redirectTo = c.req.query('redirect_to');

  // Hashed before the transaction opens, so no transaction (or PGlite's single connection) waits on bcrypt.
  const encryptedPassword = await hashPassword(password);

  const result = await db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, address);
    let created = false;
    if (!user) {
      user = await createUserUnlessEmailTaken(tx, {
        email: address,
        passwordHash: encryptedPassword,
        userMetadata: data,
        emailConfirmed: settings.mailerAutoconfirm,
      });
      created = !!user;
      // A concurrent sign-up of this address committed first: answer as for an existing user.
      user ??= await findUserByEmail(tx, address);
    }
    if (!user) throw new AuthError(500, 'unexpected_failure', 'Database error saving new user');
    if (created && settings.mailerAutoconfirm) {
      return { session: await issueSession(tx, auth.issuer, user, 'password', clientInfo(c)) };
    }
    if (user.email_confirmed_at) {
      if (settings.mailerAutoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
      // No email goes out, but the per-address email frequency answers as if one had (see assertQuietEmailFrequency).
      if (!created) assertQuietEmailFrequency(auth, address, 'signup');
      const now = new Date().toISOString();
      // Same shape as a new unconfirmed user so the response does not reveal that the address is registered.
      return {
        id: randomUUID(),
        aud: 'authenticated',
        role: '',
        email: address,
        phone: '',
        confirmation_sent_at: now,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: data,
        identities: [],
        created_at: now,
        updated_at: now,
        is_anonymous: false,
      };
    }
    // Without email confirmation nothing can prove the address later, so an unconfirmed account stays as it is.
    if (settings.mailerAutoconfirm) throw new AuthError(422, 'user_already_exists', 'User already registered');
    // Until the address is proven, this sign-up's password and metadata wait under its own confirmation token.
    const hash = await sendOtpEmail(auth, tx, user, 'signup', redirectTo, pkce);
    await recordPendingSignup(tx, user, hash, encryptedPassword, data, settings.otpExpirySeconds);
    const serialized = await serializeUser(tx, await reload(tx, user.id));
    // What an earlier, unproven sign-up chose is not this caller's to see.
    const identity = { sub: user.id, email: address, email_verified: false, phone_verified: false };
    return { ...serialized, user_metadata: { ...data, ...identity } };
  });
  if ('session' in result) return c.json(result.session as Record<string, unknown>);
  return c.json(result);
}

/**
 * `POST /signup` without email and phone (supabase-js `signInAnonymously`), as GoTrue's SignupAnonymously: off unless
 * EXTERNAL_ANONYMOUS_USERS_ENABLED, held to the anonymous-users limit per IP, and answers a session of a new user
 * with `is_anonymous`, the caller's `data` as user_metadata and `amr` `anonymous`.
 */
async function signupAnonymously(auth: AuthServer, c: Context, data: Record<string, unknown>) {
  if (!auth.settings.anonymousUsers) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (auth.settings.disableSignup) throw signupDisabled();
  if (!auth.limiter.hit(`anonymous:${clientIp(c)}`, auth.settings.rateLimits.anonymous)) throw requestRateLimit();
  const session = await auth.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      withoutPassword: true,
      userMetadata: data,
      identityInMetadata: false,
      emailConfirmed: false,
      anonymous: true,
    });
    return issueSession(tx, auth.issuer, user, 'anonymous', clientInfo(c));
  });
  return c.json(session);
}
