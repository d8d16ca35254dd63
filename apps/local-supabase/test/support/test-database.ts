/**
 * Where a test server keeps its data. In the `node` project: PGlite in memory. In the `node-postgres` project (its
 * globalSetup starts a PostgreSQL cluster): a fresh database of its own on that cluster, copied from a template that
 * already holds bootstrap, migrations and seed, and dropped when the server stops. The test harnesses start every
 * server through here, so each contract test runs against both engines without knowing it.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { isProduction, type RunningServer, type StartServerOptions, startServer } from '../../src/index';

export const TEMPLATE_DATABASE = 'ardena_template';

/** The cluster's superuser URL in the `node-postgres` project; undefined in the PGlite project. */
export function postgresAdminUrl(): string | undefined {
  return inject('postgresAdminUrl') || undefined;
}

/** Which engine this test run uses: `pglite` or `postgres`. */
export const testEngine = (): 'pglite' | 'postgres' => (postgresAdminUrl() ? 'postgres' : 'pglite');

async function withAdmin<T>(adminUrl: string, fn: (admin: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const admin = await openDatabase({ dataDir: '', databaseUrl: adminUrl });
  try {
    return await fn(admin);
  } finally {
    await admin.close();
  }
}

/**
 * startServer() with the test engine: an in-memory PGlite, or (Postgres run) a new database of its own. A custom
 * `supabaseDir` (or NODE_ENV=production) gets an empty database, so the server bootstraps and migrates it itself; a `dataDir` on disk stays
 * PGlite (those tests are about PGlite's files).
 */
export async function startServerOnTestDatabase(options: StartServerOptions = {}): Promise<RunningServer> {
  const adminUrl = postgresAdminUrl();
  const wantsMemory = options.dataDir === undefined || options.dataDir === ':memory:';
  if (!adminUrl || !wantsMemory || options.databaseUrl) {
    return startServer({ dataDir: ':memory:', ...options });
  }
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  // The template holds this repo's migrations and seed: a server with other migrations, or a production one (which must
  // not get the demo seed), starts from an empty database instead.
  const production = isProduction({ ...process.env, ...options.env });
  const template = options.supabaseDir || production ? 'template0' : TEMPLATE_DATABASE;
  await withAdmin(adminUrl, (admin) => admin.exec(`create database ${name} template ${template}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let server: RunningServer;
  try {
    // `:memory:` beside the URL keeps the signing key in memory too, as in the PGlite run.
    server = await startServer({ ...options, dataDir: ':memory:', databaseUrl: url.href });
  } catch (error) {
    await withAdmin(adminUrl, (admin) => admin.exec(`drop database if exists ${name} with (force)`));
    throw error;
  }
  const stop = server.stop.bind(server);
  return {
    ...server,
    async stop() {
      await stop();
      await withAdmin(adminUrl, (admin) => admin.exec(`drop database if exists ${name} with (force)`));
    },
  };
}
