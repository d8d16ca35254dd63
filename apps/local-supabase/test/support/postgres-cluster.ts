/**
 * A throwaway Debian PostgreSQL cluster for the `node-postgres` test project: initdb into a temp dir, started on a free
 * port as a non-root user, stopped (and its files removed) at the end. Test-only settings trade durability for speed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresCluster {
  /** Superuser connection string to the `postgres` database. */
  adminUrl: string;
  stop(): void;
}

/** `PG_BIN`, else the newest /usr/lib/postgresql/<version>/bin (Debian's layout). */
export function findPostgresBin(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.PG_BIN) return existsSync(join(env.PG_BIN, 'initdb')) ? env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

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

/** Postgres refuses to run as root: run its binaries as the `postgres` user then (Debian's package creates it). */
function runAs(bin: string, args: string[], user: { uid: number; gid: number } | undefined) {
  const result = spawnSync(bin, args, {
    encoding: 'utf8',
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: 'C', LANG: 'C' },
  });
  if (result.status !== 0) {
    throw new Error(`${bin} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
}

function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error(
      'Running as root and there is no `postgres` user to run PostgreSQL as (apt-get install postgresql).',
    );
  }
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL server binaries not found: run scripts/ensure-postgres.sh (installs Debian's postgresql), or set PG_BIN to the folder holding initdb and pg_ctl.",
    );
  }
  const user = postgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'ardena-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const dataDir = join(dir, 'data');
  const port = await freePort();
  runAs(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], user);
  const settings = [
    `-p ${port}`,
    '-h 127.0.0.1',
    `-k ${dir}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=400',
    '-c shared_buffers=64MB',
  ].join(' ');
  runAs(
    join(bin, 'pg_ctl'),
    ['-D', dataDir, '-o', settings, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'],
    user,
  );
  let stopped = false;
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        runAs(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'], user);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
