// Loads a page the way a visitor on a mid-range phone gets it, with the throttling applied to the browser (not
// simulated afterwards, as Lighthouse's default does): Lighthouse's mobile Slow 4G values as DevTools applies them
// (Lighthouse `--throttling-method=devtools`) and a 4× slower CPU, on Lighthouse's mobile screen. Each helper opens
// a fresh browser context (empty cache, no cookies) and reads its times from the DevTools protocol, in ms from the
// navigation start (`performance.timeOrigin`), so the page needs no script of ours to be timed (the no-JavaScript floor
// has none).
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';

const slow4g = throttling.mobileSlow4G;

/**
 * `Network.emulateNetworkConditions` for Lighthouse's mobileSlow4G: request latency 150 ms × 3.75 = 562.5 ms, download
 * 1.6 Mbps × 0.9 = 1474.56 Kbps, upload 750 Kbps × 0.9 = 675 Kbps, in bytes per second as Lighthouse converts them
 * (core/lib/emulation.js).
 */
export const appliedNetwork = {
  offline: false,
  latency: slow4g.requestLatencyMs,
  downloadThroughput: Math.floor((slow4g.downloadThroughputKbps * 1024) / 8),
  uploadThroughput: Math.floor((slow4g.uploadThroughputKbps * 1024) / 8),
};

/** `Emulation.setCPUThrottlingRate`: Lighthouse's mobile CPU slowdown (4×). */
export const appliedCpuRate = slow4g.cpuSlowdownMultiplier;

/** One line for the report. */
export const appliedProfileDescription =
  `Slow 4G applied through CDP (latency ${appliedNetwork.latency} ms, ` +
  `down ${slow4g.downloadThroughputKbps.toFixed(2)} Kbps, up ${slow4g.uploadThroughputKbps} Kbps) + ${appliedCpuRate}× CPU, ` +
  `${screenEmulationMetrics.mobile.width}×${screenEmulationMetrics.mobile.height} mobile screen`;

/**
 * A fresh context and page on the applied profile, with a CDP session recording the page's requests (monotonic
 * seconds, as the protocol gives them) and its LCP candidates. `javaScript: false` is the no-JavaScript floor: the same
 * page with every script, inline or not, switched off.
 */
export async function openThrottledPage(browser, { javaScript = true } = {}) {
  const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  // Network events carry monotonic seconds; the document request also carries wall-clock seconds, which give the
  // offset to `performance.timeOrigin` (wall-clock ms).
  let clockOffset;
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && clockOffset === undefined) clockOffset = event.wallTime - event.timestamp;
    if (!requests.has(event.requestId)) inFlight += 1;
    lastActivity = Date.now();
    requests.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type,
      sentAt: event.timestamp,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.status = event.response.status;
      request.answeredAt = event.timestamp;
    }
  });
  const settle = (event) => {
    const request = requests.get(event.requestId);
    if (request && !request.done) {
      request.done = true;
      inFlight -= 1;
    }
    if (request && event.errorText) request.failed = event.errorText;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', settle);
  cdp.on('Network.loadingFailed', settle);
  const paints = [];
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
    if (event.type === 'largest-contentful-paint' && event.lcpDetails) paints.push(event.lcpDetails);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', appliedNetwork);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: appliedCpuRate });
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
  return {
    context,
    page,
    cdp,
    requests,
    paints,
    /** The document's navigation start (`performance.timeOrigin`, wall-clock ms); read once the document exists. */
    timeOrigin: () => page.evaluate(() => performance.timeOrigin),
    /** Milliseconds from `timeOrigin` to a network event's `timestamp` (monotonic seconds). */
    sinceNavigation: (timestamp, timeOrigin) =>
      clockOffset === undefined || timestamp === undefined ? undefined : (timestamp + clockOffset) * 1000 - timeOrigin,
    /** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). */
    networkIdle: async (quietMs = 1000, timeoutMs = 60_000) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (inFlight <= 0 && Date.now() - lastActivity >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    },
    close: () => context.close(),
  };
}

/**
 * Largest Contentful Paint of `url` on the applied profile, in ms from the document request: the last candidate the
 * browser reported once the page and its network went quiet. `javaScript: false` gives the page's no-JS floor.
 */
export async function measureAppliedLcp(browser, url, { javaScript = true } = {}) {
  const visit = await openThrottledPage(browser, { javaScript });
  try {
    await visit.page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await visit.networkIdle(1000);
    const timeOrigin = await visit.timeOrigin();
    // On a loaded machine the protocol's event can trail the quiet network: give it a few seconds.
    for (let wait = 0; wait < 50 && visit.paints.length === 0; wait += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const last = visit.paints.at(-1);
    if (!last) throw new Error(`no largest-contentful-paint reported for ${url}`);
    // renderTime is wall-clock seconds; loadTime stands in when the paint time was not exposed (cross-origin images).
    const paintedAt = (last.renderTime || last.loadTime) * 1000;
    return paintedAt - timeOrigin;
  } finally {
    await visit.close();
  }
}

/** The source of an in-page check that an element matching `selector` is displayed. */
function fieldShown(selector) {
  return `() => [...document.querySelectorAll(${JSON.stringify(selector)})].some((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')`;
}

/** A POST to the password grant of `/auth/v1/token`: a sign-in request. */
export function isPasswordSignIn(request) {
  return (
    request.method === 'POST' && request.url.includes('/auth/v1/token') && request.url.includes('grant_type=password')
  );
}

/**
 * The fast typist on a sign-in page: opens `url` on the applied profile and, as soon as the email field (a CSS selector
 * in `fields`; the first displayed match) is visible, types the email, then the password (real key events, no pause
 * between keys) and presses Enter. If no sign-in request has left `retryAfterMs` after a try, or one is answered with
 * an error, the typist types again whatever the fields lost and presses Enter again (up to `maxTries`). Returns, in ms
 * from the navigation start: when the field was painted, when typing started, when the first sign-in request left,
 * when the first one answered 200 left and was answered; and whether that was the first try.
 */
export async function measureFastTypist(
  browser,
  url,
  { fields, email, password, keyDelayMs = 0, retryAfterMs = 30_000, maxTries = 3 },
) {
  const visit = await openThrottledPage(browser);
  const signIns = () => [...visit.requests.values()].filter(isPasswordSignIn);
  try {
    // When the email field was first painted, recorded by the page itself (Playwright's own checks wait for a main
    // thread busy with the page's scripts, as the typist's key presses do).
    await visit.page.addInitScript(`(${watchUntilReady})({}, ${fieldShown(fields.email)});`);
    await visit.page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    const emailField = visit.page.locator(fields.email).filter({ visible: true }).first();
    const passwordField = visit.page.locator(fields.password).filter({ visible: true }).first();
    await emailField.waitFor({ state: 'visible', timeout: 120_000 });
    const timeOrigin = await visit.timeOrigin();
    const since = (timestamp) => visit.sinceNavigation(timestamp, timeOrigin);
    const typingStartMs = await visit.page.evaluate(() => performance.now());
    let tries = 0;
    let succeeded;
    let fieldsVisibleMs;
    while (tries < maxTries && !succeeded) {
      tries += 1;
      const before = signIns().length;
      for (const [field, value] of [
        [emailField, email],
        [passwordField, password],
      ]) {
        // On a retry, only what the form lost is typed again.
        const current = tries === 1 ? '' : await field.inputValue().catch(() => '');
        if (current === value) continue;
        if (current) await field.fill('');
        await field.pressSequentially(value, { delay: keyDelayMs });
      }
      await passwordField.press('Enter');
      fieldsVisibleMs ??= await visit.page.evaluate(() => window.__benchVisibleAt).catch(() => undefined);
      const deadline = Date.now() + retryAfterMs;
      while (Date.now() < deadline) {
        const attempts = signIns().slice(before);
        succeeded = attempts.find((attempt) => attempt.status === 200);
        if (succeeded) break;
        if (attempts.some((attempt) => attempt.status !== undefined || attempt.failed)) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    const first = signIns()[0];
    return {
      fieldsVisibleMs,
      typingStartMs,
      firstRequestMs: since(first?.sentAt),
      firstStatus: first?.status,
      signedInRequestMs: since(succeeded?.sentAt),
      signedInAnsweredMs: since(succeeded?.answeredAt),
      firstTry: Boolean(succeeded) && signIns()[0] === succeeded,
      tries,
      requests: signIns().length,
    };
  } finally {
    await visit.close();
  }
}

/** Runs in the page before its own scripts: stores `entries`, then records when `isReady()` first holds, painted. */
function watchUntilReady(entries, isReady) {
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  let seen = false;
  const observer = new MutationObserver(() => {
    if (seen || !isReady()) return;
    seen = true;
    observer.disconnect();
    // After the next frame: the change that made it ready has been painted.
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.__benchVisibleAt = performance.now();
      }, 0),
    );
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/**
 * A returning, signed-in visitor: `storage` entries (the session where the auth client keeps it) are put in
 * localStorage before the page's first script runs, and the page opens `url` on the applied profile. `ready` is a
 * function evaluated in the page (no arguments, true once the data is on screen); it is checked after every DOM change
 * and the time is taken one frame later, when the content has been painted. Returns ms from the navigation start.
 */
export async function measureDataVisible(browser, url, { storage, ready, timeoutMs = 120_000 }) {
  const visit = await openThrottledPage(browser);
  try {
    // One script text (not a function with `new Function` inside): the site's CSP forbids eval.
    await visit.page.addInitScript(`(${watchUntilReady})(${JSON.stringify(storage)}, ${ready});`);
    await visit.page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await visit.page.waitForFunction(() => window.__benchVisibleAt !== undefined, undefined, {
      timeout: timeoutMs,
      polling: 250,
    });
    return await visit.page.evaluate(() => window.__benchVisibleAt);
  } finally {
    await visit.close();
  }
}

/**
 * The script files a first visit to `url` loads (same origin, waited until the network is quiet), unthrottled, and
 * their gzip size: the precompressed `.gz` twin under `clientDir`, or the body gzipped here when there is none.
 */
export async function firstLoadScripts(browser, url, clientDir) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const address = new URL(response.url());
    if (address.origin !== new URL(url).origin) return;
    scripts.set(address.pathname, await response.body().catch(() => Buffer.alloc(0)));
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  let gzipBytes = 0;
  for (const [pathname, body] of scripts) {
    const twin = join(clientDir, `${pathname}.gz`);
    gzipBytes += existsSync(twin) ? statSync(twin).size : gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, gzipKb: gzipBytes / 1024 };
}
