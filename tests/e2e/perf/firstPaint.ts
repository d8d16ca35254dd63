// Helpers for acting at first contentful paint on a slow phone: Slow 4G and a 4× slower CPU through the DevTools
// protocol, the page's scripts held back until the visitor has acted (so the action certainly comes before any island's
// root exists: only the document's inline scripts have run), and a record of every request the page made.
import type { Page, Request } from '@playwright/test';

/** DevTools' "Slow 4G" preset: 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.44e6 / 8) | 0,
  uploadThroughput: (675e3 / 8) | 0,
};

export interface SlowVisit {
  /** Lets the page's scripts load (after the visitor acted). */
  release: () => void;
  /** Every request the page made, in order. */
  requests: Request[];
  /** Status codes of every response the page received. */
  statuses: number[];
}

/**
 * Opens `path` on a throttled phone profile and returns at first contentful paint, with every `/assets/*.js` held until
 * `release()`. What the visitor sees then is the first painted frame: HTML, CSS and the inline pre-paint scripts only.
 */
export async function openAtFirstPaint(page: Page, path: string): Promise<SlowVisit> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slow4g);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const requests: Request[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('response', (response) => statuses.push(response.status()));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 'raf',
    timeout: 60_000,
  });
  return { release, requests, statuses };
}

/** Requests whose URL carries any of `values` (form data must never be in a URL). */
export function requestsCarrying(requests: readonly Request[], values: readonly string[]): string[] {
  return requests
    .map((request) => request.url())
    .filter((url) => {
      const decoded = decodeURIComponent(url);
      return values.some((value) => decoded.includes(value));
    });
}

/** Document requests that were native form posts (the page left itself to post). */
export function nativePosts(requests: readonly Request[]): string[] {
  return requests
    .filter((request) => request.resourceType() === 'document' && request.method() !== 'GET')
    .map((request) => `${request.method()} ${request.url()}`);
}

/** Requests to `pathPart` with `method`. */
export function calls(requests: readonly Request[], method: string, pathPart: string): number {
  return requests.filter((request) => request.method() === method && request.url().includes(pathPart)).length;
}
