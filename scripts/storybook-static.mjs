// The static Storybook (storybook-static/), built only when its inputs changed.
//
// Usage: node scripts/storybook-static.mjs [--force]
//
// The inputs are every file the build reads from the repository: the Storybook config, the packages' sources (stories,
// MDX, components), the site's typeface files it imports, the root manifest and the lockfile. Their SHA-256 is stored
// next to the build (storybook-static/.inputs-sha256) after a successful build; when it matches, the build is skipped.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const storybookDir = join(root, 'storybook-static');
const hashFile = join(storybookDir, '.inputs-sha256');

const inputRoots = ['.storybook', 'packages', 'apps/site/src/fonts.css', 'apps/site/src/typeface.css.ts'];
const inputFiles = ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json'];
const skippedDirectories = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

function* walk(path) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    // A file, not a directory.
    yield path;
    return;
  }
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.isDirectory()) {
      if (!skippedDirectories.has(entry.name)) yield* walk(join(path, entry.name));
    } else if (entry.isFile()) {
      yield join(path, entry.name);
    }
  }
}

/** SHA-256 over the path and content of every input file, in a stable order. */
export function inputsHash() {
  const hash = createHash('sha256');
  const files = [...inputRoots.flatMap((path) => [...walk(join(root, path))]), ...inputFiles.map((f) => join(root, f))];
  for (const file of files) {
    if (!existsSync(file)) continue;
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when storybook-static/ holds a complete build of the current inputs. */
export function isUpToDate(hash = inputsHash()) {
  return (
    existsSync(join(storybookDir, 'index.json')) &&
    existsSync(hashFile) &&
    readFileSync(hashFile, 'utf8').trim() === hash
  );
}

/**
 * Builds the static Storybook unless it is up to date. Resolves to `'fresh'` or `'built'`; rejects when the build
 * fails. `stdio` is passed to the build (`'inherit'` on the command line, `'ignore'`/a pipe from `pnpm start`).
 */
export async function ensureStorybook({ force = false, stdio = 'inherit', nice = false } = {}) {
  const hash = inputsHash();
  if (!force && isUpToDate(hash)) return 'fresh';
  const storybook = join(root, 'node_modules/.bin/storybook');
  const args = ['build', '--quiet', '-o', storybookDir];
  // From `pnpm start`, at the lowest CPU priority, so the site and backend it runs beside keep their speed.
  const [command, commandArgs] =
    nice && existsSync('/usr/bin/nice') ? ['nice', ['-n', '19', storybook, ...args]] : [storybook, args];
  await new Promise((done, fail) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio });
    child.on('error', fail);
    child.on('exit', (code, signal) =>
      code === 0 ? done() : fail(new Error(`storybook build failed (${signal ?? `exit ${code}`})`)),
    );
  });
  // Written last: a build that stopped half-way is never taken for a fresh one.
  writeFileSync(hashFile, `${hash}\n`);
  return 'built';
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outcome = await ensureStorybook({ force: process.argv.includes('--force') });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    outcome === 'fresh'
      ? `Storybook: storybook-static/ is up to date with its inputs (checked in ${seconds} s), not rebuilt.`
      : `Storybook: built storybook-static/ in ${seconds} s.`,
  );
}
