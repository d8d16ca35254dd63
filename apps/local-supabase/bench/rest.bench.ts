/**
 * Data API overhead: the consumer portal's transactions query (50 rows, as the seeded consumer) through
 * /rest/v1 with autocannon, against the same transaction (read-only, role and claims settings, the same
 * main statement) run directly on the database, at 1 and 8 concurrent clients.
 *
 * Run: `pnpm bench rest` from the repo root, or `pnpm exec tsx apps/local-supabase/bench/rest.bench.ts`.
 * REST_BENCH_SECONDS sets the duration of each measurement (default 8).
 */
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startServer } from '../src/index';
import { readStatement } from '../src/rest/query/read';
import { parseQueryParams } from '../src/rest/request/query-params';
import { loadSchemaCache } from '../src/rest/schema-cache';

const TRANSACTIONS_QUERY = 'select=*&order=transaction_date.desc';
const CONSUMER = { email: 'consumer@ardena.example', password: 'Ardena-demo-2026' };

export interface RestBenchRow {
  target: 'api' | 'database';
  clients: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
}

export interface RestBenchResult {
  rows: RestBenchRow[];
  /** API p50 latency divided by database p50 latency, per client count. */
  overhead: Array<{ clients: number; latencyRatio: number; throughputRatio: number }>;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function summarise(
  target: RestBenchRow['target'],
  clients: number,
  latencies: number[],
  seconds: number,
): RestBenchRow {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    target,
    clients,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    requests: latencies.length,
  };
}

interface CannonClient {
  on(event: 'response', listener: (status: number, bytes: number, responseTime: number) => void): void;
}

async function benchApi(url: string, headers: Record<string, string>, clients: number, seconds: number) {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    headers,
    connections: clients,
    duration: seconds,
    setupClient(client: CannonClient) {
      client.on('response', (status, _bytes, responseTime) => {
        if (status === 200) latencies.push(responseTime);
        else failures += 1;
      });
    },
  });
  const elapsed = (performance.now() - started) / 1000;
  if (failures > 0 || result.errors > 0)
    throw new Error(`API bench saw ${failures} non-200 answers, ${result.errors} errors`);
  return summarise('api', clients, latencies, elapsed);
}

async function benchDatabase(run: () => Promise<void>, clients: number, seconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const before = performance.now();
        await run();
        latencies.push(performance.now() - before);
      }
    }),
  );
  return summarise('database', clients, latencies, (performance.now() - started) / 1000);
}

const format = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : 'n/a');

export async function runRestBench(options: { seconds?: number } = {}): Promise<RestBenchResult> {
  const seconds = options.seconds ?? Number(process.env.REST_BENCH_SECONDS ?? 8);
  const server = await startServer({ dataDir: ':memory:', port: 0, mailboxPort: 0, quiet: true, rateLimits: 'off' });
  try {
    const signIn = await fetch(`${server.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(CONSUMER),
    });
    if (!signIn.ok) throw new Error(`Consumer sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const session = (await signIn.json()) as { access_token: string; user: { id: string } };
    const url = `${server.apiUrl}/rest/v1/transactions?${TRANSACTIONS_QUERY}`;
    const headers = {
      apikey: server.anonKey,
      Authorization: `Bearer ${session.access_token}`,
      'Accept-Profile': 'public',
    };
    const probe = await fetch(url, { headers });
    const rows = (await probe.json()) as unknown[];
    if (probe.status !== 200 || rows.length !== 50)
      throw new Error(`Expected 50 rows, got ${probe.status} ${rows.length}`);

    const { db } = server.context;
    const cache = await loadSchemaCache(db);
    const transactions = cache.relations.get('transactions');
    if (!transactions) throw new Error('transactions table missing from the schema');
    const statement = readStatement(transactions, {
      query: parseQueryParams(new URLSearchParams(TRANSACTIONS_QUERY), { rpcGet: false }),
      limit: 1000,
      offset: 0,
      withCount: false,
      singular: false,
    });
    const claims = JSON.stringify({ sub: session.user.id, role: 'authenticated' });
    const direct = async () => {
      await db.transaction(async (tx) => {
        await tx.query('SET TRANSACTION READ ONLY');
        await tx.query(
          `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
                  set_config('request.jwt.claim.sub', $2, true)`,
          [claims, session.user.id],
        );
        const result = await tx.query<{ page_total: string }>(statement.sql, statement.parameters);
        if (result.rows[0]?.page_total !== '50') throw new Error('Direct query did not return 50 rows');
      });
    };

    const results: RestBenchRow[] = [];
    for (const clients of [1, 8]) {
      await benchApi(url, headers, clients, 1);
      results.push(await benchApi(url, headers, clients, seconds));
      results.push(await benchDatabase(direct, clients, seconds));
    }
    const overhead = [1, 8].map((clients) => {
      const api = results.find((row) => row.target === 'api' && row.clients === clients);
      const database = results.find((row) => row.target === 'database' && row.clients === clients);
      return {
        clients,
        latencyRatio: (api?.p50Ms ?? Number.NaN) / (database?.p50Ms ?? Number.NaN),
        throughputRatio: (database?.requestsPerSecond ?? Number.NaN) / (api?.requestsPerSecond ?? Number.NaN),
      };
    });

    console.log(`Consumer transactions query (50 rows, RLS as the consumer), ${seconds} s per run, loopback`);
    console.log('target    clients  req/s     p50 ms   p95 ms   requests');
    for (const row of results) {
      console.log(
        `${row.target.padEnd(9)} ${String(row.clients).padStart(7)}  ${format(row.requestsPerSecond).padStart(8)}  ${format(row.p50Ms).padStart(7)}  ${format(row.p95Ms).padStart(7)}  ${String(row.requests).padStart(8)}`,
      );
    }
    for (const ratio of overhead) {
      console.log(
        `API overhead at ${ratio.clients} client(s): p50 ×${format(ratio.latencyRatio)}, throughput ÷${format(ratio.throughputRatio)}`,
      );
    }
    return { rows: results, overhead };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runRestBench();
}
