// Durability on disk: data survives a restart on the same DATA_DIR, and a kill -9 in the middle of a burst of
// sign-ups leaves a consistent database in which every acknowledged user exists.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/index';
import { client, raw, uniqueEmail } from './harness';

const PASSWORD = 'Correct-Horse-42';
const dataDir = mkdtempSync(join(tmpdir(), 'ardena-auth-persist-'));
const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const options = { dataDir, port: 0, mailboxPort: 0, quiet: true, autoconfirm: true, rateLimits: 'off' as const };
let child: ChildProcess | undefined;

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// Disk-backed PGlite starts are slow on a loaded machine (initdb on the first one), hence the long per-test timeout.
describe('persistence', { timeout: 240_000 }, () => {
  it('keeps users, sessions and the signing key across a restart on the same DATA_DIR', async () => {
    const first = await startServer(options);
    expect(first.fresh).toBe(true);
    const email = uniqueEmail('durable');
    const { data } = await client(first).supabase.auth.signUp({ email, password: PASSWORD });
    const token = data.session?.access_token ?? '';
    await first.stop();

    const second = await startServer(options);
    expect(second.fresh).toBe(false);
    // Same key and same session row: the access token issued before the restart is still accepted.
    expect((await raw(second, '/user', { token })).status).toBe(200);
    const signIn = await client(second).supabase.auth.signInWithPassword({ email, password: PASSWORD });
    expect(signIn.error).toBeNull();
    await second.stop();
  });

  it('a kill -9 during a burst of sign-ups loses no acknowledged user and leaves the tables consistent', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      cwd: packageDir,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        API_PORT: String(port),
        MAILBOX_PORT: String(await freePort()),
        GOTRUE_MAILER_AUTOCONFIRM: 'true',
        AUTH_RATE_LIMITS: 'off',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('server did not start')), 150_000);
      child?.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready in')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child?.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    });

    const acknowledged: string[] = [];
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const email = uniqueEmail('burst');
        try {
          const response = await fetch(`http://127.0.0.1:${port}/auth/v1/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', apikey: 'local' },
            body: JSON.stringify({ email, password: PASSWORD }),
          });
          if (response.status === 200) acknowledged.push(email);
        } catch {
          // The connection dies with the process: that request was never acknowledged.
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    while (acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 50));
    child.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    await new Promise((resolve) =>
      child?.exitCode !== null || child?.signalCode ? resolve(null) : child?.once('exit', resolve),
    );

    const restarted = await startServer(options);
    try {
      const stored = await restarted.context.db.query<{ email: string }>(
        'select email from auth.users where email = any($1::text[])',
        [acknowledged],
      );
      expect(new Set(stored.rows.map((row) => row.email))).toEqual(new Set(acknowledged));
      const orphans = await restarted.context.db.query(
        `select u.id from auth.users u left join auth.identities i on i.user_id = u.id where i.id is null
         union all
         select s.id from auth.sessions s left join auth.refresh_tokens r on r.session_id = s.id where r.id is null`,
      );
      expect(orphans.rows).toEqual([]);
      const signIn = await client(restarted).supabase.auth.signInWithPassword({
        email: acknowledged[0] ?? '',
        password: PASSWORD,
      });
      expect(signIn.error).toBeNull();
    } finally {
      await restarted.stop();
    }
  });
});
