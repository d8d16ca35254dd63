import type { Context } from 'hono';
import type { Queryable } from '../../context';
import { createUser } from '../create-user';
import { renderEmail } from '../emails';
import { emailExists } from '../errors';
import { newOtp, saveOneTimeToken, tokenHash, verifyLink } from '../one-time-tokens';
import { redirectTarget } from '../redirect';
import { obj, readBody, str } from '../request';
import { type AuthServer, reload, validateEmail } from '../shared';
import { findUserByEmail, serializeUser, type UserRow } from '../users';

/** Stores an invite's confirmation token (hash of email + OTP) and stamps invited_at. */
export async function recordInvite(tx: Queryable, user: UserRow, otp: string): Promise<string> {
  const email = user.email ?? '';
  const hash = tokenHash(email, otp);
  await tx.query(
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now(), updated_at = now()
       where id = $1`,
    [user.id, hash],
  );
  await saveOneTimeToken(tx, user, 'confirmation_token', hash, email);
  return hash;
}

/** A user for an invite: no password (set after accepting), metadata as given. */
export const createInvitedUser = (tx: Queryable, email: string, data: Record<string, unknown>) =>
  createUser(tx, {
    email,
    userMetadata: data,
    identityInMetadata: false,
    withoutPassword: true,
    emailConfirmed: false,
  });

/** POST /invite (auth.admin.inviteUserByEmail): creates the user if new and mails the invite link and code. */
export async function invite(auth: AuthServer, c: Context) {
  const body = await readBody(c);
  const email = validateEmail(str(body, 'email'));
  const data = obj(body, 'data') ?? {};
  const redirect = redirectTarget(auth, c.req.query('redirect_to'));
  const user = await auth.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at) throw emailExists();
    const user = existing ?? (await createInvitedUser(tx, email, data));
    const otp = newOtp();
    const hash = await recordInvite(tx, user, otp);
    await auth.sendMail({
      from: auth.settings.smtpSender,
      to: email,
      ...renderEmail('invite', otp, verifyLink(auth, hash, 'invite', redirect)),
    });
    return serializeUser(tx, await reload(tx, user.id));
  });
  return c.json(user);
}
