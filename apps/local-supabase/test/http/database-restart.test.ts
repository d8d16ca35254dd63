// Issue 18: when the database engine stops answering after an internal error, the server reopens it (PGlite: the same
// data directory; Postgres: a new pool), says so in its log, and later requests succeed. The fault is made for real:
// the engine is closed underneath the running server, so every statement on it fails as on a dead engine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/context';
import { openDatabase } from '../../src/db/database';
import {
  DatabaseUnavailableError,
  RESTART_WAIT_MS,
  type RecoverableDatabase,
  recoverableDatabase,
} from '../../src/db/recovery';
import type { RunningServer } from '../../src/index';
import { client, startTestServer, uniqueEmail } from '../auth/harness';
import { testEngine } from '../support/test-database';

const DEMO = { email: 'consumer@ardena.example', password: 'Ardena-demo-2026' };
const scratch = mkdtempSync(join(tmpdir(), 'ardena-recovery-'));
let logged: string[] = [];
const running: RunningServer[] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(running.splice(0).map((server) => server.stop()));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function start(options: Parameters<typeof startTestServer>[0] = {}) {
  const server = await startTestServer({ rateLimits: 'off', autoconfirm: true, ...options });
  running.push(server);
  return server;
}

/** Kills the engine under the server, as a crashed or wedged engine would leave it. */
async function breakEngine(server: RunningServer) {
  await (server.context.db as RecoverableDatabase).current().close();
}

async function signIn(server: RunningServer, email: string, password: string) {
  const { supabase } = client(server);
  const started = performance.now();
  const result = await supabase.auth.signInWithPassword({ email, password });
  return { ...result, supabase, ms: performance.now() - started };
}

/** The fault, then: the request that meets the dead engine, a burst during the restart, and the log. */
async function expectRecovery(server: RunningServer, email: string, password: string) {
  await breakEngine(server);
  // The request that finds the engine dead gets a clean GoTrue 500, not a hang or a stack trace.
  const hit = await fetch(`${server.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: server.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(hit.status).toBe(500);
  expect(await hit.json()).toMatchObject({ code: 500, error_code: 'unexpected_failure' });

  // Requests during the restart wait for it and succeed.
  const burst = await Promise.all(Array.from({ length: 5 }, () => signIn(server, email, password)));
  for (const attempt of burst) {
    expect(attempt.error).toBeNull();
    // Bounded: at most RESTART_WAIT_MS waiting for the engine, then the sign-in's own work (a password hash, which
    // takes seconds on a loaded two-core machine).
    expect(attempt.ms).toBeLessThan(RESTART_WAIT_MS + 5_000);
  }
  const rows = await burst[0]?.supabase.from('profiles').select('first_name');
  expect(rows?.error).toBeNull();
  expect(rows?.data).toHaveLength(1);

  expect(logged.some((line) => line.includes('[db] the database does not answer after an internal error'))).toBe(true);
  expect(logged.some((line) => /\[db\] database restarted in \d+ ms; it answers again/.test(line))).toBe(true);
}

describe('the database stops answering under a running server', () => {
  it(`the server restarts it and answers again (${testEngine()})`, async () => {
    const server = await start();
    await expectRecovery(server, DEMO.email, DEMO.password);
  });

  it('PGlite on disk: reopened on the same data directory, so data written before the fault is still there', async () => {
    const server = await start({ dataDir: join(scratch, 'disk') });
    const email = uniqueEmail('before-fault');
    const password = 'Before-the-fault-1';
    const { error } = await client(server).supabase.auth.signUp({
      email,
      password,
      options: { data: { firstName: 'Grace' } },
    });
    expect(error).toBeNull();
    await expectRecovery(server, email, password);
    const after = await signIn(server, email, password);
    expect(after.data.user?.user_metadata.firstName).toBe('Grace');
  });
});

describe('the recoverable database', () => {
  let engine: Database;
  afterEach(async () => {
    await engine?.close().catch(() => undefined);
  });

  it('requests during a slow restart wait at most the bound, then get DatabaseUnavailableError; afterwards they succeed', async () => {
    engine = await openDatabase({ dataDir: ':memory:' });
    // Opened up front, so the restart's length is the gate's alone.
    const replacement = await openDatabase({ dataDir: ':memory:' });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const lines: string[] = [];
    const db = recoverableDatabase(
      engine,
      async () => {
        await gate;
        return replacement;
      },
      { waitMs: 200, log: (line) => lines.push(line) },
    );
    await engine.close();
    await expect(db.query('select 1')).rejects.toThrow(/closed/i);
    await vi.waitFor(() => expect(lines.join('\n')).toMatch(/restarting it/));

    const started = performance.now();
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(performance.now() - started).toBeLessThan(2_000);

    const waiting = db.query<{ answer: number }>('select 42 as answer');
    release();
    expect((await waiting).rows).toEqual([{ answer: 42 }]);
    await db.settled();
    expect(lines.at(-1)).toMatch(/it answers again/);
    // An ordinary SQL error is the request's own: no health check, no restart.
    await expect(db.query('select * from no_such_table')).rejects.toMatchObject({ code: '42P01' });
    expect(lines).toHaveLength(2);
    engine = db;
  });
});
