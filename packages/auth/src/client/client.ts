import type { SupabaseClient, SupportedStorage } from '@supabase/supabase-js';

/** Where the client talks to: a Supabase project URL and its public (anon / publishable) key. */
export interface SupabaseConnection {
  url: string;
  anonKey: string;
  /**
   * The fetch every request of the client goes through (supabase-js's `global.fetch`); the platform's by default.
   * `loadSupabase` creates one client per URL and key, so the first call's fetch is the one it keeps.
   */
  fetch?: typeof fetch;
}

/**
 * Overrides of the auth client's behaviour: a separate `storage` (stories and tests keep each client's session
 * apart) or no background refresh.
 */
export interface ClientAuthOptions {
  storage?: SupportedStorage;
  autoRefreshToken?: boolean;
  detectSessionInUrl?: boolean;
}

/** The supabase-js client this package works with (the `public` schema, untyped rows). */
export type ArdenaSupabaseClient = SupabaseClient;

/**
 * The localStorage key supabase-js uses for the session of `url`: `sb-<first label of the host>-auth-token`.
 * Mirrors `SupabaseClient`'s constructor (supabase-js 2.109), which parses the URL with a trailing slash added.
 */
export function sessionStorageKey(url: string): string {
  const trimmed = url.trim();
  const base = new URL(trimmed.endsWith('/') ? trimmed : `${trimmed}/`);
  return `sb-${base.hostname.split('.')[0]}-auth-token`;
}

/** The Storage-like reader `hasStoredSession` needs; `window.localStorage` by default. */
export type SessionStorageReader = Pick<Storage, 'getItem'>;

function defaultStorage(): SessionStorageReader | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage access throws in some privacy modes; treat it as "no session".
    return undefined;
  }
}

/**
 * Whether a session is stored for `url`, read from storage alone, without loading supabase-js. The site header
 * calls this on every page so signed-out visitors never download the auth client; an expired access token still
 * counts (supabase-js refreshes it) as long as a refresh token is there.
 */
export function hasStoredSession(url: string, storage: SessionStorageReader | undefined = defaultStorage()): boolean {
  if (!storage) return false;
  let raw: string | null;
  try {
    raw = storage.getItem(sessionStorageKey(url));
  } catch {
    return false;
  }
  if (!raw) return false;
  try {
    const stored = JSON.parse(raw) as { access_token?: unknown; refresh_token?: unknown } | null;
    return (
      typeof stored === 'object' &&
      stored !== null &&
      (typeof stored.refresh_token === 'string' || typeof stored.access_token === 'string') &&
      Boolean(stored.refresh_token || stored.access_token)
    );
  } catch {
    return false;
  }
}

// Clients created on a page opened from a password-recovery link (implicit flow: `#…&type=recovery`). supabase-js
// strips the fragment and sends its one-off PASSWORD_RECOVERY event while it initialises, possibly before every
// AuthProvider on the page has subscribed; this remembers the fact for the ones that come later.
const recoveryClients = new WeakSet<ArdenaSupabaseClient>();

function recoveryLinkInUrl(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.hash.replace(/^#/, '')).get('type') === 'recovery';
}

/** What an email link brought in the URL when a client was created (implicit flow: the fragment). */
export type EmailLinkOutcome = { kind: 'signUpConfirmed' } | { kind: 'failed'; code?: string; message: string };

const linkOutcomes = new WeakMap<ArdenaSupabaseClient, EmailLinkOutcome>();

/**
 * A sign-up confirmation (`#access_token=…&type=signup`) or a failed link (`#error=…&error_code=otp_expired&
 * error_description=…`, an expired or used link) in the URL. supabase-js turns the first into a session and drops the
 * second silently; this keeps what happened so the app can say it.
 */
export function emailLinkInUrl(): EmailLinkOutcome | null {
  if (typeof window === 'undefined') return null;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  if (params.get('access_token') && params.get('type') === 'signup') return { kind: 'signUpConfirmed' };
  const message = params.get('error_description');
  if (!message) return null;
  const code = params.get('error_code') ?? undefined;
  return code ? { kind: 'failed', code, message } : { kind: 'failed', message };
}

/**
 * What the email link that `client` started from did, once: the first caller (the provider that announces it) takes
 * it, so a second provider on the same client does not announce it again.
 */
export function takeEmailLinkOutcome(client: ArdenaSupabaseClient): EmailLinkOutcome | null {
  const outcome = linkOutcomes.get(client) ?? null;
  linkOutcomes.delete(client);
  return outcome;
}

/** Whether `client` took its session from a password-recovery link whose new password is not saved yet. */
export function isRecoverySession(client: ArdenaSupabaseClient): boolean {
  return recoveryClients.has(client);
}

/** Marks the recovery as finished (the new password is saved, or the user signed out). */
export function endRecoverySession(client: ArdenaSupabaseClient): void {
  recoveryClients.delete(client);
}

/**
 * Creates a new supabase-js client for `connection`. supabase-js is imported dynamically so bundlers split it out
 * of the public pages' first load.
 */
export async function createSupabaseClient(
  connection: SupabaseConnection,
  authOptions: ClientAuthOptions = {},
): Promise<ArdenaSupabaseClient> {
  const { createClient } = await import('@supabase/supabase-js');
  const fromRecoveryLink = recoveryLinkInUrl();
  const linkOutcome = emailLinkInUrl();
  const client = createClient(connection.url, connection.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      // `auth.passkey` (passkey sign-in and management) is behind this flag in supabase-js 2.109.
      experimental: { passkey: true },
      ...authOptions,
    },
    ...(connection.fetch ? { global: { fetch: connection.fetch } } : {}),
  });
  if (fromRecoveryLink && authOptions.detectSessionInUrl !== false) recoveryClients.add(client);
  if (linkOutcome && authOptions.detectSessionInUrl !== false) linkOutcomes.set(client, linkOutcome);
  return client;
}

const sharedClients = new Map<string, Promise<ArdenaSupabaseClient>>();

/**
 * The one shared client per backend, created on first call. Two clients on the same storage key would race each
 * other's token refreshes, so the app should always go through this.
 */
export function loadSupabase(connection: SupabaseConnection): Promise<ArdenaSupabaseClient> {
  const cacheKey = `${connection.url}\n${connection.anonKey}`;
  let pending = sharedClients.get(cacheKey);
  if (!pending) {
    pending = createSupabaseClient(connection);
    // A failed chunk load must not be cached forever: let the next call retry.
    pending.catch(() => sharedClients.delete(cacheKey));
    sharedClients.set(cacheKey, pending);
  }
  return pending;
}
