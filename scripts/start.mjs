// `pnpm start`: build the site, start the local Supabase backend (persistent data in .data/, seeded on first run)
// and serve the built site. Prints the URLs; then serves the static Storybook on 127.0.0.1:6006, building it first
// (at low priority) only when its inputs changed, so the site and backend never wait for it. Ctrl+C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { localPasskeyEnv } from './local-passkeys.mjs';
import { ensureStorybook, storybookDir } from './storybook-static.mjs';

const sitePort = process.env.PORT ?? '4173';
const host = process.env.HOST ?? '127.0.0.1';
const apiUrl = `http://${host}:${process.env.API_PORT ?? '54321'}`;
const storybookPort = process.env.STORYBOOK_PORT ?? '6006';

for (const [path, what] of [
  ['apps/local-supabase/src/index.ts', 'the local Supabase backend (apps/local-supabase)'],
  ['apps/site/server/index.mjs', 'the site server (apps/site/server)'],
]) {
  if (!existsSync(path)) {
    console.error(`pnpm start: ${what} is missing (${path}).`);
    process.exit(1);
  }
}

if (process.env.SKIP_BUILD !== '1') {
  console.log('Building the site…');
  // The site is built for the local backend this script starts (the build refuses the local pair unless told).
  const build = spawnSync('pnpm', ['--filter', '@ardena/site', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, LOCAL_SUPABASE: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (!shuttingDown) {
      console.error(`${name} stopped (${signal ?? code}); stopping everything.`);
      shutdown(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let shuttingDown = false;
function shutdown(code = 0) {
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

run('local Supabase', 'pnpm', ['--filter', '@ardena/local-supabase', 'start'], localPasskeyEnv([sitePort]));

// The site only needs the backend for accounts, but start it after the backend answers so the printed URLs all work.
async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

if (!(await waitFor(`${apiUrl}/auth/v1/health`, 120_000))) {
  console.error(`pnpm start: the local Supabase backend did not answer on ${apiUrl} within 120 s.`);
  shutdown(1);
} else {
  run('site server', process.execPath, ['apps/site/server/index.mjs'], { PORT: sitePort, HOST: host });
  await waitFor(`http://${host}:${sitePort}/`, 30_000);
  console.log(`
  Ardena is running
    Site            http://${host}:${sitePort}
    Supabase API    ${apiUrl}
    Mailbox         http://${host}:${process.env.MAILBOX_PORT ?? '54324'}
    Storybook       http://${host}:${storybookPort} (joins when its build is ready)
    Passkeys        http://localhost:${sitePort} (WebAuthn does not allow an IP address)
  Demo users: consumer@ardena.example / business@ardena.example, password Ardena-demo-2026
  Keys: pnpm supabase:status      Stop: Ctrl+C
`);
  void serveStorybook();
}

/** Builds the static Storybook when its inputs changed (never before the site is up), then serves it. */
async function serveStorybook() {
  if (process.env.SKIP_STORYBOOK === '1') return;
  const started = Date.now();
  try {
    // The build's own output would interleave with the servers' logs; only its outcome is printed.
    const outcome = await ensureStorybook({ stdio: ['ignore', 'ignore', 'inherit'], nice: true });
    if (shuttingDown) return;
    run('Storybook server', process.execPath, ['scripts/serve-static.mjs', storybookDir, storybookPort, host]);
    await waitFor(`http://${host}:${storybookPort}/index.json`, 30_000);
    const how =
      outcome === 'fresh'
        ? 'unchanged since its last build'
        : `built in ${Math.round((Date.now() - started) / 1000)} s`;
    console.log(`  Storybook is ready (${how}): http://${host}:${storybookPort}`);
  } catch (error) {
    // The site and backend keep running: Storybook is for review, not for the product.
    console.error(`  Storybook is not available: ${error instanceof Error ? error.message : error}`);
  }
}
