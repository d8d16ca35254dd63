/**
 * The real local stack for tests: startServer() on a fresh database of the run's engine (bootstrap, the repo's supabase/migrations and
 * seed.sql, the auth server and this data API), driven over HTTP with the real supabase-js.
 * Users sign in with the seeded demo password; tokens with unusual claims (expired, …) are signed with
 * the server's own signing key, passed in through JWT_SIGNING_KEY, for a live session row.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database, ServerContext } from '../../src/context';
import { loadSigningKey, type SigningKey, signJwt } from '../../src/keys';
import { refreshSchemaCache } from '../../src/rest';
import { startServerOnTestDatabase } from '../support/test-database';

export const DEMO_PASSWORD = 'Ardena-demo-2026';
export const DEMO_USERS = {
  consumer: 'consumer@ardena.example',
  business: 'business@ardena.example',
  consumer2: 'consumer2@ardena.example',
} as const;

export interface SignedInUser {
  token: string;
  userId: string;
  sessionId: string;
}

export interface RestHarness {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  /** The running server's context, to mount the data API again in-process with other settings. */
  context: ServerContext;
  /** Signs a seeded user in with the demo password through /auth/v1, as the site does. */
  signIn(email: string): Promise<SignedInUser>;
  /** A token for `email` with claims overridden (e.g. an `exp` in the past), backed by a live session. */
  tokenFor(email: string, overrides?: Record<string, unknown>): Promise<SignedInUser>;
  client(accessToken?: string): SupabaseClient;
  /** Runs DDL as the database owner, then reloads the data API's schema cache, as after a migration. */
  migrate(sql: string): Promise<void>;
  stop(): Promise<void>;
}

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  // Node 20 has no global WebSocket; realtime is unused but supabase-js constructs it eagerly.
  realtime: { transport: WebSocket as never },
};

export async function startRestHarness(): Promise<RestHarness> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'ES256' });
  const key: SigningKey = loadSigningKey(null, jwk);
  const server = await startServerOnTestDatabase({
    port: 0,
    mailboxPort: 0,
    quiet: true,
    rateLimits: 'off',
    // Sign-ups get a session at once, so tests can read the profile the trigger created.
    autoconfirm: true,
    env: { JWT_SIGNING_KEY: jwk },
  });
  const { db } = server.context;
  const url = server.apiUrl;

  const client = (accessToken?: string) =>
    createClient(url, server.anonKey, {
      ...clientOptions,
      accessToken: accessToken ? async () => accessToken : undefined,
    });

  const signIn = async (email: string): Promise<SignedInUser> => {
    const auth = createClient(url, server.anonKey, clientOptions);
    const { data, error } = await auth.auth.signInWithPassword({ email, password: DEMO_PASSWORD });
    if (error || !data.session) throw new Error(`Sign-in of ${email} failed: ${error?.message}`);
    const token = data.session.access_token;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      session_id: string;
    };
    return { token, userId: data.user.id, sessionId: claims.session_id };
  };

  const tokenFor: RestHarness['tokenFor'] = async (email, overrides = {}) => {
    const user = await db.query<{ id: string }>('select id::text from auth.users where email = $1', [email]);
    const userId = user.rows[0]?.id;
    if (!userId) throw new Error(`No seeded user ${email}`);
    const sessionId = randomUUID();
    await db.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal) values ($1, $2, now(), now(), 'aal1')`,
      [sessionId, userId],
    );
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(key, {
      iss: `${url}/auth/v1`,
      sub: userId,
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      email,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
      ...overrides,
    });
    return { token, userId, sessionId };
  };

  return {
    url,
    anonKey: server.anonKey,
    serviceRoleKey: server.serviceRoleKey,
    db,
    context: server.context,
    signIn,
    tokenFor,
    client,
    async migrate(sql) {
      await db.exec(sql);
      await refreshSchemaCache(server.context);
    },
    stop: () => server.stop(),
  };
}

/**
 * Test-only objects covering types the product schema lacks (arrays, jsonb, nulls, serial keys) and
 * functions of every return shape, created through the same path a migration takes.
 */
export const FIXTURE_SQL = /* sql */ `
create table public.items (
  id integer generated by default as identity primary key,
  name text not null unique,
  category text,
  price numeric(10, 2) not null default 0,
  tags text[] not null default '{}',
  meta jsonb,
  done boolean not null default false,
  created_at timestamptz not null default '2026-01-01T00:00:00Z'
);
insert into public.items (name, category, price, tags, meta, done) values
  ('alpha', 'tools', 10.50, '{red,small}', '{"size": 1, "color": "red"}', false),
  ('beta', 'tools', 20.00, '{blue}', '{"size": 2, "color": "blue"}', true),
  ('gamma', null, 5.25, '{red,large}', null, false),
  ('delta', 'food', 7.00, '{}', '{"size": 3}', true),
  ('Epsilon, the "fifth"', 'food', 99.99, '{green}', '{"size": 5}', false);
create function public.add_them(a integer, b integer default 1) returns integer language sql immutable as $$ select a + b $$;
create function public.noop() returns void language sql volatile as $$ select $$;
create function public.items_in(cat text) returns setof public.items language sql stable as $$
  select * from public.items where category = cat $$;
create function public.item_names() returns setof text language sql stable as $$ select name from public.items order by id $$;
create function public.first_item() returns public.items language sql stable as $$ select * from public.items order by id limit 1 $$;
create function public.touch_items() returns integer language sql volatile as $$
  update public.items set done = not done where false returning 1 $$;
create function public.write_attempt() returns integer language plpgsql volatile as $$
  begin insert into public.items (name) values ('from rpc ' || clock_timestamp()); return 1; end $$;
create function public.fail_with(message text) returns void language plpgsql as $$
  begin raise exception '%', message; end $$;
`;
