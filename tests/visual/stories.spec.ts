// Visual regression: every story of the built Storybook, in light and dark, compared with the committed
// baselines in `__baselines__/` (see `snapshotPathTemplate` in playwright.config.ts).
//
// Run:     pnpm build-storybook && pnpm exec playwright test --project visual
// Update:  pnpm exec playwright test --project visual --update-snapshots
//
// Speed: loading the Storybook iframe costs about a second, so each worker opens it once per theme and then switches
// stories the way the Storybook manager does (the preview's `onSetCurrentStory`). Browser storage is cleared
// before every switch and the theme decorator re-applies its class, so a story cannot see what the previous one left.
//
// Shown content: besides render, play and axe failures, a story fails when its text is not set in the product's typeface
// (apps/site/src/typeface.css.ts) or when, after its play function, it shows nothing or only a closed trigger: a
// showcase that dismissed its own subject. Flows that close what they open on purpose are tagged `flow-dismisses`.
//
// Determinism: fixed viewport and device scale, reduced motion (the typing headline and reveals show their end
// state at once), CSS animations/transitions stopped, caret hidden, web fonts awaited, and each screenshot is
// taken only after Storybook reports the story's play function finished.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

type Theme = 'light' | 'dark';

const storybookDir = resolve(process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const indexPath = resolve(storybookDir, 'index.json');
const storybookUrl = process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6007';

/**
 * Every story of the built Storybook. All are played and checked; those tagged `no-visual` (a play function whose end
 * state depends on timing or scroll position) get no screenshot.
 */
function readStories(): IndexEntry[] {
  if (!existsSync(indexPath)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .sort((a, b) => a.id.localeCompare(b.id));
}

const noScreenshotTag = 'no-visual';

const stories = readStories();
const themes: readonly Theme[] = ['light', 'dark'];

// No animations at all (every element shows its resting style, and Radix, seeing no animation, unmounts closed menus
// and dialogs at once instead of waiting for an end event) and no transitions.
const freezeMotion = `
  *, *::before, *::after {
    animation: none !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }
`;

/** What Storybook reports when a story has rendered, played and run its `afterEach` hooks (axe among them). */
interface StoryFinished {
  storyId: string;
  status: 'success' | 'error';
  reporters: { type: string; status: string; result?: { violations?: AxeViolation[] } }[];
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * Storybook events that mean a story failed. `storyFinished` reports only axe and unhandled errors as failures (a
 * play function that throws still ends with status 'success'), so these are recorded separately.
 */
const failureEvents = [
  'playFunctionThrewException',
  'storyThrewException',
  'storyErrored',
  'storyMissing',
  'unhandledErrorsWhilePlaying',
];

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void> };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on(event: string, listener: (payload: unknown) => void): void;
    last(event: string): unknown[] | undefined;
  };
  /** Failures reported since the last story switch (installed by this harness). */
  __storyFailures?: string[];
}

/**
 * Switches the page to `storyId` the way Storybook's manager does and waits until it has finished: rendered, play
 * function settled, `afterEach` done (where the a11y addon runs axe). Returns every failure in words: errors thrown
 * while rendering or playing, and each axe violation with its elements.
 */
async function showStory(page: Page, storyId: string, checkContent = true): Promise<string[]> {
  await page.evaluate(async (id) => {
    const preview = window as unknown as PreviewWindow;
    // A story must not see what the previous one left in storage or scroll position.
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo(0, 0);
    preview.__storyFailures = [];
    await preview.__STORYBOOK_PREVIEW__?.onSetCurrentStory({ storyId: id, viewMode: 'story' });
  }, storyId);
  const finished = await page.waitForFunction(
    (id) => {
      const report = (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.last('storyFinished')?.[0] as
        | { storyId?: string }
        | undefined;
      return report?.storyId === id ? report : undefined;
    },
    storyId,
    { timeout: 30_000 },
  );
  const report = (await finished.jsonValue()) as StoryFinished;
  const thrown = await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames so layout and paint after the play function's last state change are on screen.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    return (window as unknown as PreviewWindow).__storyFailures ?? [];
  });
  const violations = report.reporters
    .filter((reporter) => reporter.type === 'a11y' && reporter.status === 'failed')
    .flatMap((reporter) => reporter.result?.violations ?? [])
    .map(
      (violation) =>
        `axe ${violation.id}: ${violation.help} (${JSON.stringify(violation.nodes.map((node) => node.target))})`,
    );
  const unexplained = report.status === 'error' && violations.length === 0 ? ['storyFinished with status error'] : [];
  const typeface = await page.evaluate(checkTypeface, productTypeface);
  const content = checkContent ? await page.evaluate(describeShownContent) : [];
  return [...thrown, ...violations, ...unexplained, ...typeface, ...content];
}

/** Stories whose flow ends, on purpose, with what they opened closed again (the flow, not a state, is the story). */
const dismissingFlowTag = 'flow-dismisses';

/**
 * What the story shows once played, as a failure when it shows nothing, or only a closed trigger (a button that opens
 * a dialog, menu or popover): a showcase whose play function dismissed its own subject. Runs in the page.
 */
function describeShownContent(): string[] {
  const root = document.getElementById('storybook-root');
  if (!root) return ['the story root (#storybook-root) is missing'];
  // The story's own DOM, plus what it portals into <body> (dialogs, menus, toasts), without Storybook's own elements.
  const regions = [
    root,
    ...[...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        !element.matches('#storybook-root, #storybook-docs, script, style, [class^="sb-"], [class*=" sb-"]'),
    ),
  ];
  const shown: Element[] = [];
  for (const region of regions) {
    const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node instanceof Element ? node : node.parentElement;
      if (!element) continue;
      const isMedia = node instanceof Element && node.matches('img, svg, canvas, video, input, select, textarea');
      // A painted box (a skeleton placeholder, a divider) shows something too.
      const isPainted =
        node instanceof Element &&
        (() => {
          const style = getComputedStyle(node);
          return (
            !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) ||
            style.backgroundImage !== 'none' ||
            Number.parseFloat(style.borderTopWidth) > 0
          );
        })();
      const isText = node.nodeType === Node.TEXT_NODE && Boolean(node.textContent?.trim());
      if (!isMedia && !isPainted && !isText) continue;
      const box = element.getBoundingClientRect();
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || box.width * box.height === 0)
        continue;
      shown.push(element);
    }
  }
  if (shown.length === 0) return ['the story shows nothing after its play function (empty root)'];
  const triggers = new Set(
    shown.map((element) => element.closest('button, [role="button"], a[href]') as HTMLElement | null),
  );
  const [only] = triggers;
  if (
    triggers.size === 1 &&
    only &&
    (only.hasAttribute('aria-haspopup') || only.getAttribute('aria-expanded') === 'false')
  ) {
    return [`the story shows only the closed trigger "${only.textContent?.trim() ?? ''}" after its play function`];
  }
  return [];
}

/** The family every story's text is drawn in (apps/site/src/typeface.css.ts); code may use a monospace stack. */
const productTypeface = 'Plus Jakarta Sans Variable';

/**
 * Fails unless the product's typeface is loaded and the story's visible text is set in it. Runs in the page;
 * `document.fonts.check` alone would pass for a family no `@font-face` declares, so the face itself is looked up.
 */
async function checkTypeface(family = productTypeface): Promise<string[]> {
  await document.fonts.ready;
  const unquote = (name: string) => (name.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
  const faces = [...document.fonts].filter((face) => unquote(face.family) === family);
  if (!faces.some((face) => face.status === 'loaded') || !document.fonts.check(`16px "${family}"`)) {
    return [`the typeface "${family}" is not loaded`];
  }
  const wrong = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!node.textContent?.trim() || !element?.checkVisibility() || element.closest('[class^="sb-"], #storybook-docs'))
      continue;
    const stack = getComputedStyle(element).fontFamily;
    if (unquote(stack) !== family && !/\bmonospace$/.test(stack.trim())) {
      wrong.add(`"${node.textContent.trim().slice(0, 30)}" in ${unquote(stack)}`);
    }
  }
  return wrong.size ? [`text in a font other than ${family}: ${[...wrong].slice(0, 5).join('; ')}`] : [];
}

/** A Storybook page in one theme, with the uncaught page errors seen since the last switch. */
interface ThemedPage {
  page: Page;
  pageErrors: string[];
}

/** One Storybook page per theme for the whole worker; `open` switches it to the requested story. */
interface StorybookPages {
  open(story: IndexEntry, theme: Theme): Promise<{ page: Page; failures: string[] }>;
}

const test = base.extend<object, { storybook: StorybookPages }>({
  storybook: [
    async ({ browser }, use) => {
      const pages = new Map<Theme, ThemedPage>();
      async function pageFor(theme: Theme): Promise<ThemedPage> {
        const existing = pages.get(theme);
        if (existing) return existing;
        const context = await browser.newContext({
          baseURL: storybookUrl,
          viewport: { width: 1280, height: 800 },
          deviceScaleFactor: 1,
          colorScheme: theme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const themed: ThemedPage = { page, pageErrors: [] };
        page.on('pageerror', (error) => themed.pageErrors.push(error.message));
        pages.set(theme, themed);
        // Open the preview on no story at all, so the failure listeners are in place before the first story renders.
        // The a11y addon's automatic axe pass runs after every story's play function, in both themes.
        await page.goto(`/iframe.html?id=none&viewMode=story&globals=theme:${theme}`);
        await page.waitForFunction(() => {
          const preview = window as unknown as PreviewWindow;
          return Boolean(preview.__STORYBOOK_PREVIEW__ && preview.__STORYBOOK_ADDONS_CHANNEL__);
        });
        await page.evaluate((events) => {
          const preview = window as unknown as PreviewWindow;
          for (const event of events) {
            preview.__STORYBOOK_ADDONS_CHANNEL__?.on(event, (payload) => {
              preview.__storyFailures?.push(`${event}: ${JSON.stringify(payload).slice(0, 600)}`);
            });
          }
        }, failureEvents);
        await page.addStyleTag({ content: freezeMotion });
        return themed;
      }
      await use({
        async open(story, theme) {
          const themed = await pageFor(theme);
          themed.pageErrors.length = 0;
          const failures = await showStory(themed.page, story.id, !story.tags?.includes(dismissingFlowTag));
          return {
            page: themed.page,
            failures: [...themed.pageErrors.map((error) => `page error: ${error}`), ...failures],
          };
        },
      });
      await Promise.all([...pages.values()].map(({ page }) => page.context().close()));
    },
    { scope: 'worker' },
  ],
});

/** The docs pages (MDX and autodocs) of the built Storybook. */
function readDocs(): IndexEntry[] {
  if (!existsSync(indexPath)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'docs');
}

test.describe('docs pages', () => {
  const [packageDocs] = readDocs().filter((entry) => entry.title.startsWith('Packages/'));
  const [autodocs] = readDocs().filter(
    (entry) => entry.tags?.includes('autodocs') && !entry.title.startsWith('Packages/'),
  );

  for (const entry of [packageDocs, autodocs].filter((found): found is IndexEntry => Boolean(found))) {
    test(`follow the theme toolbar: ${entry.title} / ${entry.name} in dark`, async ({ browser }) => {
      const context = await browser.newContext({ baseURL: storybookUrl, colorScheme: 'light' });
      const page = await context.newPage();
      // Dark chosen in the toolbar on a light system: the page must follow the toolbar, not the system.
      await page.goto(`/iframe.html?id=${entry.id}&viewMode=docs&globals=theme:dark`);
      const wrapper = page.locator('.sbdocs-wrapper');
      await expect(wrapper).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveClass(/ardena-dark/);
      const background = await wrapper.evaluate((element) => getComputedStyle(element).backgroundColor);
      const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
      expect(red + green + blue, `docs background ${background} is dark`).toBeLessThan(150);
      await context.close();
    });
  }
});

test.describe('stories', () => {
  // Each screenshot is independent; spread them over all workers even without `fullyParallel`.
  test.describe.configure({ mode: 'parallel' });

  test('the built Storybook has stories to compare', () => {
    expect(existsSync(indexPath), `${indexPath} is missing: run \`pnpm build-storybook\` first`).toBe(true);
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const story of stories) {
    for (const theme of themes) {
      test(`${story.title} / ${story.name} (${theme})`, async ({ storybook }) => {
        const { page, failures } = await storybook.open(story, theme);
        // The suite's story test: every story rendered and played in both themes, with axe after the
        // play function; it also fails a story drawn in another typeface, and one that ends empty or as a closed
        // trigger. (The Vitest story project, `pnpm test:stories`, is the same check from source while developing.)
        expect(failures, 'render, play function, axe, typeface and shown content in this theme').toEqual([]);
        if (story.tags?.includes(noScreenshotTag)) return;
        await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  }
});
