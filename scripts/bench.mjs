// `pnpm bench [suite…]`: prints every budget and benchmark figure (not a test: nothing here passes or fails on timing),
// each beside the previous run's (bench-results/figures.json, git-ignored; bench/figures.mjs).
//  - site: first-load JS/CSS bytes and Lighthouse (simulated) scores per page (apps/site/bench/site.bench.mjs)
//  - throttled: what visitors feel with Slow 4G + 4× CPU applied: public LCP against the no-JavaScript floor, the
//    fast typist's sign-in on /auth against the peer (PEER_DIR, bench/peer.mjs), the signed-in portals' data
//    (apps/site/bench/throttled.bench.mjs; starts its own backend on 54321)
//  - auth: sign-in / getUser latency and throughput, server start time (apps/local-supabase/bench)
//  - rest: transactions query through the API vs directly on the database (apps/local-supabase/bench)
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const suites = [
  { name: 'site', file: 'apps/site/bench/site.bench.mjs', run: 'runSiteBench' },
  { name: 'throttled', file: 'apps/site/bench/throttled.bench.mjs', run: 'runThrottledBench' },
  { name: 'auth', file: 'apps/local-supabase/bench/auth.bench.ts', run: 'runAuthBench' },
  { name: 'rest', file: 'apps/local-supabase/bench/rest.bench.ts', run: 'runRestBench' },
];
const only = process.argv.slice(2);
let missing = 0;
for (const suite of suites) {
  if (only.length && !only.includes(suite.name)) continue;
  const candidates = [suite.file, suite.file.replace(/\.ts$/, '.mjs'), suite.file.replace(/\.mjs$/, '.ts')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) {
    console.error(`bench ${suite.name}: missing (${suite.file})`);
    missing += 1;
    continue;
  }
  console.log(`\n=== bench: ${suite.name} (${file}) ===`);
  const module = await import(pathToFileURL(file).href);
  await module[suite.run]();
}
process.exit(missing ? 1 : 0);
