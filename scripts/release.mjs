// Cuts a release of the @ardena/* packages (`pnpm release`; docs/adr/0013-package-releases.md):
//   1. `changeset version`: applies the pending changesets: semver bumps, each package's CHANGELOG.md, internal
//      ranges. The repository is in pre-release mode (`.changeset/pre.json`, tag `next`), so until `changeset pre
//      exit` the versions are 1.0.0-next.N.
//   2. `pnpm build:packages`: tsup, publint, the built-package checks.
//   3. a commit of the new versions, CHANGELOGs and consumed changesets (in a git checkout), so the tags point at it;
//   4. `changeset publish`: every package whose version is not on the registry yet, with a git tag per package.
// Then `git push --follow-tags`.
// The registry is the environment's npm configuration for the scope (`@ardena:registry=…` and its `_authToken` in
// an .npmrc, or NPM_CONFIG_USERCONFIG pointing at one); the release refuses to run without one, so nothing can go to
// the public npm registry by mistake.
//
// `pnpm release --snapshot <name>` versions as 1.0.0-<name>-<datetime> (no CHANGELOG entries worth keeping) and
// publishes under the dist-tag <name>: for trying a branch in another app. Run it in a throw-away checkout (CI) and
// never commit its result (it makes no commit). Other flags: `--no-build` (dist is already built from this tree),
// `--no-git-tag`, `--no-commit`, `--no-publish`, `--cwd <dir>` (a copy of the workspace).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    snapshot: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'no-git-tag': { type: 'boolean', default: false },
    'no-commit': { type: 'boolean', default: false },
    'no-publish': { type: 'boolean', default: false },
    cwd: { type: 'string' },
  },
});
const root = resolve(values.cwd ?? resolve(import.meta.dirname, '..'));
const tools = resolve(import.meta.dirname, '../node_modules/.bin');

/** `pnpm` for changesets' `pnpm publish`: the running pnpm when there is one, else the pinned one through npx. */
function pnpmOnPath() {
  const bin = mkdtempSync(join(tmpdir(), 'ardena-release-bin-'));
  const execPath = process.env.npm_execpath;
  const command = execPath?.includes('pnpm')
    ? `exec "${process.execPath}" "${execPath}" "$@"`
    : 'exec npx -y pnpm@10.34.8 "$@"';
  writeFileSync(join(bin, 'pnpm'), `#!/bin/sh\n${command}\n`);
  chmodSync(join(bin, 'pnpm'), 0o755);
  return bin;
}

const env = { ...process.env, PATH: [pnpmOnPath(), tools, process.env.PATH].join(delimiter) };

function run(command, args) {
  console.log(`release: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`release: ${command} ${args.join(' ')} failed (exit ${result.status})`);
    process.exit(1);
  }
  console.log(`release: ${command} ${args[0]} took ${((performance.now() - started) / 1000).toFixed(1)}s`);
}

function scopeRegistry() {
  const result = spawnSync('npm', ['config', 'get', '@ardena:registry'], { cwd: root, env, encoding: 'utf8' });
  const registry = result.stdout.trim();
  if (!registry || registry === 'undefined' || registry.includes('registry.npmjs.org')) {
    console.error(
      'release: no registry for @ardena. Set `@ardena:registry=<url>` and `//<host>/:_authToken=<token>` in an .npmrc ' +
        '(or point NPM_CONFIG_USERCONFIG at one); the packages are never published to the public npm registry.',
    );
    process.exit(1);
  }
  return registry;
}

const registry = values['no-publish'] ? undefined : scopeRegistry();

// changesets refuses snapshots (and custom dist-tags) in pre mode: a snapshot is not one of the `next` pre-releases,
// so pre mode is set aside while it is versioned and published, and put back after.
const pre = join(root, '.changeset/pre.json');
const preAside = `${pre}.snapshot`;
if (values.snapshot && existsSync(pre)) renameSync(pre, preAside);
process.on('exit', () => {
  if (existsSync(preAside)) renameSync(preAside, pre);
});

if (values.snapshot) run('changeset', ['version', '--snapshot', values.snapshot]);
else run('changeset', ['version']);

const inGit = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, stdio: 'ignore' }).status === 0;
if (inGit && !values.snapshot && !values['no-commit']) {
  run('git', ['add', '--all', '--', '.changeset', 'packages/*/package.json', 'packages/*/CHANGELOG.md']);
  const staged = spawnSync('git', ['diff', '--cached', '--quiet'], { cwd: root }).status !== 0;
  if (staged) run('git', ['commit', '--quiet', '--message', 'release: version packages']);
}

if (!values['no-build']) run('pnpm', ['build:packages']);

if (registry) {
  env['npm_config_@ardena:registry'] = registry;
  const args = ['publish'];
  if (values.snapshot) args.push('--tag', values.snapshot);
  if (values['no-git-tag'] || values.snapshot) args.push('--no-git-tag');
  run('changeset', args);
}
