import type { AuthError } from '@supabase/supabase-js';
import type { AuthFailure } from '../forms/authFormState';

// Apart from the account API so that a component using one call (OAuthSignIn) does not load all of it.

/** What every account call answers: its data, or the failure as forms show it. */
export type Result<T> = { ok: true; data: T } | { ok: false; error: AuthFailure };

/** A supabase-js error as forms explain it: its message, code and status, and a weak password's reasons. */
export function toAuthFailure(error: AuthError | Error | { message: string }): AuthFailure {
  const withDetails = error as { code?: unknown; status?: unknown; reasons?: unknown; message: string };
  const failure: AuthFailure = { message: withDetails.message };
  if (typeof withDetails.code === 'string') failure.code = withDetails.code;
  if (typeof withDetails.status === 'number') failure.status = withDetails.status;
  if (Array.isArray(withDetails.reasons) && withDetails.code === 'weak_password') {
    failure.weakPasswordReasons = withDetails.reasons.filter((reason): reason is string => typeof reason === 'string');
  }
  return failure;
}
