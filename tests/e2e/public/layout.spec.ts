// Layout faults a visitor sees at once, on every public route: sideways scroll on phones, and a desktop header whose
// items wrap (a nav label on two lines, Login above Register). Each route loads once; widths, colour modes and fonts
// then change in place, which re-lays the page out without another load.
import { expect, type Page, test } from '@playwright/test';
import { themeClassNames } from '../../../packages/ui/src/theme/themeClassNames';
import { content, waitForHydration } from './fixtures';

/** Phone widths: nothing may scroll sideways. */
const narrowWidths = [320, 390] as const;
/** Desktop widths: the header's items stay on one row, each on one line. */
const desktopWidths = [1024, 1280, 1440] as const;
const modes = ['light', 'dark'] as const;
/** `web`: the site's typeface; `fallback`: what shows before it loads (or if it never does). */
const fonts = ['web', 'fallback'] as const;

// The spec's routes (the list routes.spec.ts walks) plus the not-found page, which has its own layout.
const paths = [...content.routePaths, '/this/page/does-not-exist'];

/** Puts the page in one colour mode and font, then waits for the next frame so the layout is current. */
async function applyVariant(page: Page, mode: (typeof modes)[number], font: (typeof fonts)[number]) {
  await page.evaluate(
    async ({ mode, font, classNames }) => {
      const root = document.documentElement;
      root.classList.remove(classNames.light, classNames.dark);
      root.classList.add(classNames[mode]);
      for (const name of ['--ardena-font-body', '--ardena-font-heading']) {
        root.style.removeProperty(name);
        if (font === 'fallback') {
          // The theme's stack without its first family: the page as drawn before (or without) the web font.
          const stack = getComputedStyle(root).getPropertyValue(name).split(',').slice(1).join(',');
          root.style.setProperty(name, stack);
        }
      }
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    },
    { mode, font, classNames: themeClassNames },
  );
}

/** Sideways overflow of the document, in px (0 when it fits). */
function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Problems of the header bar's visible links and buttons: an item whose text runs onto a second line, or items that
 * do not share one row.
 */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const items = [...header.querySelectorAll<HTMLElement>('a, button')].filter((item) => {
      const box = item.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && item.closest('[hidden]') === null;
    });
    const name = (item: HTMLElement) => item.getAttribute('aria-label') || item.textContent?.trim() || item.tagName;
    const problems: string[] = [];
    for (const item of items) {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const lines: DOMRect[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...range.getClientRects());
      }
      const first = lines[0];
      if (first && lines.some((line) => Math.abs(line.top - first.top) > first.height / 2)) {
        problems.push(`"${name(item)}" wraps onto ${new Set(lines.map((line) => Math.round(line.top))).size} lines`);
      }
    }
    const boxes = items.map((item) => ({ item, box: item.getBoundingClientRect() }));
    const lowestTop = Math.max(...boxes.map(({ box }) => box.top));
    const highestBottom = Math.min(...boxes.map(({ box }) => box.bottom));
    if (lowestTop >= highestBottom) {
      const rows = boxes.map(({ item, box }) => `${name(item)}@${Math.round(box.top)}`).join(', ');
      problems.push(`items not on one row: ${rows}`);
    }
    return problems;
  });
}

for (const path of paths) {
  test(`layout of ${path}: no sideways scroll at ${narrowWidths.join('/')} px, a one-row header at ${desktopWidths.join('/')} px`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: narrowWidths[0], height: 800 });
    await page.goto(path);
    await waitForHydration(page);
    const faults: string[] = [];
    for (const mode of modes) {
      for (const font of fonts) {
        for (const width of [...narrowWidths, ...desktopWidths]) {
          await page.setViewportSize({ width, height: 800 });
          await applyVariant(page, mode, font);
          const where = `${width} px, ${mode}, ${font} font`;
          const overflow = await sidewaysScroll(page);
          if (overflow > 0) faults.push(`${where}: scrolls ${overflow} px sideways`);
          for (const problem of await headerProblems(page)) faults.push(`${where}: header ${problem}`);
        }
      }
    }
    expect(faults).toEqual([]);
  });
}
