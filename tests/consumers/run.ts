// Consumer test of the published packages (run by `pnpm test` after the package builds; `tsx tests/consumers/run.ts`).
//
// Packs the four packages as they would be published and installs the tarballs with npm from the registry into two
// apps outside the workspace, written only from the READMEs: tests/consumers/vite-app (Vite + React 19) and
// tests/consumers/next-app (Next.js App Router, static export). Each is type-checked strictly and built; the Vite app
// also prints the size bench (gzip JavaScript of a page importing only `Button` next to a React-only page). Then each
// runs in Chromium against the local backend: accept and reopen the cookie banner, sign in as the demo consumer
// through the packaged form, see the transactions table styled, switch the theme. Exits non-zero on any failure.
// `tsx tests/consumers/run.ts vite` (or `next`) runs one app.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
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

/** pnpm applies publishConfig and turns `workspace:^` into a version range when it packs. */
function pack() {
  const out = join(work, 'tarballs');
  mkdirSync(out);
  const execPath = process.env.npm_execpath;
  const [command, ...prefix] = execPath?.includes('pnpm')
    ? [process.execPath, execPath]
    : ['npx', '-y', 'pnpm@10.34.8'];
  sh(
    command as string,
    [...prefix, '--filter', './packages/*', '--recursive', 'pack', '--pack-destination', out],
    repo,
  );
  for (const name of packages) {
    const tarball = readdirSync(out).find((file) => file.startsWith(`ardena-${name}-`));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for @ardena/${name}`);
    renameSync(join(out, tarball), join(out, `ardena-${name}.tgz`));
  }
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
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(siteUrl);

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

function install(app: string, label: string) {
  timed(`${label} npm install`, () =>
    sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app),
  );
}

function checkNoBackendDefault(label: string, dir: string) {
  const scripts = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  const leaked = scripts.filter((file) => readFileSync(join(dir, file), 'utf8').includes('127.0.0.1:54321'));
  check(leaked.length === 0, `${label}: no built-in backend address in the bundle`);
}

const { startServer } = await import('../../apps/local-supabase/src/index.ts');
const only = process.argv[2]; // `vite` or `next` to run one app
let backend: Awaited<ReturnType<typeof startServer>> | undefined;
const sites: Server[] = [];
let failed = false;
try {
  timed('pack', pack);
  backend = await startServer({ dataDir: ':memory:', port: 0, mailboxPort: 0, quiet: true, rateLimits: 'off' });

  if (only !== 'next') {
    const app = join(work, 'vite-app');
    cpSync(join(import.meta.dirname, 'vite-app'), app, { recursive: true });
    install(app, 'vite');
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

  if (only !== 'vite') {
    const app = join(work, 'next-app');
    cpSync(join(import.meta.dirname, 'next-app'), app, { recursive: true });
    install(app, 'next');
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
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  for (const site of sites) site.close();
  await backend?.stop();
  if (!failed) rmSync(work, { recursive: true, force: true });
  else console.error(`consumers: the apps are kept in ${work}`);
  console.log(`consumers: ${timings.join(', ')}`);
}
process.exit(failed ? 1 : 0);
