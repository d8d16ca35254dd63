import { type AuthChangeEvent, createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { RunningServer, StartServerOptions } from '../../src/index';
import { startServerOnTestDatabase } from '../support/test-database';

/** Starts a server on free ports (quiet), on a fresh database of the run's engine (PGlite in memory, or Postgres). */
export function startTestServer(options: StartServerOptions = {}): Promise<RunningServer> {
  return startServerOnTestDatabase({ port: 0, mailboxPort: 0, quiet: true, ...options });
}

/** In-memory storage so supabase-js keeps its session (and emits events) as it does in a browser. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export interface TestClient {
  supabase: SupabaseClient;
  events: AuthChangeEvent[];
  /** Every request URL the client made (to prove, e.g., that getClaims used JWKS and not /user). */
  requests: string[];
}

/** The real supabase-js client, configured as the site configures it, but with in-memory storage. */
export function client(server: RunningServer, flowType: 'implicit' | 'pkce' = 'implicit'): TestClient {
  const events: AuthChangeEvent[] = [];
  const requests: string[] = [];
  const supabase = createClient(server.apiUrl, server.anonKey, {
    auth: {
      storage: memoryStorage(),
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType,
    },
    // Node 20 has no global WebSocket; realtime is unused but supabase-js constructs its client eagerly.
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: {
      fetch: (input, init) => {
        requests.push(
          `${init?.method ?? 'GET'} ${typeof input === 'string' ? input : input instanceof URL ? input.href : input.url}`,
        );
        return fetch(input, init);
      },
    },
  });
  supabase.auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return { supabase, events, requests };
}

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface MailSummary {
  ID: string;
  Subject: string;
  To: Array<{ Address: string }>;
}

/** The newest email to `address` through the Mailpit-compatible API, with its link and 6-digit code. */
export async function latestEmail(server: RunningServer, address: string) {
  const search = await fetch(`${server.mailboxUrl}/api/v1/search?query=${encodeURIComponent(`to:${address}`)}`);
  const listing = (await search.json()) as { messages: MailSummary[] };
  const summary = listing.messages[0];
  if (!summary) throw new Error(`no email to ${address}`);
  const message = (await (await fetch(`${server.mailboxUrl}/api/v1/message/${summary.ID}`)).json()) as {
    Subject: string;
    Text: string;
    HTML: string;
  };
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(message.Text)?.[0];
  const code = /code: (\d{6})/.exec(message.Text)?.[1];
  return { subject: message.Subject, text: message.Text, link, code, count: listing.messages.length };
}

/** Follows an email link like a browser would: the API answers 303 to the site; returns the redirect URL. */
export async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  if (response.status !== 303) throw new Error(`expected 303 from ${link}, got ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
}

export const hashParams = (url: URL) => new URLSearchParams(url.hash.slice(1));

/** A raw call with the headers supabase-js sends, for cases the client would not produce. */
export function raw(server: RunningServer, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('apikey', server.anonKey);
  if (!headers.has('authorization')) headers.set('authorization', `Bearer ${init.token ?? server.anonKey}`);
  if (!headers.has('x-supabase-api-version')) headers.set('x-supabase-api-version', '2024-01-01');
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json;charset=UTF-8');
  return fetch(`${server.apiUrl}/auth/v1${path}`, { ...init, headers });
}

/** supabase-js with the service-role key, as a team's test set-up or back office uses `auth.admin`. */
export function adminClient(server: RunningServer): SupabaseClient {
  return createClient(server.apiUrl, server.serviceRoleKey, {
    auth: { storage: memoryStorage(), persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
  });
}

/** supabase-js with a given key as both apikey and bearer (anon key, or a user's access token via `accessToken`). */
export function keyedClient(server: RunningServer, key: string, accessToken?: string): SupabaseClient {
  return createClient(server.apiUrl, key, {
    auth: { storage: memoryStorage(), persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as unknown as typeof WebSocket },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}
