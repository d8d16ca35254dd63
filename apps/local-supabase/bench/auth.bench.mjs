// Auth benchmarks for `pnpm bench` (root) or `pnpm --filter @ardena/local-supabase bench`: server start time
// (cold = fresh DATA_DIR, warm = restart on it), sign-in latency p50/p95/p99 and req/s at 1, 8, 20 and 50
// connections, getUser at 1 and 8, and getUser while 50 connections sign in (reads must not queue behind password
// hashing). Loopback only; each load run is bounded (AUTH_BENCH_SECONDS, default 5). Numbers, not pass/fail.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const packageDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.AUTH_BENCH_SECONDS ?? 5);
const PASSWORD = 'Bench-Password-2026';

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real start script in its own process; resolves when it prints "ready in" (the server's own timing). */
async function startProcess(dataDir, extraEnv = {}) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: packageDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      MAILBOX_PORT: String(await freePort()),
      GOTRUE_MAILER_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMITS: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const serverMs = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /ready in (\d+) ms/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready:\n${output}`)));
  });
  const totalMs = performance.now() - began;
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    serverMs,
    totalMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function percentile(sorted, fraction) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** One bounded autocannon run; latencies collected per response so p95/p99 are exact (autocannon reports p97.5). */
function load(options) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let failures = 0;
    const began = performance.now();
    // A 30 s timeout so a stalled server shows up as a long tail, not only as errors.
    const bounded = options.amount ? {} : { duration: seconds };
    const instance = autocannon({ timeout: 30, ...bounded, ...options }, (error, result) => {
      if (error) return reject(error);
      latencies.sort((a, b) => a - b);
      const elapsedSeconds = (performance.now() - began) / 1000;
      resolve({
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        rps: result.requests.total / elapsedSeconds,
        requests: result.requests.total,
        failures: failures + result.errors + result.timeouts,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failures += 1;
    });
  });
}

export async function runAuthBench() {
  const dataDir = mkdtempSync(join(tmpdir(), 'ardena-auth-bench-'));
  const initdbDir = mkdtempSync(join(tmpdir(), 'ardena-auth-bench-initdb-'));
  const rows = [];
  try {
    const initdb = await startProcess(initdbDir, { PGLITE_TEMPLATE_CACHE: 'off' });
    await initdb.stop();
    // After any in-memory start a template of bootstrap + migrations + seed is cached; fresh data dirs unpack it.
    const cold = await startProcess(dataDir);
    await cold.stop();
    const warm = await startProcess(dataDir);
    // GoTrue never checks `apikey` (the hosted gateway does); it is sent so request sizes match supabase-js.
    const headers = {
      'content-type': 'application/json',
      apikey: 'sb_publishable_bench',
      'x-supabase-api-version': '2024-01-01',
    };
    const email = `bench-${Date.now()}@example.com`;
    const signUp = await fetch(`${warm.apiUrl}/auth/v1/signup`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const session = await signUp.json();
    if (!session.access_token) throw new Error(`bench sign-up failed: ${JSON.stringify(session)}`);

    const signInBody = JSON.stringify({ email, password: PASSWORD });
    // Sign-in runs a fixed number of requests (not a duration) so every request, including the slowest queued
    // ones, is in the percentiles, and none is still running when the next row starts.
    const signIn = (connections) => ({
      amount: Math.max(20, connections * 4),
      url: `${warm.apiUrl}/auth/v1/token?grant_type=password`,
      method: 'POST',
      headers,
      body: signInBody,
      connections,
    });
    const getUser = (connections) => ({
      url: `${warm.apiUrl}/auth/v1/user`,
      headers: { ...headers, authorization: `Bearer ${session.access_token}` },
      connections,
    });
    for (const connections of [1, 8, 20, 50]) {
      rows.push({
        case: `sign-in (password grant), ${connections} conn`,
        ...(await load(signIn(connections))),
      });
    }
    for (const connections of [1, 8]) {
      rows.push({ case: `getUser (GET /user), ${connections} conn`, ...(await load(getUser(connections))) });
    }
    const [reads] = await Promise.all([load({ ...getUser(1), duration: seconds }), load(signIn(50))]);
    rows.push({ case: 'getUser, 1 conn, during 50-conn sign-ins', ...reads });
    await warm.stop();

    console.log(`\nAuth server start (PGlite on disk; "server" = open DB + bootstrap + migrations + seed + listen):`);
    console.table([
      {
        start: 'cold, initdb (fresh DATA_DIR)',
        'server ms': initdb.serverMs,
        'process ms': Math.round(initdb.totalMs),
      },
      { start: 'cold, cached template', 'server ms': cold.serverMs, 'process ms': Math.round(cold.totalMs) },
      { start: 'warm (restart)', 'server ms': warm.serverMs, 'process ms': Math.round(warm.totalMs) },
    ]);
    console.log(
      `Auth latency and throughput (sign-in: 4 requests per connection, at least 20; getUser: ${seconds} s; loopback, autocannon):`,
    );
    console.table(
      rows.map((row) => ({
        case: row.case,
        'p50 ms': Math.round(row.p50 * 10) / 10,
        'p95 ms': Math.round(row.p95 * 10) / 10,
        'p99 ms': Math.round(row.p99 * 10) / 10,
        'req/s': Math.round(row.rps * 10) / 10,
        requests: row.requests,
        'non-2xx/errors': row.failures,
      })),
    );
    return { start: { initdbMs: initdb.serverMs, coldMs: cold.serverMs, warmMs: warm.serverMs }, rows };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(initdbDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAuthBench();
}
