/**
 * A real data API for tests: in-memory PGlite prepared by the server's own bootstrap, the repo's
 * supabase/migrations and seed.sql, the server's identify(), and createRestApp served over HTTP.
 * Access tokens are minted with the server's signing code for a session row created here, which is
 * exactly what a password sign-in produces.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import WebSocket from 'ws';
import { DEFAULT_ANON_KEY, DEFAULT_SERVICE_ROLE_KEY, repoRoot } from '../../src/config';
import type { Database, ServerContext } from '../../src/context';
import { openDatabase } from '../../src/db/database';
import { prepareDatabase } from '../../src/db/migrate';
import { createIdentify } from '../../src/identify';
import { loadSigningKey, type SigningKey, signJwt } from '../../src/keys';
import { createRestApp } from '../../src/rest';

export const DEMO_PASSWORD = 'Ardena-demo-2026';
export const DEMO_USERS = {
  consumer: 'consumer@ardena.example',
  business: 'business@ardena.example',
  consumer2: 'consumer2@ardena.example',
} as const;

export interface RestHarness {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  db: Database;
  key: SigningKey;
  /** An access token for a seeded user, backed by a live session row. */
  tokenFor(
    email: string,
    overrides?: Record<string, unknown>,
  ): Promise<{ token: string; userId: string; sessionId: string }>;
  client(accessToken?: string): SupabaseClient;
  stop(): Promise<void>;
}

export async function startRestHarness(): Promise<RestHarness> {
  const db = await openDatabase({ dataDir: ':memory:' });
  await prepareDatabase(db, join(repoRoot, 'supabase'));
  const key = loadSigningKey(null);
  const anonKey = DEFAULT_ANON_KEY;
  const serviceRoleKey = DEFAULT_SERVICE_ROLE_KEY;
  const ctx: ServerContext = {
    config: {
      host: '127.0.0.1',
      port: 0,
      mailboxPort: 0,
      siteUrl: 'http://127.0.0.1:4173',
      apiUrl: 'http://127.0.0.1',
      anonKey,
      serviceRoleKey,
      supabaseDir: join(repoRoot, 'supabase'),
    },
    db,
    identify: createIdentify(db, key, { anonKey, serviceRoleKey }),
  };
  const app = new Hono();
  app.route('/rest/v1', createRestApp(ctx));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

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
    anonKey,
    serviceRoleKey,
    db,
    key,
    tokenFor,
    client(accessToken) {
      return createClient(url, anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        accessToken: accessToken ? async () => accessToken : undefined,
        // Node 20 has no global WebSocket; realtime is unused but supabase-js constructs it eagerly.
        realtime: { transport: WebSocket as never },
      });
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
