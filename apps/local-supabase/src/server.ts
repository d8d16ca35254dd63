import { rmSync } from 'node:fs';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { createAuthApp } from './auth/app';
import { type Env, type ResolvedConfig, resolveConfig } from './config';
import type { Database, ServerContext } from './context';
import {
  checkPgliteDataDir,
  checkRelationFileSizes,
  lockDataDir,
  openFailure,
  recordRelationFileSizes,
} from './db/data-dir';
import { openDatabase } from './db/database';
import { MigrationError, type PrepareResult, prepareDatabase } from './db/migrate';
import { recoverableDatabase } from './db/recovery';
import { openFreshDiskFromTemplate, openInMemoryFromTemplate } from './db/template';
import { createIdentify } from './identify';
import { loadSigningKey } from './keys';
import { createMailboxApp, Mailbox } from './mail/mailbox';
import { createMailSender } from './mail/sender';
import {
  answerClientErrorsWithJson,
  bodyLimit,
  headerLimit,
  lingerAfterResponse,
  PARSER_MAX_HEADER_BYTES,
} from './request-limits';
import { createRestApp, postgrestCors, readRestSettings } from './rest/index';

export interface StartServerOptions {
  /** PGlite directory; `:memory:` for a throwaway database. Default: DATA_DIR or `<repo>/.data`. */
  dataDir?: string;
  /** Use a real Postgres instead of PGlite. Default: DATABASE_URL. */
  databaseUrl?: string;
  host?: string;
  /** API port; 0 picks a free one. Default: API_PORT or 54321. */
  port?: number;
  /** Mailbox port; 0 picks a free one. Default: MAILBOX_PORT or 54324. */
  mailboxPort?: number;
  siteUrl?: string;
  /** `off` turns every abuse limit off (tests, e2e). */
  rateLimits?: 'on' | 'off';
  /** Turns email confirmation off, as GOTRUE_MAILER_AUTOCONFIRM=true does. */
  autoconfirm?: boolean;
  /** Where migrations and seed.sql live. Default: `<repo>/supabase`. */
  supabaseDir?: string;
  /** Drop the data first (`db:reset`). */
  reset?: boolean;
  /** Extra environment read on top of process.env (any variable the README lists). */
  env?: Env;
  /** Print nothing (tests, benches). */
  quiet?: boolean;
}

export interface RunningServer {
  apiUrl: string;
  mailboxUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Milliseconds from the call to listening (open DB, bootstrap, migrations, seed, listen). */
  startupMs: number;
  /** Whether this start created the database (and so ran the seed). */
  fresh: boolean;
  context: ServerContext;
  stop(): Promise<void>;
}

const CORS_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'X-Client-IP',
  'X-Client-Info',
  'X-JWT-AUD',
  'x-use-cookie',
  'X-Supabase-Api-Version',
  'apikey',
  'Prefer',
  'Range',
  'Range-Unit',
  'Accept-Profile',
  'Content-Profile',
];

/** How often Node looks for connections past their header or request time (its default, 30 s, adds up to that). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

function listen(app: Hono, host: string, port: number, timeouts: ResolvedConfig['timeouts']) {
  return new Promise<{ port: number; close: () => Promise<void> }>((resolve, reject) => {
    const server = serve(
      {
        fetch: app.fetch,
        hostname: host,
        port,
        // A client sending its headers or body a byte at a time (or nothing) is answered 408 and closed once these pass.
        serverOptions: {
          maxHeaderSize: PARSER_MAX_HEADER_BYTES,
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
        },
        // Its own clean-up closes the connection 500 ms after the answer; lingerAfterResponse waits for the client.
        autoCleanupIncoming: false,
      },
      (info: AddressInfo) => {
        resolve({
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              // Keep-alive sockets of clients would otherwise hold the close open.
              (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      },
    );
    // Node's default keep-alive of 5 s is shorter than the idle time of pooled client connections (undici in
    // supabase-js on Node, browsers): a client can reuse a socket the server is closing and get ECONNRESET, which
    // the contract fuzz test hit under load. Supabase's gateway keeps connections for about a minute; so does this.
    // serve() without createServer options is always an HTTP/1.1 server.
    const http1 = server as HttpServer;
    http1.keepAliveTimeout = 65_000;
    answerClientErrorsWithJson(http1);
    lingerAfterResponse(http1);
    server.once('error', reject);
  });
}

/** Opens the database, bootstraps + migrates (+ seeds when fresh) and listens. See README. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const started = performance.now();
  const env: Env = { ...process.env, ...options.env };
  if (options.dataDir !== undefined) env.DATA_DIR = options.dataDir;
  if (options.databaseUrl !== undefined) env.DATABASE_URL = options.databaseUrl;
  if (options.host !== undefined) env.HOST = options.host;
  if (options.port !== undefined) env.API_PORT = String(options.port);
  if (options.mailboxPort !== undefined) env.MAILBOX_PORT = String(options.mailboxPort);
  if (options.siteUrl !== undefined) env.SITE_URL = options.siteUrl;
  if (options.rateLimits === 'off') env.AUTH_RATE_LIMITS = 'off';
  if (options.autoconfirm !== undefined) env.GOTRUE_MAILER_AUTOCONFIRM = String(options.autoconfirm);
  if (options.supabaseDir !== undefined) env.SUPABASE_DIR = options.supabaseDir;
  const resolved = resolveConfig(env);
  // PGRST_* settings of the data API; a value PostgREST would refuse stops the start here.
  const restSettings = readRestSettings(env);
  const log = options.quiet ? () => undefined : (line: string) => console.log(line);

  const inMemory = !resolved.databaseUrl && resolved.dataDir === ':memory:';
  const onDisk = !resolved.databaseUrl && !inMemory;
  const pgdataDir = join(resolved.dataDir, 'pgdata');
  // One process per DATA_DIR: a second one (a server, or db:reset) would lose writes or delete files under it.
  const unlock = onDisk
    ? lockDataDir(resolved.dataDir, options.reset ? 'reset the database' : 'start')
    : () => undefined;
  // The template holds the seed, so a production start never uses it.
  const useTemplate = !resolved.databaseUrl && env.PGLITE_TEMPLATE_CACHE !== 'off' && !resolved.production;
  let db: Database;
  let fromTemplate: { db: Database; prepared: PrepareResult } | undefined;
  try {
    if (onDisk && options.reset) rmSync(pgdataDir, { recursive: true, force: true });
    if (onDisk) {
      checkPgliteDataDir(pgdataDir);
      checkRelationFileSizes(pgdataDir);
    }
    try {
      fromTemplate = !useTemplate
        ? undefined
        : inMemory
          ? await openInMemoryFromTemplate(resolved.server.supabaseDir)
          : await openFreshDiskFromTemplate(resolved.server.supabaseDir, pgdataDir);
      db =
        fromTemplate?.db ??
        (await openDatabase({ dataDir: inMemory ? ':memory:' : pgdataDir, databaseUrl: resolved.databaseUrl }));
    } catch (error) {
      if (onDisk && !(error instanceof MigrationError)) throw openFailure(pgdataDir, error);
      throw error;
    }
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    if (options.reset && resolved.databaseUrl) {
      // A shared Postgres: drop what bootstrap, migrations and seed create, keep the roles.
      await db.exec(
        'drop schema if exists public cascade; create schema public; drop schema if exists auth cascade; drop schema if exists supabase_migrations cascade;',
      );
    }
    let prepared: PrepareResult;
    try {
      prepared =
        fromTemplate?.prepared ??
        (await prepareDatabase(db, resolved.server.supabaseDir, { seed: !resolved.production }));
    } catch (error) {
      // PGlite opens some damaged folders and fails on the first statement instead (e.g. `RuntimeError: Aborted()`).
      if (onDisk && !(error instanceof MigrationError)) throw openFailure(pgdataDir, error);
      throw error;
    }
    for (const file of prepared.applied) log(`[local-supabase] applied migration ${file}`);
    if (prepared.seeded) log('[local-supabase] ran supabase/seed.sql on the fresh database');
    if (prepared.seedSkipped) {
      log('[local-supabase] NODE_ENV=production: supabase/seed.sql (demo users with a public password) not run');
    }

    // An engine that stops answering after an internal error is reopened on the same data; the wrapper logs it.
    const engine = db;
    db = recoverableDatabase(engine, async () => {
      if (!inMemory) return openDatabase({ dataDir: pgdataDir, databaseUrl: resolved.databaseUrl });
      console.error('[db] PGlite in memory: the restarted database starts again from migrations and seed');
      if (useTemplate) return (await openInMemoryFromTemplate(resolved.server.supabaseDir)).db;
      const fresh = await openDatabase({ dataDir: ':memory:' });
      await prepareDatabase(fresh, resolved.server.supabaseDir, { seed: !resolved.production });
      return fresh;
    });

    const key = loadSigningKey(resolved.keyFile, resolved.signingJwk);
    const mailbox = new Mailbox();
    const sendMail = createMailSender(resolved.auth.smtpUrl, mailbox);

    // Listen first on port 0 when asked, then fill in the real URLs before requests can arrive.
    const api = new Hono();
    const mailboxApp = createMailboxApp(mailbox);
    const apiListener = await listen(api, resolved.server.host, resolved.server.port, resolved.timeouts);
    let mailListener: Awaited<ReturnType<typeof listen>> | undefined;
    try {
      if (!resolved.auth.smtpUrl) {
        mailListener = await listen(mailboxApp, resolved.server.host, resolved.server.mailboxPort, resolved.timeouts);
      }
    } catch (error) {
      await apiListener.close();
      throw error;
    }
    const publicHost = resolved.server.host === '0.0.0.0' ? '127.0.0.1' : resolved.server.host;
    const apiUrl = resolved.server.port === 0 ? `http://${publicHost}:${apiListener.port}` : resolved.server.apiUrl;
    const config = { ...resolved.server, apiUrl, port: apiListener.port, mailboxPort: mailListener?.port ?? 0 };
    const context: ServerContext = {
      config,
      db,
      identify: createIdentify(db, key, config),
    };

    const corsLayer = cors({
      origin: (origin) => origin || '*',
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'],
      allowHeaders: CORS_HEADERS,
      exposeHeaders: ['X-Total-Count', 'Link', 'X-Supabase-Api-Version', 'Content-Range', 'x-sb-error-code'],
      credentials: true,
      maxAge: 86400,
    });
    const restCors = postgrestCors(restSettings.corsAllowedOrigins);
    api.use('*', async (c, next) => {
      // The data API answers CORS as PostgREST does (PGRST_SERVER_CORS_ALLOWED_ORIGINS); the rest as GoTrue does.
      if (c.req.path === '/rest/v1' || c.req.path.startsWith('/rest/v1/')) return restCors(c, next);
      // Only a preflight (it names the method it wants) is the CORS layer's to answer; any other OPTIONS reaches
      // the API with the origin allowed.
      if (c.req.method === 'OPTIONS' && !c.req.header('Access-Control-Request-Method')) {
        await next();
        c.res.headers.set('Access-Control-Allow-Origin', c.req.header('Origin') || '*');
        c.res.headers.set('Access-Control-Allow-Credentials', 'true');
        return;
      }
      return corsLayer(c, next);
    });
    api.use('*', headerLimit());
    api.use('*', bodyLimit(resolved.maxBodyBytes));
    api.route('/auth/v1', createAuthApp({ ctx: context, settings: resolved.auth, key, sendMail }));
    api.route('/rest/v1', createRestApp(context, restSettings));
    api.get('/', (c) =>
      c.json({ name: 'Ardena local Supabase', auth: `${apiUrl}/auth/v1`, rest: `${apiUrl}/rest/v1` }),
    );
    // Paths no service here serves (/storage/v1, /functions/v1, …) get the Supabase gateway's JSON 404, so a client
    // library reads an error instead of failing to parse plain text.
    api.notFound((c) => c.json({ message: 'no Route matched with those values' }, 404));

    const mailboxUrl = mailListener ? `http://${publicHost}:${mailListener.port}` : '';
    const startupMs = performance.now() - started;
    log(`[local-supabase] API      ${apiUrl}  (auth ${apiUrl}/auth/v1, rest ${apiUrl}/rest/v1)`);
    log(`[local-supabase] Mailbox  ${mailboxUrl || `SMTP (${resolved.auth.smtpUrl?.replace(/\/\/[^@]*@/, '//…@')})`}`);
    log(
      `[local-supabase] Storage  ${resolved.databaseUrl ? 'Postgres (DATABASE_URL)' : resolved.dataDir === ':memory:' ? 'PGlite in memory' : `PGlite in ${resolved.dataDir}`}`,
    );
    log(`[local-supabase] ready in ${Math.round(startupMs)} ms`);

    let stopped = false;
    return {
      apiUrl,
      mailboxUrl,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      startupMs,
      fresh: prepared.fresh,
      context,
      async stop() {
        if (stopped) return;
        stopped = true;
        await Promise.all([apiListener.close(), mailListener?.close()]);
        try {
          await db.close();
          // Closed cleanly: every file is complete, so its size is what the next start expects.
          if (onDisk) recordRelationFileSizes(pgdataDir);
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    unlock();
    throw error;
  }
}
