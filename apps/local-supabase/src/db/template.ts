import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Database } from '../context';
import { bootstrapSql } from './bootstrap';
import { openDatabase } from './database';
import { type PrepareResult, prepareDatabase } from './migrate';

// The package does not export its package.json; read it from this package's node_modules link.
const pgliteVersion = (
  JSON.parse(
    readFileSync(new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
  ) as {
    version: string;
  }
).version;

/** Changes whenever the bootstrap, a migration, the seed or PGlite itself changes. */
function templateKey(supabaseDir: string): string {
  const hash = createHash('sha256').update(pgliteVersion).update(bootstrapSql);
  const migrations = join(supabaseDir, 'migrations');
  if (existsSync(migrations)) {
    for (const file of readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort()) {
      hash.update(file).update(readFileSync(join(migrations, file)));
    }
  }
  const seed = join(supabaseDir, 'seed.sql');
  if (existsSync(seed)) hash.update('seed').update(readFileSync(seed));
  return hash.digest('hex').slice(0, 20);
}

const inProcess = new Map<string, Blob>();

/**
 * The temp directory is shared by every checkout and project on the machine: each supabase directory gets a folder of
 * its own, and only that folder's stale templates are ever removed.
 */
export function templateDirectory(supabaseDir: string): string {
  const owner = createHash('sha256').update(resolve(supabaseDir)).digest('hex').slice(0, 16);
  return join(tmpdir(), 'ardena-local-supabase', owner);
}

function cachedTemplate(supabaseDir: string) {
  const key = templateKey(supabaseDir);
  const file = join(templateDirectory(supabaseDir), `${key}.tar`);
  let template = inProcess.get(key);
  if (!template && existsSync(file)) {
    template = new Blob([readFileSync(file)]);
    inProcess.set(key, template);
  }
  return { key, file, template };
}

/**
 * A new on-disk database unpacked from the cached template, when one exists for the current migrations (it does after
 * any in-memory start: tests, e2e, benches); undefined otherwise, and the caller runs initdb as usual.
 */
export async function openFreshDiskFromTemplate(
  supabaseDir: string,
  pgdataDir: string,
): Promise<{ db: Database; prepared: PrepareResult } | undefined> {
  if (existsSync(join(pgdataDir, 'PG_VERSION'))) return undefined;
  const { template } = cachedTemplate(supabaseDir);
  if (!template) return undefined;
  const db = await openDatabase({ dataDir: pgdataDir, template });
  return { db, prepared: { fresh: true, applied: [], seeded: false } };
}

/**
 * An in-memory database that starts from a prepared dump: PGlite's initdb costs seconds (tens under load), so the
 * first in-memory start saves bootstrap + migrations + seed to the OS temp dir and later ones (tests, benches) load it.
 */
export async function openInMemoryFromTemplate(
  supabaseDir: string,
): Promise<{ db: Database; prepared: PrepareResult }> {
  const { key, file, template } = cachedTemplate(supabaseDir);
  if (template) {
    const db = await openDatabase({ dataDir: ':memory:', template });
    return { db, prepared: { fresh: true, applied: [], seeded: false } };
  }
  const db = (await openDatabase({ dataDir: ':memory:' })) as Database & { dump(): Promise<Blob> };
  let prepared: PrepareResult;
  try {
    prepared = await prepareDatabase(db, supabaseDir);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  const dump = await db.dump();
  inProcess.set(key, dump);
  const directory = templateDirectory(supabaseDir);
  mkdirSync(directory, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // This project's templates of older migration sets are dead weight (~40 MB each).
  for (const stale of readdirSync(directory)) {
    if (/^[0-9a-f]{20}\.tar$/.test(stale) && join(directory, stale) !== file) {
      rmSync(join(directory, stale), { force: true });
    }
  }
  return { db, prepared };
}
