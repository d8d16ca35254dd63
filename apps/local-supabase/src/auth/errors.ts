import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The `error_code` strings this server answers with: a subset of GoTrue's `apierrors/errorcode.go`. */
export type ErrorCode =
  | 'unknown'
  | 'unexpected_failure'
  | 'validation_failed'
  | 'request_timeout'
  | 'bad_json'
  | 'email_exists'
  | 'phone_exists'
  | 'bad_jwt'
  | 'not_admin'
  | 'no_authorization'
  | 'user_not_found'
  | 'session_not_found'
  | 'session_expired'
  | 'refresh_token_not_found'
  | 'refresh_token_already_used'
  | 'flow_state_not_found'
  | 'flow_state_expired'
  | 'signup_disabled'
  | 'user_banned'
  | 'provider_disabled'
  | 'email_provider_disabled'
  | 'phone_provider_disabled'
  | 'anonymous_provider_disabled'
  | 'web3_provider_disabled'
  | 'passkey_disabled'
  | 'too_many_passkeys'
  | 'webauthn_challenge_not_found'
  | 'webauthn_challenge_expired'
  | 'webauthn_verification_failed'
  | 'webauthn_credential_exists'
  | 'saml_provider_disabled'
  | 'manual_linking_disabled'
  | 'too_many_enrolled_mfa_factors'
  | 'mfa_factor_name_conflict'
  | 'mfa_factor_not_found'
  | 'mfa_ip_address_mismatch'
  | 'mfa_challenge_expired'
  | 'mfa_verification_failed'
  | 'mfa_phone_enroll_not_enabled'
  | 'mfa_webauthn_enroll_not_enabled'
  | 'insufficient_aal'
  | 'email_not_confirmed'
  | 'user_already_exists'
  | 'reauthentication_not_valid'
  | 'same_password'
  | 'otp_expired'
  | 'otp_disabled'
  | 'weak_password'
  | 'over_request_rate_limit'
  | 'over_email_send_rate_limit'
  | 'bad_code_verifier'
  | 'invalid_credentials'
  | 'request_entity_too_large'
  | 'request_header_fields_too_large'
  | 'method_not_allowed'
  | 'not_found'
  | 'conflict'
  | 'feature_disabled'
  | 'web3_unsupported_chain'
  | 'bad_oauth_callback'
  | 'bad_oauth_state';

/** An error GoTrue would answer with `{code, message}` (2024-01-01 API) or `{code, error_code, msg}` (legacy). */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Set for GoTrue's OAuthError: always 400 `{"error", "error_description"}`, no error code. */
    readonly oauth?: string,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

/** GoTrue's OAuthError (`apierrors.NewOAuthError`), e.g. `invalid request` / `id_token required`. */
export const oauthError = (error: string, description: string) =>
  new AuthError(400, 'validation_failed', description, {}, error);

/**
 * A Postgres error raised by the schema (a trigger, a check or not-null constraint on a table a trigger writes) while
 * auth writes a user: the caller's data was refused, so it is a 4xx naming the database's reason, not a 500.
 */
export function databaseRefusal(error: unknown): AuthError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  // 54000: a value too large for an index entry (e.g. a huge MFA factor name).
  if (typeof code !== 'string' || !/^(22|23|P0)[0-9A-Z]{3}$|^54000$/.test(code)) return undefined;
  const reason = error instanceof Error ? error.message : String(error);
  if (code === '23505') return new AuthError(409, 'conflict', `Database error saving user: ${reason}`);
  return new AuthError(422, 'validation_failed', `Database error saving user: ${reason}`);
}

export const API_VERSION = '2024-01-01';

/** GoTrue treats any parseable date ≥ 2024-01-01 as that version; anything else is the legacy (initial) shape. */
export function requestsVersionedErrors(header: string | undefined): boolean {
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return false;
  const date = Date.parse(`${header}T00:00:00Z`);
  return Number.isFinite(date) && date >= Date.parse(`${API_VERSION}T00:00:00Z`);
}

export function errorResponse(c: Context, error: AuthError): Response {
  if (error.oauth) return c.json({ error: error.oauth, error_description: error.message }, 400);
  c.header('x-sb-error-code', error.code);
  if (requestsVersionedErrors(c.req.header('x-supabase-api-version'))) {
    c.header('X-Supabase-Api-Version', API_VERSION);
    return c.json({ code: error.code, message: error.message, ...error.extra }, error.status);
  }
  // Legacy 5xx answers also carry the request id GoTrue logs them under (`X-Request-Id`, else a fresh one).
  const errorId = error.status >= 500 ? { error_id: c.req.header('x-request-id') || randomUUID() } : {};
  return c.json(
    { code: error.status, error_code: error.code, msg: error.message, ...errorId, ...error.extra },
    error.status,
  );
}

// ---------- the catalogue: errors raised from more than one place ----------

export const unexpectedFailure = () =>
  new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information');
export const validation = (message: string, status: ContentfulStatusCode = 400) =>
  new AuthError(status, 'validation_failed', message);
export const invalidEmailFormat = () => validation('Unable to validate email address: invalid format');
export const userNotFound = () => new AuthError(404, 'user_not_found', 'User not found');
export const userBanned = (status: ContentfulStatusCode = 403) =>
  new AuthError(status, 'user_banned', 'User is banned');
export const signupDisabled = () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
export const requestRateLimit = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
export const emailFrequencyLimit = (seconds: number) =>
  new AuthError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
export const emailExists = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
export const flowStateNotFound = () =>
  new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
export const noAuthorization = () =>
  new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
export const badJwt = (message: string, status: ContentfulStatusCode = 403) =>
  new AuthError(status, 'bad_jwt', message);
export const userNotAllowed = () => new AuthError(403, 'not_admin', 'User not allowed');
export const featureDisabled = (message: string) => new AuthError(404, 'feature_disabled', message);
export const samlDisabled = () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
export const passkeysDisabled = () => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
export const manualLinkingDisabled = () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
