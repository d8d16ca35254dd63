// Fails when a published package's source changed without a changeset naming that package (`pnpm changeset:check`,
// run by the test suite). "Changed" is measured from a base commit to the working tree (commits, edits and new files):
//   - CHANGESET_BASE when set (a commit, tag or branch; CI can pass the pull request's target);
//   - otherwise the merge-base of HEAD with `main` (or `origin/main`): on main itself that is HEAD, so a clean
//     checkout of main always passes, and a branch is checked against where it left main.
// Source means packages/<name>/src/** except tests, stories and test setup: what reaches the built package. A changeset
// covers the packages named in its front matter; an empty changeset (`pnpm changeset --empty`) records that the
// change needs no release and covers them all.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const nonShipped = /(\.test\.[cm]?[jt]sx?|\.stories\.[jt]sx?|\.mdx|\/__tests__\/.*|\/test-setup\.[jt]s)$/;

/** The published packages: directory name → package name. */
export function publishedPackages(root) {
  const packages = new Map();
  for (const dir of readdirSync(join(root, 'packages'))) {
    const manifestPath = join(root, 'packages', dir, 'package.json');
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    if (!manifest.private) packages.set(dir, manifest.name);
  }
  return packages;
}

/** Package names in a changeset's front matter (empty for an empty changeset); undefined when it is not one. */
export function changesetPackages(text) {
  const frontMatter = text.match(/^---\r?\n([\s\S]*?)^---\s*$/m);
  if (!frontMatter) return undefined;
  const names = [];
  for (const line of (frontMatter[1] ?? '').split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const match = line.match(/^\s*["']?([^"':\s]+)["']?\s*:\s*(major|minor|patch)\s*$/);
    if (!match) return undefined;
    names.push(match[1]);
  }
  return names;
}

/**
 * The packages whose shipped source changed with no changeset for them.
 * `changedFiles`: repository-relative paths; `changesets`: the texts of the changesets added or edited.
 */
export function packagesMissingChangesets({ changedFiles, changesets, packages }) {
  const changed = new Set();
  for (const file of changedFiles) {
    const match = file.match(/^packages\/([^/]+)\/src\/(.+)$/);
    if (!match || nonShipped.test(file)) continue;
    const name = packages.get(match[1]);
    if (name) changed.add(name);
  }
  const covered = new Set();
  for (const text of changesets) {
    const names = changesetPackages(text);
    if (!names) continue;
    if (names.length === 0) return [];
    for (const name of names) covered.add(name);
  }
  return [...changed].filter((name) => !covered.has(name)).sort();
}

function git(root, args) {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** The commit to compare with (see the header), or undefined when none can be found. */
export function baseCommit(root, env = process.env) {
  const candidates = env.CHANGESET_BASE ? [env.CHANGESET_BASE] : ['main', 'origin/main'];
  for (const ref of candidates) {
    try {
      return git(root, ['merge-base', 'HEAD', ref]);
    } catch {}
  }
  if (env.CHANGESET_BASE) throw new Error(`CHANGESET_BASE=${env.CHANGESET_BASE} is not a commit of this repository`);
  return undefined;
}

/** Pending changesets that `changeset version` could not read (it stops the whole release on the first one). */
export function malformedChangesets(root) {
  const dir = join(root, '.changeset');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .filter((file) => {
      const names = changesetPackages(readFileSync(join(dir, file), 'utf8'));
      return names === undefined;
    })
    .map((file) => `.changeset/${file}`);
}

/** Runs the check on a repository: the base, and the packages missing a changeset (or why it was skipped). */
export function checkChangesets(root, env = process.env) {
  const base = baseCommit(root, env);
  if (!base) return { skipped: 'no `main` or `origin/main` to compare with (set CHANGESET_BASE)' };
  const changedFiles = [
    ...git(root, ['diff', '--name-only', base]).split('\n'),
    ...git(root, ['ls-files', '--others', '--exclude-standard']).split('\n'),
  ].filter(Boolean);
  const changesets = changedFiles
    .filter((file) => /^\.changeset\/[^/]+\.md$/.test(file) && !file.endsWith('README.md'))
    .filter((file) => existsSync(join(root, file)))
    .map((file) => readFileSync(join(root, file), 'utf8'));
  const missing = packagesMissingChangesets({ changedFiles, changesets, packages: publishedPackages(root) });
  return { base, missing };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const malformed = malformedChangesets(root);
  if (malformed.length > 0) {
    console.log(
      `changesets: ${malformed.join(', ')} cannot be read: a changeset starts with front matter between two \`---\` ` +
        "lines, one `'@ardena/<name>': major|minor|patch` per line.",
    );
    process.exit(1);
  }
  const result = checkChangesets(root);
  if (result.skipped) {
    console.log(`changesets: not checked: ${result.skipped}`);
  } else if (result.missing.length > 0) {
    console.log(
      `changesets: the source of ${result.missing.join(', ')} changed since ${result.base.slice(0, 12)} with no ` +
        'changeset for it. Run `pnpm changeset` (one present-tense sentence for consumers; `--empty` when the change ' +
        'needs no release) and commit it with the change.',
    );
    process.exit(1);
  } else {
    console.log(`changesets: every package source change since ${result.base.slice(0, 12)} has a changeset`);
  }
}
