// Site budgets (`pnpm bench`, or `node apps/site/bench/site.bench.mjs`): for the key pages, the JavaScript and CSS a
// signed-out first visit downloads (gzip and brotli bytes), whether supabase-js is among it, and Lighthouse mobile and
// desktop scores with LCP/TBT/CLS, measured in Debian's Chromium against the built site served by server/index.mjs.
// A report, not a test: it prints figures and the targets next to them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright';
import { reportFigures } from '../../../bench/figures.mjs';
import { chromiumArgs, chromiumLaunchOptions, findChromium } from '../../../scripts/chromium.mjs';
import { calibratedCpuMultiplier } from './cpuCalibration.mjs';

const siteDir = fileURLToPath(new URL('..', import.meta.url));
const clientDir = join(siteDir, 'dist/client');

/**
 * Pages whose first-load bytes are measured, with their JavaScript budget (gzip KB) and, for `/auth`, the most script
 * files it may fetch. Public pages must also load no supabase-js.
 */
export const firstLoadPages = [
  { path: '/', jsGzipKb: 90, public: true },
  { path: '/insights', jsGzipKb: 90, public: true },
  { path: '/careers/senior-backend-engineer', jsGzipKb: 90, public: true },
  { path: '/solutions/global-data-exchange', jsGzipKb: 90, public: true },
  { path: '/terms', jsGzipKb: 40, public: true },
  { path: '/auth', jsGzipKb: 150, jsFiles: 12, public: false },
];
/** Pages run through Lighthouse. */
export const benchPages = ['/', '/insights', '/careers/senior-backend-engineer', '/auth'];
export const targets = { mobilePerformance: 97, lcpMs: 1200, tbtMs: 150, otherScores: 100 };

/** Markers only the supabase-js bundle contains. */
const supabaseMarkers = ['GoTrueClient', 'supabase-js', 'PostgrestClient'];

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startSite() {
  if (!existsSync(join(clientDir, 'index.html'))) {
    console.log('site bench: building the site first…');
    // The site's own build script, run directly: pnpm itself need not be on PATH (here it runs through npx).
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
      cwd: siteDir,
      stdio: 'inherit',
      env: { ...process.env, LOCAL_SUPABASE: '1' },
    });
    if (build.status !== 0) throw new Error('site build failed');
  }
  const port = await freePort();
  const child = spawn(process.execPath, [join(siteDir, 'server/index.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop: () => child.kill('SIGTERM') };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error('site server did not start');
}

function sizeOf(file) {
  return existsSync(file) ? statSync(file).size : 0;
}

/** Loads each page once with an empty cache and sums the script and style files it fetched. */
export async function measureFirstLoad(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = [];
  try {
    for (const { path } of firstLoadPages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const assets = new Map();
      page.on('response', async (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        const url = new URL(response.url());
        if (url.origin !== origin) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => undefined);
        assets.set(url.pathname, { type, body, transferred: sizes?.responseBodySize ?? body.length });
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      // What loads after hydration (the cookie banner on a first visit) is part of the first load too: wait for the
      // hydration marker, then for the network to settle again, so a slow machine does not under-count.
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await context.close();
      let js = { gzip: 0, brotli: 0, raw: 0, transferred: 0, files: 0 };
      let css = { gzip: 0, brotli: 0, raw: 0, transferred: 0, files: 0 };
      let supabase = false;
      for (const [pathname, asset] of assets) {
        const file = join(clientDir, pathname);
        const bucket = asset.type === 'script' ? js : css;
        const next = {
          gzip: bucket.gzip + sizeOf(`${file}.gz`),
          brotli: bucket.brotli + sizeOf(`${file}.br`),
          raw: bucket.raw + asset.body.length,
          transferred: bucket.transferred + asset.transferred,
          files: bucket.files + 1,
        };
        if (asset.type === 'script') js = next;
        else css = next;
        const text = asset.body.toString('utf8');
        if (supabaseMarkers.some((marker) => text.includes(marker))) supabase = true;
      }
      results.push({ path, js, css, supabase });
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** How many times each page is loaded on the mobile profile (`LIGHTHOUSE_MOBILE_RUNS`, 5 by default). */
const lighthouseMobileRuns = Math.max(1, Number(process.env.LIGHTHOUSE_MOBILE_RUNS) || 5);

const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'];

function figures(lhr) {
  const { categories, audits, environment, configSettings } = lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    cpuMultiplier: configSettings.throttling.cpuSlowdownMultiplier,
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/**
 * One page load, audited at Lighthouse's default settings for the form factor and, on mobile, again with the CPU
 * slowdown calibrated to the run's benchmark index. A load whose trace Chromium failed to record (Lighthouse's
 * `runtimeError`, such as NO_NAVSTART on a busy machine) has no scores, so it is repeated, up to three attempts.
 */
async function lighthouseRun(port, url, formFactor) {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: lighthouseCategories };
  const recording = mkdtempSync(join(tmpdir(), 'ardena-lighthouse-'));
  try {
    for (let attempt = 1; ; attempt++) {
      await lighthouse(url, { ...flags, gatherMode: recording }, config);
      const plain = (await lighthouse(url, { ...flags, auditMode: recording }, config)).lhr;
      if (plain.runtimeError) {
        if (attempt < 3) continue;
        throw new Error(`Lighthouse could not measure ${url} (${formFactor}): ${plain.runtimeError.code}`);
      }
      if (formFactor === 'desktop') return { plain: figures(plain) };
      // Lighthouse refuses to audit a recording with settings other than those it was made with, so the recording's
      // settings take the calibrated multiplier too; nothing else in it depends on the multiplier.
      const cpuSlowdownMultiplier = calibratedCpuMultiplier(plain.environment.benchmarkIndex);
      const artifactsFile = join(recording, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
      artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdownMultiplier;
      writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const calibrated = (
        await lighthouse(url, { ...flags, auditMode: recording, throttling: { cpuSlowdownMultiplier } }, config)
      ).lhr;
      return { plain: figures(plain), calibrated: figures(calibrated) };
    }
  } finally {
    rmSync(recording, { recursive: true, force: true });
  }
}

/** The median run by performance score, with the range of scores and of the other figures that vary. */
function summarise(path, profile, results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const span = (values, unit = '') => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    return low === high ? `${low}${unit}` : `${low}–${high}${unit}`;
  };
  return {
    path,
    profile,
    ...median,
    range: results.length > 1 ? `${span(results.map((r) => r.performance))} (${results.length} runs)` : '',
    benchmarkIndexes: span(results.map((r) => r.benchmarkIndex)),
    cpuMultipliers: span(
      results.map((r) => r.cpuMultiplier),
      '×',
    ),
  };
}

/**
 * Lighthouse on each page, three profiles:
 *  - `mobile`: Lighthouse's default, as `lighthouse <url>` prints it (simulated slow 4G, CPU 4× slower than the host);
 *  - `mobile, calibrated`: the same, with the CPU slowdown calibrated to this host's benchmark index
 *    (./cpuCalibration.mjs), so that it emulates the phone Lighthouse's default means to on a high-end desktop;
 *  - `desktop`: Lighthouse's desktop config.
 * Lighthouse's simulated throttling applies the CPU slowdown when it audits, not while it loads the page, so each
 * mobile run loads the page once (`gatherMode`) and audits that same recording twice (`auditMode`): at 4×, then at
 * the multiplier for the benchmark index measured in that run. The two rows differ by the multiplier alone, not by
 * what else the shared machine was doing.
 */
async function runLighthouse(origin) {
  const chrome = await launchChrome({
    chromePath: findChromium(),
    chromeFlags: [...chromiumArgs, '--headless=new'],
  });
  const rows = [];
  try {
    for (const path of benchPages) {
      const url = `${origin}${path}`;
      // Mobile scores move by several points from run to run on a shared machine: the median run is reported, with
      // the range of all runs.
      const mobile = [];
      const calibrated = [];
      for (let run = 0; run < lighthouseMobileRuns; run++) {
        const result = await lighthouseRun(chrome.port, url, 'mobile');
        mobile.push(result.plain);
        calibrated.push(result.calibrated);
      }
      rows.push(summarise(path, 'mobile', mobile));
      rows.push(summarise(path, 'mobile, calibrated', calibrated));
      rows.push(summarise(path, 'desktop', [(await lighthouseRun(chrome.port, url, 'desktop')).plain]));
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

function withinBudget(row) {
  const page = firstLoadPages.find((candidate) => candidate.path === row.path);
  if (page?.jsGzipKb === undefined) return 'no budget';
  const files = page.jsFiles === undefined || row.js.files <= page.jsFiles;
  return row.js.gzip / 1024 <= page.jsGzipKb && files && !(page.public && row.supabase) ? 'yes' : 'NO';
}

/** The figures printed beside the previous run's and stored for the next (bench/figures.mjs). */
function siteFigures(firstLoad, lighthouseRows) {
  const figures = [];
  for (const row of firstLoad) {
    const page = firstLoadPages.find((candidate) => candidate.path === row.path);
    figures.push({
      id: `site.jsGzipKb.${row.path}`,
      label: `${row.path} JS gzip`,
      value: row.js.gzip / 1024,
      unit: 'KB',
      budget: page?.jsGzipKb === undefined ? undefined : { max: page.jsGzipKb },
    });
    if (page?.jsFiles !== undefined) {
      figures.push({
        id: `site.jsFiles.${row.path}`,
        label: `${row.path} script requests`,
        value: row.js.files,
        unit: '',
        budget: { max: page.jsFiles },
      });
    }
  }
  for (const row of lighthouseRows) {
    const key = `${row.profile}.${row.path}`;
    const isPublic = firstLoadPages.find((page) => page.path === row.path)?.public ?? row.path !== '/auth';
    const mobile = row.profile === 'mobile';
    figures.push({
      id: `site.lighthouse.score.${key}`,
      label: `${row.path} score (${row.profile})`,
      value: row.performance,
      unit: '',
      budget: mobile && isPublic ? { min: targets.mobilePerformance } : undefined,
    });
    if (row.profile === 'desktop') continue;
    figures.push({
      id: `site.lighthouse.lcp.${key}`,
      label: `${row.path} LCP (${row.profile}, simulated)`,
      value: row.lcpMs,
      unit: 'ms',
    });
    figures.push({
      id: `site.lighthouse.tbt.${key}`,
      label: `${row.path} TBT (${row.profile})`,
      value: row.tbtMs,
      unit: 'ms',
      budget: mobile && !isPublic ? { max: targets.tbtMs } : undefined,
    });
  }
  return figures;
}

/** Runs both measurements, prints the tables and returns the figures. */
export async function runSiteBench() {
  if (!findChromium()) throw new Error('Chromium not found (see scripts/chromium.mjs)');
  const site = await startSite();
  try {
    const firstLoad = await measureFirstLoad(site.origin);
    console.log(
      '\nFirst load, signed out, empty cache (KB; JS gzip budget: 90 on public pages, 40 on /terms, 150 in at most 12 files on /auth)',
    );
    console.table(
      firstLoad.map((row) => ({
        page: row.path,
        'JS gzip': kb(row.js.gzip),
        'JS brotli': kb(row.js.brotli),
        'JS raw': kb(row.js.raw),
        'JS files': row.js.files,
        'CSS gzip': kb(row.css.gzip),
        'CSS brotli': kb(row.css.brotli),
        'supabase-js loaded': row.supabase ? 'yes' : 'no',
        'within budget': withinBudget(row),
      })),
    );
    const lighthouseRows = await runLighthouse(site.origin);
    console.log(
      `\nLighthouse 12.8.2 (targets: mobile performance ≥ ${targets.mobilePerformance}, LCP ≤ ${targets.lcpMs} ms, TBT ≤ ${targets.tbtMs} ms, other categories 100; mobile: the median of ${lighthouseMobileRuns} runs)\n` +
        "'mobile' is Lighthouse's default profile (CPU 4× slower than this machine); 'mobile, calibrated' slows the CPU\n" +
        "by the multiplier Lighthouse's calibration gives for this machine's benchmark index (bench/cpuCalibration.mjs).",
    );
    console.table(
      lighthouseRows.map((row) => ({
        page: row.path,
        profile: row.profile,
        performance: row.performance,
        'performance range': row.range,
        'benchmark index': row.benchmarkIndexes,
        CPU: row.cpuMultipliers,
        accessibility: row.accessibility,
        'best practices': row.bestPractices,
        SEO: row.seo,
        'LCP ms': row.lcpMs,
        'TBT ms': row.tbtMs,
        CLS: row.cls,
      })),
    );
    const misses = lighthouseRows.filter((row) => row.failing.length > 0);
    for (const row of misses) console.log(`  ${row.path} (${row.profile}) failing audits: ${row.failing.join(', ')}`);
    reportFigures(
      'Site figures beside the previous run (bench-results/figures.json; TBT and scores move with the load of a shared machine)',
      siteFigures(firstLoad, lighthouseRows),
    );
    return { firstLoad, lighthouse: lighthouseRows };
  } finally {
    site.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await runSiteBench();
}
