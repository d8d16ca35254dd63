/**
 * Guards around PGlite's files in DATA_DIR: one server per directory (a lock file naming its holder), and checks that
 * turn a missing, foreign, unwritable or corrupt directory into an error that names the cause and the fix.
 */
import { randomUUID } from 'node:crypto';
import {
  accessSync,
  constants,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** DATA_DIR cannot be used as it is; `message` says why and what to do. Start-up prints it and exits non-zero. */
export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

/** Another live process holds DATA_DIR. */
export class DataDirLockedError extends DataDirError {
  constructor(
    readonly lockFile: string,
    readonly holder: LockHolder,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirLockedError';
  }
}

export interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time in clock ticks since boot (Linux /proc), to tell a reused PID from the holder. */
  startTime?: string;
  command: string;
  since: string;
}

export const LOCK_FILE_NAME = 'local-supabase.lock';

function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the parenthesised command name (which may itself contain spaces).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true; // cannot check another machine's processes: assume it still runs
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const startTime = processStartTime(holder.pid);
  return !(holder.startTime && startTime && holder.startTime !== startTime);
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
    return typeof holder.pid === 'number' ? holder : undefined;
  } catch {
    return undefined;
  }
}

function lockedError(dataDir: string, lockFile: string, holder: LockHolder, purpose: string): DataDirLockedError {
  const who = `PID ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.since}: ${holder.command}`;
  return new DataDirLockedError(
    lockFile,
    holder,
    `Refusing to ${purpose}: DATA_DIR ${dataDir} is in use by another local Supabase server (${who}). ` +
      'Two processes on one data directory lose writes. Stop that server first ' +
      `(Ctrl+C in its terminal, or kill ${holder.pid}), or set DATA_DIR to another folder.`,
  );
}

function unwritable(dataDir: string, error: unknown): DataDirError {
  const { code, message } = error as NodeJS.ErrnoException;
  return new DataDirError(
    `DATA_DIR ${dataDir} cannot be written (${code ?? message}). Give this user write access to it ` +
      `(e.g. chown -R $(id -u) ${dataDir}), or set DATA_DIR to a writable folder.`,
  );
}

/**
 * Takes DATA_DIR for this process: creates `<dataDir>/local-supabase.lock` atomically (link(2) of a complete file, so
 * no one reads a half-written lock). A lock whose process is gone (kill -9, crash, reboot) is moved aside and taken
 * over; if another process took it over in between, its fresh lock is put back and this one is refused. Returns the
 * release function (also run on process exit).
 */
export function lockDataDir(dataDir: string, purpose = 'start'): () => void {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw unwritable(dataDir, error);
  }
  if (!statSync(dataDir).isDirectory()) throw new DataDirError(`DATA_DIR ${dataDir} is a file, not a folder.`);
  const lockFile = join(dataDir, LOCK_FILE_NAME);
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startTime: processStartTime(process.pid),
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
  };
  const candidate = `${lockFile}.${process.pid}.${randomUUID()}`;
  try {
    writeFileSync(candidate, `${JSON.stringify(mine)}\n`);
  } catch (error) {
    throw unwritable(dataDir, error);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(candidate, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw unwritable(dataDir, error);
      }
      const holder = readHolder(lockFile);
      if (holder && isAlive(holder)) throw lockedError(dataDir, lockFile, holder, purpose);
      if (attempt >= 5) {
        throw new DataDirError(`Could not take the lock ${lockFile}: other processes keep replacing it.`);
      }
      // Stale (or unreadable): move it aside, then check that what was moved is what was judged stale.
      const aside = `${lockFile}.stale.${process.pid}.${randomUUID()}`;
      try {
        renameSync(lockFile, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw unwritable(dataDir, error);
      }
      const moved = readHolder(aside);
      const same =
        moved?.pid === holder?.pid && moved?.startTime === holder?.startTime && moved?.since === holder?.since;
      if (!same && moved && isAlive(moved)) {
        // Another process took the stale lock over between the read and the rename: give it back.
        try {
          linkSync(aside, lockFile);
        } catch {
          // a third process holds it now; it is the owner
        }
        rmSync(aside, { force: true });
        throw lockedError(dataDir, lockFile, moved, purpose);
      }
      rmSync(aside, { force: true });
    }
  } finally {
    rmSync(candidate, { force: true });
  }

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const holder = readHolder(lockFile);
    if (holder?.pid === process.pid && holder.since === mine.since) {
      try {
        unlinkSync(lockFile);
      } catch {
        // already gone
      }
    }
  };
  process.on('exit', release);
  return release;
}

/**
 * Refuses a PGlite data directory that would otherwise be silently re-initialised or fail opaquely: a non-empty folder
 * without PG_VERSION (files lost, or not a database), or one without write access.
 * An absent or empty folder is fine: the server creates the database (and seeds it).
 */
export function checkPgliteDataDir(pgdataDir: string): void {
  if (!existsSync(pgdataDir)) return;
  if (!statSync(pgdataDir).isDirectory()) {
    throw new DataDirError(`${pgdataDir} is a file, not a database folder. Move it away, then start again.`);
  }
  const entries = readdirSync(pgdataDir);
  if (entries.length === 0) return;
  const versionFile = join(pgdataDir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    throw new DataDirError(
      `${pgdataDir} holds files (${entries.slice(0, 5).join(', ')}${entries.length > 5 ? ', …' : ''}) but no PG_VERSION, so ` +
        'it is not a complete database folder: files are missing or it belongs to something else. Refusing to start ' +
        'from the seed over it (every row would be gone). Restore the folder from a backup, or move it away ' +
        `(mv ${pgdataDir} ${pgdataDir}.broken) and start again for a fresh, seeded database.`,
    );
  }
  try {
    accessSync(pgdataDir, constants.W_OK);
    accessSync(join(pgdataDir, 'global'), constants.W_OK);
    const probe = join(pgdataDir, `.write-probe-${process.pid}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    throw unwritable(pgdataDir, error);
  }
}

/** What PGlite says when its files cannot be opened, turned into the cause and the fix. */
export function openFailure(pgdataDir: string, error: unknown): DataDirError {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new DataDirError(
    `The database in ${pgdataDir} could not be opened (PGlite: ${detail}). Its files are damaged or incomplete ` +
      '(for example a disk that filled up, a copy taken while a server was writing, or edited files). Restore the ' +
      `folder from a backup, or move it away (mv ${pgdataDir} ${pgdataDir}.broken) and start again for a fresh, ` +
      'seeded database.',
  );
}

/** Inside pgdata/ so `db:reset` and "move the folder aside" take it along; Postgres ignores files it does not know. */
export const FILE_SIZES_NAME = 'local-supabase-file-sizes.json';

/** Every table, index and catalog file (base/, global/) with its size in bytes. */
function relationFileSizes(pgdataDir: string): Record<string, number> {
  const sizes: Record<string, number> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(pgdataDir, relative), { withFileTypes: true })) {
      const path = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && /^\d+(_(fsm|vm|init))?(\.\d+)?$/.test(entry.name)) {
        sizes[path] = statSync(join(pgdataDir, path)).size;
      }
    }
  };
  for (const top of ['base', 'global']) if (existsSync(join(pgdataDir, top))) walk(top);
  return sizes;
}

/**
 * Called after PGlite closed cleanly: records the size of every relation file. Postgres reads a table file that was
 * cut short (a failed copy, a full disk, a restore of part of a backup) as a table with fewer rows, or none, and says
 * nothing; comparing against this record at the next start turns that into a refusal.
 */
export function recordRelationFileSizes(pgdataDir: string): void {
  if (!existsSync(join(pgdataDir, 'PG_VERSION'))) return;
  writeFileSync(join(pgdataDir, FILE_SIZES_NAME), `${JSON.stringify(relationFileSizes(pgdataDir))}\n`);
}

/**
 * Before opening: every file recorded at the last clean stop must still be there, at least as long as it was. The
 * record is then removed, since a running server changes the files (after a crash there is no record to check).
 */
export function checkRelationFileSizes(pgdataDir: string): void {
  const recordFile = join(pgdataDir, FILE_SIZES_NAME);
  if (!existsSync(recordFile)) return;
  let recorded: Record<string, number>;
  try {
    recorded = JSON.parse(readFileSync(recordFile, 'utf8')) as Record<string, number>;
  } catch {
    unlinkSync(recordFile);
    return;
  }
  const current = relationFileSizes(pgdataDir);
  const damaged = Object.entries(recorded)
    .filter(([path, size]) => (current[path] ?? -1) < size)
    .map(([path, size]) =>
      current[path] === undefined
        ? `${path} is missing (it was ${size} bytes)`
        : `${path} is ${current[path]} bytes (it was ${size} bytes)`,
    );
  if (damaged.length > 0) {
    throw new DataDirError(
      `The database in ${pgdataDir} has table files that were cut short or removed since the server last stopped: ` +
        `${damaged.slice(0, 5).join('; ')}${damaged.length > 5 ? `; and ${damaged.length - 5} more` : ''}. ` +
        'Postgres would read them as tables with rows missing, so the server refuses to start. Restore the folder ' +
        `from a backup, or move it away (mv ${pgdataDir} ${pgdataDir}.broken) and start again for a fresh, seeded ` +
        'database.',
    );
  }
  unlinkSync(recordFile);
}
