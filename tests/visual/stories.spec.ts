// Visual regression: every story of the built Storybook, in light and dark, compared with the committed
// baselines in `__baselines__/` (see `snapshotPathTemplate` in playwright.config.ts).
//
// Run:     pnpm build-storybook && pnpm exec playwright test --project visual
// Update:  pnpm exec playwright test --project visual --update-snapshots
//
// Determinism: fixed viewport and device scale, reduced motion (the typing headline and reveals show their end
// state at once), CSS animations/transitions stopped, caret hidden, web fonts awaited, and each screenshot is
// taken only after Storybook reports the story's play function finished.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

const storybookDir = resolve(process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static');
const indexPath = resolve(storybookDir, 'index.json');

/** Stories to capture: every story except those tagged `no-visual` (for example ones that only test timing). */
function readStories(): IndexEntry[] {
  if (!existsSync(indexPath)) return [];
  const index = JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'))
    .sort((a, b) => a.id.localeCompare(b.id));
}

const stories = readStories();
const themes = ['light', 'dark'] as const;

const freezeMotion = `
  *, *::before, *::after {
    animation-duration: 0s !important; animation-delay: 0s !important;
    transition-duration: 0s !important; transition-delay: 0s !important;
    caret-color: transparent !important;
  }
`;

/** Waits until Storybook has rendered the story and its play function has settled (passed or failed). */
async function waitForStory(page: Page) {
  await page.waitForFunction(
    () => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted';
    },
    undefined,
    { timeout: 30_000 },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames so layout and paint after the play function's last state change are on screen.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

test.describe('stories', () => {
  // Each screenshot is independent; spread them over all workers even without `fullyParallel`.
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });

  test('the built Storybook has stories to compare', () => {
    expect(existsSync(indexPath), `${indexPath} is missing: run \`pnpm build-storybook\` first`).toBe(true);
    expect(stories.length).toBeGreaterThan(0);
  });

  for (const story of stories) {
    for (const theme of themes) {
      test(`${story.title} / ${story.name} (${theme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=theme:${theme}`);
        await page.addStyleTag({ content: freezeMotion });
        await waitForStory(page);
        expect(errors, 'the story threw while rendering').toEqual([]);
        await expect(page).toHaveScreenshot(`${story.id}--${theme}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
        });
      });
    }
  }
});
