import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';
import pg from 'pg';
import type { Database, Queryable, QueryResult } from '../context';

/** Supabase's databases resolve `crypt()`, `gen_salt()` and `uuid_generate_v4()` from the `extensions` schema. */
export const SEARCH_PATH = '"$user", public, extensions';

export interface OpenDatabaseOptions {
  /** Directory for PGlite's files, or `:memory:` for a throwaway database. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** A real Postgres (`postgres://…`); when set PGlite is not used. */
  databaseUrl?: string;
  /** A PGlite data-directory dump to start from instead of running initdb (in memory, or into an empty directory). */
  template?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.template);
}

function toResult<Row>(result: {
  rows: Row[];
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}): QueryResult<Row> {
  return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields };
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database & { dump(): Promise<Blob> }> {
  const inMemory = dataDir === ':memory:';
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: inMemory ? undefined : dataDir,
    extensions: { pgcrypto, uuid_ossp },
    loadDataDir: template,
  });
  await pglite.exec(`SET search_path TO ${SEARCH_PATH}`);
  // PGlite has one backend: its own mutex already serialises queries and transactions, and queries issued while a
  // transaction is open wait for it, so a transaction never sees another request's statements interleaved.
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params?: unknown[]) {
      return toResult<Row>(await pglite.query<Row>(sql, params));
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pglite.transaction(async (tx) =>
        fn({
          async query<Row>(sql: string, params?: unknown[]) {
            return toResult<Row>(await tx.query<Row>(sql, params));
          },
        }),
      );
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    async close() {
      await pglite.close();
    },
    async dump() {
      // Without a checkpoint the files hold sequences at their WAL-logged-ahead value (32 past the last id), so a
      // database unpacked from this dump would hand out other ids than the one it was taken from.
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('none');
    },
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, options: '-c search_path=public,extensions' });
  // An idle pooled connection that the server ends (a restart, an administrator's terminate, a dropped database) is
  // reported here; unhandled, it would end the process. The pool discards that connection and opens a new one on the
  // next query, whose failure (if the server is really gone) reaches the request that made it.
  pool.on('error', () => undefined);
  const run = async <Row>(client: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]) => {
    const result = await client.query(sql, params as unknown[]);
    return {
      rows: result.rows as Row[],
      affectedRows: result.rowCount ?? undefined,
      fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    };
  };
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: (sql, params) => run(pool, sql, params),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await fn({ query: (sql, params) => run(client, sql, params) });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
