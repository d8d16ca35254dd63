import type { Database, Queryable } from '../context';

/** How long a request waits for a restart in progress before it gets a 503 instead. */
export const RESTART_WAIT_MS = 10_000;
/** How long the health check after a suspicious error may take before the database counts as not answering. */
const HEALTH_CHECK_MS = 5_000;

/** Thrown to a request that waited for a restart of the database longer than the bound (or whose restart failed). */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is restarting after an internal error') {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

/** A database whose engine is reopened when it stops answering after an internal error. */
export interface RecoverableDatabase extends Database {
  /** The engine in use now (tests close it underneath the server to make it unusable, as a fault would). */
  current(): Database;
  /** Settles when no restart is in progress (at once when none is). */
  settled(): Promise<void>;
}

/** The SQLSTATE of an error the database itself answered with; undefined for driver or engine failures. */
function sqlState(error: unknown): string | undefined {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && typeof severity === 'string' ? code : undefined;
}

/**
 * Whether an error may mean the engine itself is broken: an internal error (class XX, e.g. PGlite's "bad buffer
 * ID"), a lost connection (class 08, administrator shutdown 57P01–57P03), or a failure with no SQLSTATE at all (a
 * closed PGlite, a WASM abort, a pool whose connections are gone). Ordinary SQL errors (constraint violations, syntax,
 * statement timeouts) are the request's own and leave the engine as it was.
 */
/**
 * Internal errors Postgres raises for a caller's input, with the engine unharmed: the tsquery parser's operator
 * stack (over 32 operators in a row, `fts.!!!…`).
 */
export function isInputInternalError(error: unknown): boolean {
  return sqlState(error) === 'XX000' && error instanceof Error && error.message === 'tsquery stack too small';
}

function isSuspicious(error: unknown): boolean {
  const state = sqlState(error);
  if (state === undefined) return true;
  if (isInputInternalError(error)) return false;
  return state.startsWith('XX') || state.startsWith('08') || /^57P0[123]$/.test(state);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Wraps the engine so an internal failure does not leave the server answering 500 for good: after a suspicious error
 * (see isSuspicious) it checks the database with `select 1`; when that fails, it closes the engine and opens it again
 * with `reopen` (PGlite: the same data directory; Postgres: a new pool), logging each step. Requests that arrive
 * during a restart wait for it, at most `waitMs` (RESTART_WAIT_MS by default), then get DatabaseUnavailableError (a 503 on both surfaces).
 */
export function recoverableDatabase(
  first: Database,
  reopen: () => Promise<Database>,
  { waitMs = RESTART_WAIT_MS, log = (line: string) => console.error(line) } = {},
): RecoverableDatabase {
  let engine = first;
  let restarting: Promise<void> | undefined;
  let checking = false;
  let closed = false;

  async function ready(): Promise<Database> {
    if (restarting) {
      const done = await withTimeout(
        restarting.then(() => true),
        waitMs,
        'restart',
      ).catch(() => false);
      if (!done) throw new DatabaseUnavailableError();
    }
    return engine;
  }

  async function restart(broken: Database, cause: string): Promise<void> {
    log(`[db] the database does not answer after an internal error (${cause}): restarting it`);
    const started = performance.now();
    await withTimeout(broken.close(), HEALTH_CHECK_MS, 'close').catch(() => undefined);
    try {
      const fresh = await reopen();
      await fresh.query('select 1');
      engine = fresh;
      log(`[db] database restarted in ${Math.round(performance.now() - started)} ms; it answers again`);
    } catch (error) {
      log(`[db] restarting the database failed: ${String(error)}; the next internal error tries again`);
      throw error;
    }
  }

  /** After a suspicious error from `broken`: check it, and restart it when it does not answer. */
  function noteFailure(broken: Database, error: unknown): void {
    if (closed || checking || restarting || broken !== engine || !isSuspicious(error)) return;
    checking = true;
    const cause = `${sqlState(error) ?? 'no SQLSTATE'}: ${error instanceof Error ? error.message : String(error)}`;
    withTimeout(broken.query('select 1'), HEALTH_CHECK_MS, 'health check').then(
      () => {
        checking = false;
        if (sqlState(error)?.startsWith('XX')) log(`[db] the database answers after the internal error (${cause})`);
      },
      () => {
        checking = false;
        if (closed || broken !== engine) return;
        const run = restart(broken, cause);
        restarting = run;
        run.then(
          () => {
            restarting = undefined;
          },
          () => {
            restarting = undefined;
          },
        );
      },
    );
  }

  return {
    get kind() {
      return engine.kind;
    },
    current: () => engine,
    settled: () => (restarting ? restarting.catch(() => undefined) : Promise.resolve()),
    async query<Row>(sql: string, params?: unknown[]) {
      const db = await ready();
      try {
        return await db.query<Row>(sql, params);
      } catch (error) {
        noteFailure(db, error);
        throw error;
      }
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const db = await ready();
      // Errors the callback throws are the caller's own (an AuthError, a refused row): only the engine's count.
      let fromCallback = false;
      try {
        return await db.transaction(async (tx) => {
          try {
            return await fn({
              async query<Row>(sql: string, params?: unknown[]) {
                try {
                  return await tx.query<Row>(sql, params);
                } catch (error) {
                  noteFailure(db, error);
                  throw error;
                }
              },
            });
          } catch (error) {
            fromCallback = true;
            throw error;
          }
        });
      } catch (error) {
        if (!fromCallback) noteFailure(db, error);
        throw error;
      }
    },
    async exec(sql: string) {
      const db = await ready();
      try {
        await db.exec(sql);
      } catch (error) {
        noteFailure(db, error);
        throw error;
      }
    },
    async close() {
      closed = true;
      await restarting?.catch(() => undefined);
      await engine.close();
    },
  };
}
