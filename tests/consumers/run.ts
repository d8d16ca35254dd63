// Consumer test of the released packages (run by `pnpm test` after the package builds; `tsx tests/consumers/run.ts`).
//
// Releases the four packages as a team receives them: a throw-away private registry (Verdaccio, registry.mjs) on a
// free port, and the release command (`scripts/release.mjs`: `changeset version` in pre-release mode, then
// `changeset publish`) run on a copy of the workspace with the packages just built. Three apps outside the
// workspace, written only from the READMEs, then install `@ardena/*` by version range from that registry with plain
// npm (their .npmrc maps the scope to it; everything else comes from npm): tests/consumers/vite-app (Vite + React
// 19), react18-app (the same app on React 18) and next-app (Next.js App Router, static export). Each is type-checked
// strictly and built; the Vite app also prints the size bench (gzip JavaScript of a page importing only `Button` next
// to a React-only page). Then each runs in Chromium against the local backend: accept and reopen the cookie banner,
// sign in as the demo consumer through the packaged form, see the transactions table styled, switch the theme.
// Then: a backend whose only schema is the SQL inside the installed @ardena/auth gets a sign-up and its profile; and
// a second release (one more changeset) reaches the Vite app through `npm update`. Exits non-zero on any failure.
// `tsx tests/consumers/run.ts vite` (or `react18`, `next`) runs one app.
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../scripts/chromium.mjs';

const repo = resolve(import.meta.dirname, '../..');
const packages = ['content', 'ui', 'consent', 'auth'];
const demo = { email: 'consumer@ardena.example', password: 'Ardena-demo-2026' };
const work = mkdtempSync(join(tmpdir(), 'ardena-consumers-'));
const timings: string[] = [];

function timed<T>(label: string, run: () => T): T {
  const started = performance.now();
  const record = () => timings.push(`${label} ${((performance.now() - started) / 1000).toFixed(1)}s`);
  const result = run();
  if (result instanceof Promise) return result.finally(record) as T;
  record();
  return result;
}

function sh(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

interface Registry {
  url: string;
  process: ChildProcess;
}

/** Verdaccio in its own process (the release and npm talk to it while this script waits on them). */
async function startRegistry(): Promise<Registry> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'registry.mjs'), join(work, 'registry')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) done((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => fail(new Error(`the registry exited (${code}) before listening: ${output}`)));
  });
  return { url, process: child };
}

/** Signs a user up on the registry (npm's `adduser` call) and returns its token. */
async function registryToken(registry: string, name: string): Promise<string> {
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, registry), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `${name}-${Date.now()}` }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) throw new Error(`the registry refused user ${name}: ${JSON.stringify(body)}`);
  return body.token;
}

/** What a team puts in its project's .npmrc: the scope on the company registry, with the token for it. */
function npmrc(registry: string, token: string): string {
  return `@ardena:registry=${registry}\n//${registry.replace(/^https?:\/\//, '')}:_authToken=${token}\n`;
}

/**
 * A copy of the workspace for releasing: the manifests, READMEs, built dist and shipped SQL of the packages, the
 * pending changesets and the pre-release state. Releasing there leaves the checkout's versions and changesets alone.
 */
function releaseWorkspace(): string {
  const copy = join(work, 'release');
  mkdirSync(copy);
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml']) {
    cpSync(join(repo, file), join(copy, file));
  }
  cpSync(join(repo, '.changeset'), join(copy, '.changeset'), { recursive: true });
  // The release tools (changesets, its changelog generator) resolve from the workspace's node_modules.
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(join(repo, group))) {
      const from = join(repo, group, name);
      if (!existsSync(join(from, 'package.json'))) continue;
      cpSync(from, join(copy, group, name), {
        recursive: true,
        filter: (source) => {
          const relative = source.slice(from.length);
          if (relative === '' || relative === '/package.json') return true;
          if (group === 'apps') return false;
          return !relative.startsWith('/node_modules') && !relative.startsWith('/src');
        },
      });
    }
  }
  // pnpm publish turns `workspace:^` into a range by reading the linked package, as a `pnpm install` would link it.
  const directories = new Map(
    readdirSync(join(copy, 'packages')).map((dir) => [
      JSON.parse(readFileSync(join(copy, 'packages', dir, 'package.json'), 'utf8')).name as string,
      join(copy, 'packages', dir),
    ]),
  );
  for (const dir of directories.values()) {
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    for (const [name, spec] of Object.entries({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      const target = directories.get(name);
      if (!target || !String(spec).startsWith('workspace:')) continue;
      mkdirSync(join(dir, 'node_modules', name, '..'), { recursive: true });
      symlinkSync(target, join(dir, 'node_modules', name));
    }
  }
  return copy;
}

/** The release command itself, on the copy, publishing to the registry from the environment's npm configuration. */
function release(copy: string, userconfig: string, extra: string[] = []) {
  const output = sh(
    process.execPath,
    [join(repo, 'scripts/release.mjs'), '--cwd', copy, '--no-build', '--no-git-tag', ...extra],
    copy,
    { NPM_CONFIG_USERCONFIG: userconfig },
  );
  const steps = [...output.matchAll(/^release: (.+) took (.+)$/gm)].map((match) => `${match[1]} ${match[2]}`);
  console.log(`consumers: release steps: ${steps.join(', ')}`);
  return Object.fromEntries(
    packages.map((name) => {
      const manifest = JSON.parse(readFileSync(join(copy, 'packages', name, 'package.json'), 'utf8'));
      return [name, manifest.version as string];
    }),
  );
}

function installedVersion(app: string, name: string): string {
  return JSON.parse(readFileSync(join(app, 'node_modules/@ardena', name, 'package.json'), 'utf8')).version;
}

function serveStatic(root: string): Promise<{ server: Server; url: string }> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    let path = normalize(join(root, decodeURIComponent(pathname)));
    if (!path.startsWith(root)) return void response.writeHead(403).end();
    if (!existsSync(path) || statSync(path).isDirectory()) path = join(root, 'index.html');
    response.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
    createReadStream(path).pipe(response);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ server, url: `http://127.0.0.1:${port}` });
    }),
  );
}

/** Gzip bytes of every script a built page loads at start (its entry and the chunks it preloads). */
function pageJavaScript(dist: string, page: string): number {
  const html = readFileSync(join(dist, page), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(
    /<script[^>]+src="\/([^"]+\.js)"|<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g,
  )) {
    files.add((match[1] ?? match[2]) as string);
  }
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  return total;
}

function check(ok: boolean, message: string) {
  if (!ok) throw new Error(message);
  console.log(`  ok  ${message}`);
}

/** The journey both apps must pass in Chromium against the local backend. */
async function journey(name: string, siteUrl: string, signInHeading: string) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    // A browser in another time zone than the server (UTC here): Next.js renders on the server, so any date formatted
    // in the environment's zone would differ at hydration (React #418).
    const context = await browser.newContext({ timezoneId: 'America/New_York' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /#418|#425|hydrat|did not match/i.test(message.text()))
        errors.push(message.text());
    });
    await page.goto(siteUrl);

    // A team in Germany: LocaleProvider sets locale, time zone and currency once; the table's labels are German.
    const statement = page.getByRole('table', { name: 'Letzte Umsätze' });
    await statement.waitFor();
    const headers = (await statement.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    check(
      headers.join('|') === 'Datum|Händler|Beschreibung|Art|Betrag',
      `${name}: German column headers (${headers.join(', ')})`,
    );
    const statementText = ((await statement.textContent()) ?? '').replace(/\s+/g, ' ');
    check(
      statementText.includes('-4,50 €') && statementText.includes('+3.250,00 €'),
      `${name}: amounts in EUR, German format (-4,50 €, +3.250,00 €)`,
    );
    check(
      statementText.includes('15. Dez. 2024, 15:30') && statementText.includes('Lastschrift'),
      `${name}: dates in Berlin time whatever the browser's zone (15. Dez. 2024, 15:30)`,
    );

    const banner = page.getByRole('region', { name: 'We value your privacy' });
    await banner.waitFor();
    // @ardena/consent/styles.css: the banner is fixed to the bottom edge, not laid out in the page flow.
    const position = await banner.evaluate((region) => getComputedStyle(region).position);
    check(position === 'fixed', `${name}: the cookie banner is styled (position ${position})`);
    await page.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'hidden' });
    check(true, `${name}: cookie banner accepted and hidden`);
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const preferences = page.getByRole('dialog');
    await preferences.waitFor();
    check(await preferences.getByRole('switch').first().isVisible(), `${name}: cookie preferences reopen`);
    await page.keyboard.press('Escape');
    await preferences.waitFor({ state: 'hidden' });

    const heading = page.getByRole('heading', { level: 1, name: signInHeading });
    check(await heading.isVisible(), `${name}: the sign-in form shows its heading '${signInHeading}'`);
    await page.getByLabel('Email').fill(demo.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('heading', { name: /^Welcome back, / }).waitFor({ timeout: 20_000 });
    const table = page.getByRole('table', { name: 'Transaction History' });
    await table.waitFor();
    const rows = await table.getByRole('row').count();
    check(rows > 1, `${name}: signed in through the packaged form; the transactions table has ${rows - 1} rows`);
    const padding = await table
      .getByRole('columnheader')
      .first()
      .evaluate((cell) => getComputedStyle(cell).paddingLeft);
    check(padding !== '1px' && padding !== '0px', `${name}: the table is styled (header cell padding ${padding})`);
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ardena-color-brand').trim(),
    );
    check(brand.length > 0, `${name}: theme variables are public (--ardena-color-brand: ${brand})`);

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const before = await background();
    await page.getByRole('radio', { name: 'Dark' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('ardena-dark'));
    const after = await background();
    check(before !== after, `${name}: theme switched to dark (body ${before} → ${after})`);
    check(errors.length === 0, `${name}: no page errors${errors.length ? `: ${errors.join('; ')}` : ''}`);
  } finally {
    await browser.close();
  }
}

/**
 * Copies an app out of the workspace with the team's .npmrc and installs it as the team would: `npm install`. The
 * three apps install at the same time (mostly network waiting); each is then built and driven in turn.
 */
function startInstall(source: string[], label: string, npmrcText: string): Promise<string> {
  const app = join(work, `${label}-app`);
  for (const folder of source) cpSync(join(import.meta.dirname, folder), app, { recursive: true });
  writeFileSync(join(app, '.npmrc'), npmrcText);
  const installing = timed(`${label} npm install`, () =>
    promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
      cwd: app,
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      () => app,
      (error: Error & { stdout?: string; stderr?: string }) => {
        throw new Error(`npm install failed in ${app}:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
      },
    ),
  );
  // Awaited later, in order; a failure meanwhile must not count as an unhandled rejection.
  installing.catch(() => undefined);
  return installing;
}

/** Waits for an app's install, then checks that every package came from the registry at the released version. */
async function awaitInstall(installing: Promise<string> | undefined, label: string): Promise<string> {
  if (!installing) throw new Error(`${label}: not installed`);
  const app = await installing;
  const ranges = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).dependencies as Record<string, string>;
  for (const name of packages) {
    const range = ranges[`@ardena/${name}`] ?? '';
    check(
      /^[\^~]?\d/.test(range) && installedVersion(app, name) === released[name],
      `${label}: @ardena/${name}@${range} installed ${installedVersion(app, name)} from the registry`,
    );
  }
  return app;
}

function checkNoBackendDefault(label: string, dir: string) {
  const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const leaked = scripts.filter((file) => readFileSync(join(dir, file), 'utf8').includes('127.0.0.1:54321'));
  check(leaked.length === 0, `${label}: no built-in backend address in the bundle`);
}

const { startServer } = await import('../../apps/local-supabase/src/index.ts');
const only = process.argv[2]; // `vite`, `react18` or `next` to run one app
let backend: Awaited<ReturnType<typeof startServer>> | undefined;
let registry: Registry | undefined;
const sites: Server[] = [];
let failed = false;
let released: Record<string, string> = {};
try {
  registry = await timed('registry start', startRegistry);
  const publisher = join(work, 'publisher.npmrc');
  writeFileSync(publisher, npmrc(registry.url, await registryToken(registry.url, 'release')));
  const team = npmrc(registry.url, await registryToken(registry.url, 'consumer-team'));
  const copy = releaseWorkspace();
  released = timed('release', () => release(copy, publisher));
  console.log(
    `consumers: released ${packages.map((name) => `@ardena/${name}@${released[name]}`).join(', ')} to ${registry.url}`,
  );
  const wanted = (app: string) => !only || only === app;
  const installs = {
    vite: wanted('vite') ? startInstall(['vite-app'], 'vite', team) : undefined,
    // The same team code on React 18 and its types (react18-app/package.json over the Vite app).
    react18: wanted('react18') ? startInstall(['vite-app', 'react18-app'], 'react18', team) : undefined,
    next: wanted('next') ? startInstall(['next-app'], 'next', team) : undefined,
  };
  backend = await startServer({ dataDir: ':memory:', port: 0, mailboxPort: 0, quiet: true, rateLimits: 'off' });

  let viteApp: string | undefined;
  if (wanted('vite')) {
    const app = await awaitInstall(installs.vite, 'vite');
    viteApp = app;
    const installed = execFileSync('du', ['-sk', join(app, 'node_modules', '@ardena')], { encoding: 'utf8' });
    console.log(`consumers: @ardena/* installed size ${(Number.parseInt(installed, 10) / 1024).toFixed(1)} MB`);
    timed('vite tsc strict', () => sh(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], app));
    const backendEnv = { VITE_SUPABASE_URL: backend.apiUrl, VITE_SUPABASE_ANON_KEY: backend.anonKey };
    const vite = join(app, 'node_modules/.bin/vite');
    timed('vite build', () => sh(vite, ['build', '--logLevel', 'warn'], app, backendEnv));
    // Each bench page is built on its own: in one multi-page build, the pages would share the app's chunks.
    const benchBytes = (page: string) => {
      sh(vite, ['build', '--logLevel', 'warn', '--outDir', `bench-${page}`], app, { BENCH_PAGE: page });
      return pageJavaScript(join(app, `bench-${page}`), page);
    };
    const buttonPage = timed('bench builds', () => benchBytes('button.html'));
    const reactPage = benchBytes('react-only.html');
    console.log(
      `bench: gzip JS of a page with only Button ${(buttonPage / 1024).toFixed(1)} KB; React alone ${(reactPage / 1024).toFixed(1)} KB; difference ${((buttonPage - reactPage) / 1024).toFixed(1)} KB (target: within 5 KB)`,
    );
    checkNoBackendDefault('vite', join(app, 'dist'));
    const site = await serveStatic(join(app, 'dist'));
    sites.push(site.server);
    await timed('vite journey', () => journey('vite', site.url, 'Sign in to Acme'));
  }

  if (wanted('react18')) {
    const app = await awaitInstall(installs.react18, 'react18');
    check(
      JSON.parse(readFileSync(join(app, 'node_modules/react/package.json'), 'utf8')).version.startsWith('18.'),
      'react18: runs React 18',
    );
    timed('react18 tsc strict', () => sh(join(app, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json'], app));
    const backendEnv = { VITE_SUPABASE_URL: backend.apiUrl, VITE_SUPABASE_ANON_KEY: backend.anonKey };
    timed('react18 build', () =>
      sh(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app, backendEnv),
    );
    const site = await serveStatic(join(app, 'dist'));
    sites.push(site.server);
    await timed('react18 journey', () => journey('react18', site.url, 'Sign in to Acme'));
  }

  if (wanted('next')) {
    const app = await awaitInstall(installs.next, 'next');
    const backendEnv = {
      NEXT_PUBLIC_SUPABASE_URL: backend.apiUrl,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      NEXT_TELEMETRY_DISABLED: '1',
    };
    // next build type-checks the app with its strict tsconfig.json, then renders the pages (server components
    // included) to static HTML; a client component without "use client" fails it.
    timed('next build', () => sh(join(app, 'node_modules/.bin/next'), ['build'], app, backendEnv));
    checkNoBackendDefault('next', join(app, 'out'));
    const site = await serveStatic(join(app, 'out'));
    sites.push(site.server);
    await timed('next journey', () => journey('next', site.url, 'Sign in to your account'));
  }

  if (viteApp) {
    // A team's own Supabase project with nothing but the SQL @ardena/auth ships: the local backend with the
    // package's supabase/migrations as its only migrations (no seed), then a sign-up and the profile read back.
    const supabaseDir = join(work, 'team-supabase');
    cpSync(join(viteApp, 'node_modules/@ardena/auth/supabase'), supabaseDir, { recursive: true });
    check(
      readdirSync(join(supabaseDir, 'migrations')).some((file) => file.endsWith('.sql')),
      'auth: the tarball carries its SQL (supabase/migrations)',
    );
    const fresh = await startServer({
      dataDir: ':memory:',
      port: 0,
      mailboxPort: 0,
      quiet: true,
      rateLimits: 'off',
      autoconfirm: true,
      supabaseDir,
    });
    try {
      cpSync(join(import.meta.dirname, 'fresh-database.mjs'), join(viteApp, 'fresh-database.mjs'));
      // Asynchronously: the backend answers from this process, so a blocking spawn would never get its answers.
      // Node 20's WebSocket (supabase-js's realtime client wants one) is behind a flag; Node 22 has it by default.
      const output = await timed('fresh database', () =>
        promisify(execFile)(process.execPath, ['--experimental-websocket', 'fresh-database.mjs'], {
          cwd: viteApp,
          env: { ...process.env, SUPABASE_URL: fresh.apiUrl, SUPABASE_ANON_KEY: fresh.anonKey },
          timeout: 120_000,
        }).then((result) => result.stdout),
      );
      const { profile } = JSON.parse(output.trim().split('\n').at(-1) as string) as {
        profile: { user_type?: string; first_name?: string };
      };
      check(
        profile.first_name === 'Fresh',
        `auth: a database made from the tarball's SQL alone signs up a user; @ardena/auth reads its ${profile.user_type} profile`,
      );
    } finally {
      await fresh.stop();
    }

    // The next release: one more changeset, `changeset version` + publish again, and the team's `npm update`.
    writeFileSync(
      join(copy, '.changeset/consumer-test-update.md'),
      "---\n'@ardena/ui': patch\n---\n\nA change released after the team installed the packages.\n",
    );
    const before = released.ui;
    released = timed('second release', () => release(copy, publisher));
    check(released.ui !== before, `second release: @ardena/ui ${before} → ${released.ui}`);
    check(
      readFileSync(join(copy, 'packages/ui/CHANGELOG.md'), 'utf8').includes('A change released after the team'),
      'second release: the CHANGELOG names the change',
    );
    timed('npm update', () =>
      sh('npm', ['update', '--no-audit', '--no-fund', '--prefer-online', '--loglevel=error'], viteApp as string),
    );
    check(
      installedVersion(viteApp, 'ui') === released.ui,
      `vite: npm update installed @ardena/ui@${installedVersion(viteApp, 'ui')}`,
    );

    // A snapshot of a branch: versioned 1.0.0-<name>-<datetime>, published under its own dist-tag.
    writeFileSync(
      join(copy, '.changeset/consumer-test-branch.md'),
      "---\n'@ardena/ui': minor\n---\n\nA change on a branch, tried in another app before it is merged.\n",
    );
    const snapshot = timed('snapshot release', () => release(copy, publisher, ['--snapshot', 'branch-check']));
    const tagged = sh('npm', ['view', '@ardena/ui@branch-check', 'version', `--userconfig=${publisher}`], work).trim();
    check(
      /-branch-check-\d+$/.test(snapshot.ui ?? '') && tagged === snapshot.ui,
      `snapshot: @ardena/ui@branch-check is ${tagged}`,
    );
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const site of sites) site.close();
  await backend?.stop();
  registry?.process.kill();
  if (!failed) rmSync(work, { recursive: true, force: true });
  else console.error(`consumers: the apps are kept in ${work}`);
  console.log(`consumers: ${timings.join(', ')}`);
}
process.exit(failed ? 1 : 0);
