// The desktop header from 1024 px: every navigation link, search, the theme switch and Login/Register on one row, no
// menu button; the logo and the page's content share one left edge. Checked in the typeface and in its fallback.
import { expect, type Page } from '@playwright/test';
import { content, test, waitForHydration } from './fixtures';

async function switchToFallbackFont(page: Page) {
  await page.evaluate(async () => {
    const root = document.documentElement;
    for (const name of ['--ardena-font-body', '--ardena-font-heading']) {
      const stack = getComputedStyle(root).getPropertyValue(name).split(',').slice(1).join(',');
      root.style.setProperty(name, stack);
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

for (const width of [1024, 1280]) {
  for (const font of ['web', 'fallback'] as const) {
    test(`at ${width} px (${font} font) the header is the full desktop header`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      if (font === 'fallback') await switchToFallbackFont(page);
      const header = page.getByRole('banner');
      const nav = header.getByRole('navigation', { name: content.layoutLabels.mainNav });

      for (const link of content.headerLinks) await expect(nav.getByRole('link', { name: link.label })).toBeVisible();
      await expect(header.getByRole('button', { name: 'Search' })).toBeVisible();
      await expect(header.getByRole('radiogroup').first()).toBeVisible();
      await expect(header.getByRole('link', { name: 'Login' }).first()).toBeVisible();
      await expect(header.getByRole('link', { name: 'Register' }).first()).toBeVisible();
      await expect(header.getByRole('button', { name: content.layoutLabels.openMenu })).toBeHidden();

      // One row: every item's box is inside the header's bar, vertically centred on the same line, nothing clipped.
      const boxes = await header.evaluate((element) => {
        const bar = element.querySelector('div > div') as HTMLElement;
        const visible = [...element.querySelectorAll('a, button, [role=radiogroup]')].filter(
          (item) => (item as HTMLElement).offsetParent !== null && !item.closest('[hidden]'),
        );
        return {
          overflow: bar.scrollWidth - bar.clientWidth,
          barBottom: bar.getBoundingClientRect().bottom,
          bottoms: visible.map((item) => item.getBoundingClientRect().bottom),
          heights: visible
            .filter((item) => item.tagName === 'A')
            .map((item) => [item.textContent?.trim(), item.getBoundingClientRect().height]),
        };
      });
      expect(boxes.overflow).toBeLessThanOrEqual(0);
      for (const bottom of boxes.bottoms) expect(bottom).toBeLessThanOrEqual(boxes.barBottom + 0.5);
      // A label on two lines would be twice as tall as the others.
      const tallest = Math.max(...boxes.heights.map(([, height]) => Number(height)));
      expect(tallest).toBeLessThan(56);

      // One left edge: the logo and the page heading start at the same x.
      const logoLeft = await header
        .getByRole('link', { name: content.layoutLabels.homeLink })
        .evaluate((element) => element.getBoundingClientRect().left);
      const headingLeft = await page
        .getByRole('main')
        .getByRole('heading', { level: 1 })
        .evaluate((element) => element.getBoundingClientRect().left);
      expect(Math.abs(logoLeft - headingLeft)).toBeLessThanOrEqual(1);
      expect(problems.errors).toEqual([]);
    });
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search dialog shows no keyboard hints on a touch screen', async ({ page, problems }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).tap();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox')).toBeVisible();
    await expect(dialog.locator('kbd').first()).toBeHidden();
    expect(problems.errors).toEqual([]);
  });
});
