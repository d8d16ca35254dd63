import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type PasskeySettings, readPasskeySettings } from './auth/passkey-settings';
import type { ServerConfig } from './context';
import { localSupabase } from './defaults';

/** The documented local keys (./defaults). Public knowledge, so the server refuses them when NODE_ENV=production. */
export const DEFAULT_SERVICE_ROLE_KEY: string = localSupabase.serviceRoleKey;
export const DEFAULT_ANON_KEY: string = localSupabase.anonKey;

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

export type Env = Record<string, string | undefined>;

/** A per-IP limit: `limit` requests per `windowSeconds` for one endpoint group. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

/** Auth behaviour knobs; defaults follow hosted Supabase (confirmations on, hosted rate limits). */
export interface AuthSettings {
  mailerAutoconfirm: boolean;
  disableSignup: boolean;
  /** `POST /signup` without email or phone creates an anonymous user (GoTrue EXTERNAL_ANONYMOUS_USERS_ENABLED). */
  anonymousUsers: boolean;
  jwtExpirySeconds: number;
  passwordMinLength: number;
  /**
   * Character sets a password must each draw from (GoTrue PASSWORD_REQUIRED_CHARACTERS: sets separated by `:`; the
   * Supabase CLI's `letters_digits`, `lower_upper_letters_digits`, `lower_upper_letters_digits_symbols` also work).
   */
  passwordRequiredCharacters: string[];
  /** Reject passwords on the bundled list of common breached passwords. */
  rejectBreachedPasswords: boolean;
  /** One email per address per this many seconds (GoTrue SMTP_MAX_FREQUENCY). 0 turns it off. */
  emailFrequencySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  otpExpirySeconds: number;
  /** Per-IP limits; `null` disables the group. */
  rateLimits: {
    signup: RateLimit | null;
    token: RateLimit | null;
    verify: RateLimit | null;
    mfa: RateLimit | null;
    anonymous: RateLimit | null;
    passkey: RateLimit | null;
  };
  /**
   * Failed password sign-ins per account and source address: after `limit` failures each further attempt from that
   * source waits a doubling delay (capped at the window) or answers 429; other sources are not affected.
   */
  failedSignIns: RateLimit | null;
  /** Extra allowed `redirect_to` targets: exact URLs or GoTrue-style globs (`.` and `/` separate, `**` crosses). */
  additionalRedirectUrls: string[];
  smtpUrl?: string;
  smtpSender: string;
  /** Passkey sign-in (GOTRUE_PASSKEY_ENABLED with GOTRUE_WEBAUTHN_*); `null` when off. */
  passkeys: PasskeySettings | null;
}

export interface ResolvedConfig {
  server: ServerConfig;
  /** NODE_ENV is `production` (any case): published keys, the demo seed and the open mailbox are refused. */
  production: boolean;
  auth: AuthSettings;
  /** Largest request body the API accepts (API_MAX_BODY_BYTES); larger ones answer 413. */
  maxBodyBytes: number;
  /**
   * How long a client may take to send a request, on the API and the mailbox: every header within `headersMs`
   * (API_HEADERS_TIMEOUT_MS), the whole request within `requestMs` (API_REQUEST_TIMEOUT_MS); beyond, 408 and close.
   */
  timeouts: { headersMs: number; requestMs: number };
  /** PGlite directory or `:memory:`. */
  dataDir: string;
  databaseUrl?: string;
  /** Where to keep the generated signing key (null: keep it in memory). */
  keyFile: string | null;
  /** A private ES256 JWK given through env (JWT_SIGNING_KEY), instead of the generated one. */
  signingJwk?: string;
}

function read(env: Env, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = env[name] ?? env[`GOTRUE_${name}`];
    if (value !== undefined && value !== '') return value;
  }
  return undefined;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** `30` (per the default window), `30/300` (per 300 s) or `off`. */
function limit(value: string | undefined, fallback: RateLimit, allOff: boolean): RateLimit | null {
  if (allOff) return null;
  if (value === undefined) return fallback;
  if (['off', 'false', '0'].includes(value.toLowerCase())) return null;
  const [count, window] = value.split('/');
  return { limit: int(count, fallback.limit), windowSeconds: int(window, fallback.windowSeconds) };
}

export class ConfigError extends Error {}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';
/** The Supabase CLI's / dashboard's named password requirements, as the character sets GoTrue receives. */
const NAMED_REQUIREMENTS: Record<string, string[]> = {
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

/** GoTrue splits PASSWORD_REQUIRED_CHARACTERS on `:` (a literal colon inside a set is written `\\:`). */
export function parseRequiredCharacters(value: string | undefined): string[] {
  if (!value) return [];
  const named = NAMED_REQUIREMENTS[value.trim().toLowerCase()];
  if (named) return named;
  return value
    .split(/(?<!\\):/)
    .map((set) => set.replace(/\\:/g, ':'))
    .filter(Boolean);
}

/**
 * Shortest API key a production start accepts. Supabase's own keys are far longer (`sb_publishable_`/`sb_secret_` plus
 * 32 random characters and a checksum; legacy keys are JWTs); 32 characters of a random alphabet is over 128 bits.
 */
export const MIN_PRODUCTION_KEY_LENGTH = 32;

/** Production keys must be the operator's own, long enough not to be guessed, and two different keys. */
function assertProductionKeys(env: Env, anonKey: string, serviceRoleKey: string): void {
  if (anonKey === DEFAULT_ANON_KEY || serviceRoleKey === DEFAULT_SERVICE_ROLE_KEY) {
    throw new ConfigError(
      `Refusing to start: NODE_ENV=${env.NODE_ENV} with the published local default keys. Set SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY to your own values.`,
    );
  }
  if (anonKey === serviceRoleKey) {
    throw new ConfigError(
      `Refusing to start: NODE_ENV=${env.NODE_ENV} with SUPABASE_ANON_KEY equal to SUPABASE_SERVICE_ROLE_KEY. The anon key is public (every browser gets it), so it would open the admin API and bypass row level security; set two different keys.`,
    );
  }
  for (const [name, key] of [
    ['SUPABASE_ANON_KEY', anonKey],
    ['SUPABASE_SERVICE_ROLE_KEY', serviceRoleKey],
  ] as const) {
    if (key.length < MIN_PRODUCTION_KEY_LENGTH) {
      throw new ConfigError(
        `Refusing to start: NODE_ENV=${env.NODE_ENV} with a ${key.length}-character ${name}; a key shorter than ${MIN_PRODUCTION_KEY_LENGTH} characters can be guessed. Generate one, e.g. \`openssl rand -base64 32\`.`,
      );
    }
  }
}

function passkeySettings(env: Env): PasskeySettings | null {
  try {
    return readPasskeySettings((...names) => read(env, ...names), bool(read(env, 'PASSKEY_ENABLED'), false));
  } catch (error) {
    throw new ConfigError(`Refusing to start: ${(error as Error).message}.`);
  }
}

/** `NODE_ENV=production` in any case and spacing (`Production`, ` PRODUCTION`), as people and platforms write it. */
export function isProduction(env: Env): boolean {
  return (env.NODE_ENV ?? '').trim().toLowerCase() === 'production';
}

/** Reads the environment (see README "Environment"). Throws ConfigError on a production start with default keys. */
export function resolveConfig(env: Env = process.env): ResolvedConfig {
  const host = env.HOST ?? '127.0.0.1';
  const port = int(env.API_PORT, Number(new URL(localSupabase.url).port));
  const mailboxPort = int(env.MAILBOX_PORT, 54324);
  const anonKey = read(env, 'SUPABASE_ANON_KEY', 'ANON_KEY') ?? DEFAULT_ANON_KEY;
  const serviceRoleKey = read(env, 'SUPABASE_SERVICE_ROLE_KEY', 'SERVICE_ROLE_KEY') ?? DEFAULT_SERVICE_ROLE_KEY;
  const production = isProduction(env);
  if (production) assertProductionKeys(env, anonKey, serviceRoleKey);
  if (production && !read(env, 'SMTP_URL')) {
    throw new ConfigError(
      `Refusing to start: NODE_ENV=${env.NODE_ENV} without SMTP_URL. The built-in mailbox shows every email, sign-in links and codes included, to anyone who can reach it; set SMTP_URL=smtp://user:pass@host:587 (and SMTP_ADMIN_EMAIL) to deliver mail.`,
    );
  }
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const apiUrl = (read(env, 'API_EXTERNAL_URL') ?? `http://${publicHost}:${port}`).replace(/\/$/, '');
  const dataDir = env.DATA_DIR ?? resolve(repoRoot, '.data');
  const databaseUrl = env.DATABASE_URL || undefined;
  const allOff = ['off', 'false', '0'].includes((env.AUTH_RATE_LIMITS ?? '').toLowerCase());
  const fiveMinutes = 300;
  return {
    production,
    server: {
      host,
      port,
      mailboxPort,
      siteUrl: (read(env, 'SITE_URL') ?? 'http://127.0.0.1:4173').replace(/\/$/, ''),
      apiUrl,
      anonKey,
      serviceRoleKey,
      supabaseDir: env.SUPABASE_DIR ?? resolve(repoRoot, 'supabase'),
    },
    auth: {
      mailerAutoconfirm: bool(read(env, 'MAILER_AUTOCONFIRM'), false),
      disableSignup: bool(read(env, 'DISABLE_SIGNUP'), false),
      anonymousUsers: bool(read(env, 'EXTERNAL_ANONYMOUS_USERS_ENABLED'), false),
      jwtExpirySeconds: int(read(env, 'JWT_EXP'), 3600),
      passwordMinLength: int(read(env, 'PASSWORD_MIN_LENGTH'), 8),
      passwordRequiredCharacters: parseRequiredCharacters(read(env, 'PASSWORD_REQUIRED_CHARACTERS')),
      rejectBreachedPasswords: bool(read(env, 'PASSWORD_REJECT_BREACHED', 'PASSWORD_HIBP_ENABLED'), true),
      emailFrequencySeconds: int(read(env, 'SMTP_MAX_FREQUENCY'), allOff ? 0 : 60),
      refreshTokenReuseIntervalSeconds: int(read(env, 'SECURITY_REFRESH_TOKEN_REUSE_INTERVAL'), 10),
      otpExpirySeconds: int(read(env, 'MAILER_OTP_EXP'), 3600),
      rateLimits: {
        signup: limit(read(env, 'RATE_LIMIT_OTP'), { limit: 30, windowSeconds: fiveMinutes }, allOff),
        token: limit(read(env, 'RATE_LIMIT_TOKEN_REFRESH'), { limit: 150, windowSeconds: fiveMinutes }, allOff),
        verify: limit(read(env, 'RATE_LIMIT_VERIFY'), { limit: 30, windowSeconds: fiveMinutes }, allOff),
        mfa: limit(read(env, 'MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY'), { limit: 15, windowSeconds: 60 }, allOff),
        anonymous: limit(read(env, 'RATE_LIMIT_ANONYMOUS_USERS'), { limit: 30, windowSeconds: 3600 }, allOff),
        passkey: limit(read(env, 'RATE_LIMIT_PASSKEY'), { limit: 30, windowSeconds: fiveMinutes }, allOff),
      },
      failedSignIns: limit(read(env, 'RATE_LIMIT_FAILED_SIGN_INS'), { limit: 10, windowSeconds: 900 }, allOff),
      additionalRedirectUrls: (read(env, 'ADDITIONAL_REDIRECT_URLS', 'URI_ALLOW_LIST') ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
      smtpUrl: read(env, 'SMTP_URL'),
      smtpSender: read(env, 'SMTP_ADMIN_EMAIL', 'SMTP_SENDER') ?? 'Ardena <no-reply@ardena.local>',
      passkeys: passkeySettings(env),
    },
    maxBodyBytes: Math.max(1, int(env.API_MAX_BODY_BYTES, 1 << 20)),
    timeouts: {
      headersMs: Math.max(1, int(env.API_HEADERS_TIMEOUT_MS, 10_000)),
      requestMs: Math.max(1, int(env.API_REQUEST_TIMEOUT_MS, 30_000)),
    },
    dataDir,
    databaseUrl,
    keyFile: dataDir === ':memory:' ? null : resolve(dataDir, 'jwt-signing-key.json'),
    signingJwk: read(env, 'JWT_SIGNING_KEY'),
  };
}
