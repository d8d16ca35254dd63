import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../context';
import { bootstrapSql } from './bootstrap';
import { SEARCH_PATH } from './database';

/** A migration or the seed failed: start-up stops and prints which file and what Postgres said. */
export class MigrationError extends Error {
  constructor(
    readonly file: string,
    readonly sqlError: string,
  ) {
    super(`Migration ${file} failed: ${sqlError}`);
    this.name = 'MigrationError';
  }
}

export interface PrepareResult {
  /** True when the database had never been bootstrapped. */
  fresh: boolean;
  applied: string[];
  seeded: boolean;
  /** The seed is due but was not run because `seed: false` (production). */
  seedSkipped?: boolean;
}

export interface PrepareOptions {
  /** Run seed.sql when it has not run yet (default true). Production passes false: the demo users' password is public. */
  seed?: boolean;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Bootstrap (local only) → supabase/migrations in filename order, recorded like the Supabase CLI → seed when fresh. */
export async function prepareDatabase(
  db: Database,
  supabaseDir: string,
  options: PrepareOptions = {},
): Promise<PrepareResult> {
  const before = await db.query<{ migrations: string | null; seeds: string | null }>(
    "select to_regclass('supabase_migrations.schema_migrations')::text as migrations, to_regclass('supabase_migrations.seed_files')::text as seeds",
  );
  const fresh = before.rows[0]?.migrations == null;
  // Databases made before seeds were recorded ran their seed on the start that created them.
  const seededBeforeRecording = !fresh && before.rows[0]?.seeds == null;
  await db.exec(bootstrapSql);
  if (seededBeforeRecording) {
    await db.exec(
      "insert into supabase_migrations.seed_files (path, hash) values ('supabase/seed.sql', '') on conflict do nothing",
    );
  }
  const applied = await applyMigrations(db, join(supabaseDir, 'migrations'));
  let seeded = false;
  let seedSkipped = false;
  const seedFile = join(supabaseDir, 'seed.sql');
  // Recorded in the seed's own transaction, so a start that fails before or during the seed runs it next time.
  const seedDone = await db.query("select 1 from supabase_migrations.seed_files where path = 'supabase/seed.sql'");
  if (seedDone.rows.length === 0 && existsSync(seedFile)) {
    if (options.seed === false) {
      seedSkipped = true;
    } else {
      const sql = readFileSync(seedFile, 'utf8');
      const hash = createHash('sha256').update(sql).digest('hex');
      await runScript(
        db,
        'seed.sql',
        sql,
        `insert into supabase_migrations.seed_files (path, hash) values ('supabase/seed.sql', ${quote(hash)});`,
      );
      seeded = true;
    }
  }
  // A migration may `set search_path = ''` or `set role` (as `supabase db dump` output does) for the session.
  await db.exec(`reset role; set search_path to ${SEARCH_PATH}`);
  return { fresh, applied, seeded, seedSkipped };
}

async function applyMigrations(db: Database, migrationsDir: string): Promise<string[]> {
  if (!existsSync(migrationsDir)) return [];
  const files = readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const done = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (row) => row.version,
    ),
  );
  const applied: string[] = [];
  for (const file of files) {
    const base = file.slice(0, -'.sql'.length);
    const separator = base.indexOf('_');
    const version = separator === -1 ? base : base.slice(0, separator);
    const name = separator === -1 ? '' : base.slice(separator + 1);
    if (done.has(version)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await runScript(
      db,
      `supabase/migrations/${file}`,
      sql,
      `insert into supabase_migrations.schema_migrations (version, name, statements) values (${quote(version)}, ${quote(name)}, array[${quote(sql)}]);`,
    );
    applied.push(file);
  }
  return applied;
}

/** One file in one transaction, so a failing migration leaves nothing half-applied and is retried next start. */
async function runScript(db: Database, file: string, sql: string, record = ''): Promise<void> {
  try {
    await db.exec(`begin;\n${sql}\n;\n${record}\ncommit;`);
  } catch (error) {
    await db.exec('rollback').catch(() => undefined);
    throw new MigrationError(file, error instanceof Error ? error.message : String(error));
  }
}
