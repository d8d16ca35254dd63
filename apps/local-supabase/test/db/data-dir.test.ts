// Data on disk (issue 19, finding 5): one server per DATA_DIR, db:reset refused under a running server, a folder that
// lost PG_VERSION or is damaged or unwritable refused with the cause and the fix, and a seed that still runs after a
// failed first start. PGlite on disk in both test projects: these are about PGlite's files.
import { execFile, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/db/data-dir';
import { DataDirError, DataDirLockedError, MigrationError, type RunningServer, startServer } from '../../src/index';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'ardena-data-dir-'));
const options = (dataDir: string) => ({ dataDir, port: 0, mailboxPort: 0, quiet: true, rateLimits: 'off' as const });
const running: RunningServer[] = [];
let counter = 0;
const newDir = () => join(scratch, `dir-${++counter}`);

async function start(dataDir: string, extra: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer({ ...options(dataDir), ...extra });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const run = (script: string, env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
    cwd: packageDir,
    env: { ...process.env, NODE_ENV: 'development', AUTH_RATE_LIMITS: 'off', ...env },
  });

describe('DATA_DIR lock', { timeout: 240_000 }, () => {
  it('refuses a second server on the same DATA_DIR, in this process or another, naming the holder and the fix', async () => {
    const dataDir = newDir();
    const first = await start(dataDir);
    const second = startServer(options(dataDir));
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      new RegExp(`in use by another local Supabase server \\(PID ${process.pid}\\b`),
    );

    const other = run('scripts/start.ts', { DATA_DIR: dataDir, API_PORT: '0', MAILBOX_PORT: '0' });
    await expect(other).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(new RegExp(`PID ${process.pid}.*Stop that server first.*kill ${process.pid}`, 's')),
    });
    // The holder is untouched and still answers.
    expect((await fetch(`${first.apiUrl}/auth/v1/health`)).status).toBe(200);
  });

  it('takes over the stale lock of a process that died without releasing it, and releases its own on stop', async () => {
    const dataDir = newDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout);
    mkdirSync(dataDir, { recursive: true });
    const lockFile = join(dataDir, LOCK_FILE_NAME);
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: deadPid, host: (await import('node:os')).hostname(), command: 'x', since: 'earlier' }),
    );
    const server = await start(dataDir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    await server.stop();
    expect(existsSync(lockFile)).toBe(false);
    // Taken again at once after a clean stop.
    await start(dataDir);
  });

  it('pnpm db:reset refuses (exit 1) while a server holds DATA_DIR, and the data survives', async () => {
    const dataDir = newDir();
    const server = await start(dataDir);
    await server.context.db.query("insert into auth.users (id, email) values (gen_random_uuid(), 'kept@example.com')");
    const reset = run('scripts/db-reset.ts', { DATA_DIR: dataDir });
    await expect(reset).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Refusing to reset the database: DATA_DIR'),
    });
    const rows = await server.context.db.query("select 1 from auth.users where email = 'kept@example.com'");
    expect(rows.rows).toHaveLength(1);
    await server.stop();
    // After the server stops, the reset goes through and the database starts again.
    await run('scripts/db-reset.ts', { DATA_DIR: dataDir });
    const restarted = await start(dataDir);
    const after = await restarted.context.db.query("select 1 from auth.users where email = 'kept@example.com'");
    expect(after.rows).toHaveLength(0);
  });
});

describe('damaged data directories', { timeout: 240_000 }, () => {
  it('refuses a non-empty pgdata folder without PG_VERSION instead of starting from the seed, and touches nothing', async () => {
    const dataDir = newDir();
    await (await start(dataDir)).stop();
    running.length = 0;
    const pgdata = join(dataDir, 'pgdata');
    unlinkSync(join(pgdata, 'PG_VERSION'));
    const before = readdirSync(pgdata).sort();
    const attempt = startServer(options(dataDir));
    await expect(attempt).rejects.toBeInstanceOf(DataDirError);
    await expect(attempt).rejects.toThrow(/no PG_VERSION.*Refusing to start from the seed.*mv /s);
    expect(readdirSync(pgdata).sort()).toEqual(before);
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });

  it('names the cause and the fix when the database files are corrupt', async () => {
    const dataDir = newDir();
    await (await start(dataDir)).stop();
    running.length = 0;
    writeFileSync(join(dataDir, 'pgdata/global/pg_control'), Buffer.alloc(8192, 7));
    const attempt = startServer(options(dataDir));
    await expect(attempt).rejects.toBeInstanceOf(DataDirError);
    await expect(attempt).rejects.toThrow(
      /could not be opened .*damaged or incomplete.*Restore the folder from a backup/s,
    );
  });

  it('names the cause and the fix when DATA_DIR cannot be written', async () => {
    const file = join(scratch, `plain-file-${++counter}`);
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    const attempt = run('scripts/start.ts', { DATA_DIR: dataDir, API_PORT: '0', MAILBOX_PORT: '0' });
    await expect(attempt).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/DATA_DIR .* cannot be written \(ENOTDIR\).*set DATA_DIR to a writable folder/),
    });
  });

  it.skipIf(process.getuid?.() === 0)('names the cause and the fix when pgdata is read-only', async () => {
    const dataDir = newDir();
    await (await start(dataDir)).stop();
    running.length = 0;
    const { chmodSync } = await import('node:fs');
    chmodSync(join(dataDir, 'pgdata'), 0o555);
    try {
      await expect(startServer(options(dataDir))).rejects.toThrow(/cannot be written \(EACCES\)/);
    } finally {
      chmodSync(join(dataDir, 'pgdata'), 0o755);
    }
  });
});

describe('seeding state', { timeout: 240_000 }, () => {
  it('runs seed.sql on the next start when the first start failed after bootstrap', async () => {
    const supabaseDir = join(scratch, `supabase-${++counter}`);
    mkdirSync(join(supabaseDir, 'migrations'), { recursive: true });
    writeFileSync(join(supabaseDir, 'migrations/20260101000000_notes.sql'), 'create table public.notes (body text);');
    writeFileSync(join(supabaseDir, 'migrations/20260101000001_broken.sql'), 'select * from missing_table;');
    writeFileSync(join(supabaseDir, 'seed.sql'), "insert into public.notes values ('seeded');");
    const dataDir = newDir();
    await expect(start(dataDir, { supabaseDir })).rejects.toBeInstanceOf(MigrationError);

    writeFileSync(join(supabaseDir, 'migrations/20260101000001_broken.sql'), 'select 1;');
    const server = await start(dataDir, { supabaseDir });
    expect((await server.context.db.query('select body from public.notes')).rows).toEqual([{ body: 'seeded' }]);
    await server.stop();
    // And only once.
    const again = await start(dataDir, { supabaseDir });
    expect((await again.context.db.query('select body from public.notes')).rows).toEqual([{ body: 'seeded' }]);
  });
});
