// What a visitor does while the page is still hydrating, on a phone-class CPU (4× slowdown through the DevTools
// protocol): the prerendered page shows and takes input before React has taken it over. Text typed then is kept and
// sent, and a click or key press on a part still hydrating is replayed by React once that part is live.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../public/fixtures';

type Manifest = Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;

/** The built entry and every chunk it imports statically: what React needs to start hydrating the document. */
function entryGraph(): Set<string> {
  const manifest = JSON.parse(
    readFileSync(new URL('../../../apps/site/dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Manifest;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('src/entry-client.tsx');
  return files;
}

/**
 * Opens `path` at 4× CPU slowdown with the page's own code (its route's chunks) held back until `release()`: React
 * has started hydrating the document, and the page's content is still the server's HTML, while the visitor acts.
 */
async function openHydrating(page: Page, path: string): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const startup = entryGraph();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!startup.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return { release };
}

/**
 * Opens `path` at 4× CPU slowdown and returns at `DOMContentLoaded`. On a public page each island entry
 * (src/islands/entries) is a deferred module: it creates its islands' roots with `hydrateRoot`, and React hydrates them
 * in a later task. `act` (page code) runs in the very task that created the roots of entry `entry`: the visitor acts
 * on an island whose root exists and is certainly not hydrated yet, whatever the machine's speed. Clicks and key presses are noted with
 * whether the page had finished hydrating when they happened.
 */
async function openWhileIslandHydrates(page: Page, path: string, entry: string, act: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const noted: { type: string; hydrated: boolean }[] = [];
    (window as unknown as { visitorEvents: typeof noted }).visitorEvents = noted;
    for (const type of ['click', 'keydown']) {
      window.addEventListener(
        type,
        () => noted.push({ type, hydrated: document.documentElement.dataset.hydrated === 'true' }),
        { capture: true },
      );
    }
  });
  await page.route(`**/assets/island-${entry}-*.js`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      status: response.status(),
      contentType: 'text/javascript',
      body: `${await response.text()}\n;${act}`,
    });
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** The clicks and key presses made, with whether the page had hydrated at the time (see openWhileIslandHydrates). */
function visitorEvents(page: Page): Promise<{ type: string; hydrated: boolean }[]> {
  return page.evaluate(
    () => (window as unknown as { visitorEvents: { type: string; hydrated: boolean }[] }).visitorEvents,
  );
}

/** Page code: the first element matching `selector` whose text is `text`. */
const byText = (selector: string, text: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].find((element) => element.textContent.trim() === ${JSON.stringify(text)})`;

/** Whether the page had finished hydrating (`data-hydrated`, set by the site's `Page` once its effects ran). */
function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
}

test('a sign-in form filled at DOMContentLoaded keeps its values, focus and caret, and signs in', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  const { release } = await openHydrating(page, '/auth');
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password', { exact: true });
  await email.fill('consumer@ardena.example');
  await password.fill('Ardena-demo-2026');
  expect(await hydrated(page)).toBe(false);
  release();

  await waitForHydration(page);
  // Anything that re-renders the form after hydration (here: the session check settling) must not write it back.
  await page.waitForTimeout(1_000);
  await expect(email).toHaveValue('consumer@ardena.example');
  await expect(password).toHaveValue('Ardena-demo-2026');
  await expect(password).toBeFocused();
  expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('Ardena-demo-2026'.length);

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // At 4× slowdown the portal's code and the profile take a few seconds to arrive.
  await expect(page).toHaveURL('/consumer-portal', { timeout: 45_000 });
  await expect(page.getByText('Enter your password')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('a click on the cookie banner before hydration takes effect', async ({ page, problems }) => {
  await openWhileIslandHydrates(page, '/careers', 'layout', `${byText('button', 'Accept All')}.click();`);
  const banner = page.getByRole('region', { name: 'We value your privacy' });

  await expect(banner).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ardena-cookie-preferences') ?? '{}').choice))
    .toBe('accept-all');
  // The click came before the banner's root had hydrated: React hydrated it at once and handled the click.
  expect(await visitorEvents(page)).toEqual([{ type: 'click', hydrated: false }]);
  // Nothing was posted natively and the page was not reloaded.
  await expect(page).toHaveURL('/careers');
  expect(problems.errors).toEqual([]);
});

test('a click on the header search button before hydration opens search', async ({ page, problems }) => {
  await openWhileIslandHydrates(page, '/about', 'layout', `${byText('header button', 'Search')}.click();`);

  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
  expect(await visitorEvents(page)).toEqual([{ type: 'click', hydrated: false }]);
  expect(problems.errors).toEqual([]);
});

test('the insights tab chosen by keyboard before hydration stays chosen', async ({ page, problems }) => {
  await openWhileIslandHydrates(
    page,
    '/insights',
    'insights-tabs',
    `{const tab=${byText('[role="tab"]', 'Articles')};tab.focus();tab.dispatchEvent(new KeyboardEvent('keydown',{key:'ArrowRight',bubbles:true,cancelable:true}));}`,
  );

  const caseStudies = page.getByRole('tab', { name: 'Case Studies' });
  await expect(caseStudies).toHaveAttribute('aria-selected', 'true');
  await expect(caseStudies).toBeFocused();
  await expect(page).toHaveURL(/\?category=case-studies$/);
  expect(await visitorEvents(page)).toEqual([{ type: 'keydown', hydrated: false }]);
  await waitForHydration(page);
  await page.waitForTimeout(500);
  await expect(caseStudies).toHaveAttribute('aria-selected', 'true');
  expect(problems.errors).toEqual([]);
});
