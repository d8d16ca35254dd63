import type { AuthSettings } from '../config';
import { commonPasswords } from './common-passwords';
import { AuthError, validation } from './errors';
import { bcryptCompare, bcryptHash } from './password-hashing';

/** bcrypt cost 10 with the `$2a$` prefix, as GoTrue stores them (and as pgcrypto's `crypt(…, gen_salt('bf'))` does). */
export const hashPassword = (password: string) => bcryptHash(password, 10);
export const checkPassword = (password: string, hash: string | null | undefined) =>
  hash ? bcryptCompare(password, hash) : Promise.resolve(false);

const breached = new Set(commonPasswords);

/** Throws `weak_password` (422, with reasons) or `validation_failed` for an over-long password. */
export function assertPasswordStrength(password: string, settings: AuthSettings): void {
  if (Buffer.byteLength(password) > 72) throw validation('Password cannot be longer than 72 characters');
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < settings.passwordMinLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${settings.passwordMinLength} characters.`);
  }
  const sets = settings.passwordRequiredCharacters;
  if (sets.length > 0 && !sets.every((set) => [...password].some((char) => set.includes(char)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (settings.rejectBreachedPasswords && breached.has(password.toLowerCase())) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  if (reasons.length) {
    throw new AuthError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } });
  }
}
