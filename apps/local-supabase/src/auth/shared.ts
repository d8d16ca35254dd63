import type { AuthSettings } from '../config';
import type { Database, Queryable, ServerConfig, ServerContext } from '../context';
import type { SigningKey } from '../keys';
import type { SendMail } from '../mail/sender';
import { invalidEmailFormat, userNotFound, validation } from './errors';
import { RateLimiter, SignInThrottle } from './rate-limit';
import type { TokenIssuer } from './sessions';
import { findUserById, type UserRow } from './users';

export interface AuthDeps {
  ctx: ServerContext;
  settings: AuthSettings;
  key: SigningKey;
  sendMail: SendMail;
}

/** What every handler shares (GoTrue's `API` struct): database, configuration, signing, limits, mail. */
export interface AuthServer {
  db: Database;
  config: ServerConfig;
  settings: AuthSettings;
  key: SigningKey;
  issuer: TokenIssuer;
  limiter: RateLimiter;
  /** Failed password sign-ins per account and source address. */
  signInThrottle: SignInThrottle;
  sendMail: SendMail;
}

export function createAuthServer({ ctx, settings, key, sendMail }: AuthDeps): AuthServer {
  return {
    db: ctx.db,
    config: ctx.config,
    settings,
    key,
    issuer: { key, issuer: `${ctx.config.apiUrl}/auth/v1`, expirySeconds: settings.jwtExpirySeconds },
    limiter: new RateLimiter(),
    signInThrottle: new SignInThrottle(settings.failedSignIns),
    sendMail,
  };
}

/** The authenticated caller of a user endpoint, set by `requireUser`. */
export interface Caller {
  user: UserRow;
  sessionId: string;
  aal: 'aal1' | 'aal2';
}

export type AuthEnv = { Variables: { caller: Caller } };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The address format GoTrue accepts (its `checkmail.ValidateFormat`: the HTML "valid e-mail address" grammar): an
 * atext local part, then dot-separated host labels of letters, digits and inner hyphens; a dot is not required.
 */
export const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Re-reads a user inside the current transaction. */
export async function reload(tx: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(tx, id);
  if (!user) throw userNotFound();
  return user;
}

export const isBanned = (user: UserRow) => !!user.banned_until && new Date(user.banned_until).getTime() > Date.now();

/** GoTrue's `validateEmail`: required, at most 255 characters, a valid format; returns it lower-cased. */
export function validateEmail(email: string | undefined): string {
  if (!email) throw validation('An email address is required');
  if (email.length > 255) throw validation('An email address is too long');
  const address = email.trim().toLowerCase();
  if (!EMAIL.test(address)) throw invalidEmailFormat();
  return address;
}

/** GoTrue's `validatePhone`: `+` and spaces dropped, then E.164 digits. */
export function validatePhone(phone: string): string {
  const digits = phone.replace(/^\+/, '').replaceAll(' ', '');
  if (!/^[1-9]\d{1,14}$/.test(digits)) throw validation('Invalid phone number format (E.164 required)');
  return digits;
}
