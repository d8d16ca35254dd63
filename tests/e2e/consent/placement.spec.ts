// Where the banner sits for keyboard, screen-reader and phone users (issues 20 and 28): first after the skip link in
// reading and Tab order (before the header, main and footer), a region named by its heading, and compact on a phone's
// first screen.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../public/fixtures';
import { banner, openFresh } from './consent';

/** Presses Tab from the top of a freshly loaded page until focus is inside the banner; returns the count. */
async function tabsToBanner(page: Page, limit: number): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await banner(page).evaluate((region) => region.contains(document.activeElement))) return presses;
  }
  return Number.POSITIVE_INFINITY;
}

for (const [path, width] of [
  ['/', 1440],
  ['/privacy', 1280],
  ['/developers', 390],
] as const) {
  test(`on ${path} at ${width} px Tab reaches the banner right after the skip link, before the header`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openFresh(page, path);
    await waitForHydration(page);
    const presses = await tabsToBanner(page, 40);
    test.info().annotations.push({ type: 'Tab presses to the banner', description: String(presses) });
    // The skip link, then the banner's first stop (issue 28 measured 34 presses at 1440 px when it followed main).
    expect(presses).toBe(2);
    await expect(banner(page).getByRole('link', { name: 'Read our Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeFocused();
    // In document order the banner comes before the header, main and footer; on screen it stays at the bottom.
    const order = await page.evaluate(() => {
      const region = document.querySelector('[aria-labelledby] h2, [aria-labelledby] h3')?.closest('[aria-labelledby]');
      const header = document.querySelector('header');
      if (!region || !header) return null;
      return { beforeHeader: Boolean(region.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING) };
    });
    expect(order).toEqual({ beforeHeader: true });
    const box = await banner(page).boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(900);
    expect(problems.errors).toEqual([]);
  });
}

test('the banner is a region landmark named by its heading and described by its text', async ({ page, problems }) => {
  await openFresh(page, '/');
  const region = banner(page);
  await expect(region).toHaveAttribute('aria-labelledby', /.+/);
  await expect(region).toHaveAccessibleName('We value your privacy');
  await expect(region).toHaveAccessibleDescription(/GDPR compliant/);
  await expect(region.getByRole('heading', { name: 'We value your privacy' })).toBeVisible();
  // Exactly one such landmark on the page: the prerendered copy and the live banner are the same element.
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'We value your privacy' })).toHaveCount(1);
  expect(problems.errors).toEqual([]);
});

for (const path of ['/', '/privacy']) {
  test(`on ${path} at 390×844 the banner covers at most 30% of the first screen, all three choices in one row`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openFresh(page, path);
    await waitForHydration(page);
    const box = await banner(page).boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    const fraction = box.height / 844;
    test
      .info()
      .annotations.push({ type: 'banner height', description: `${box.height}px = ${(fraction * 100).toFixed(1)}%` });
    expect(fraction).toBeLessThanOrEqual(0.3);
    // Fixed to the bottom edge, full width.
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(Math.round(box.width)).toBe(390);
    const tops = await Promise.all(
      ['Accept All', 'Reject All', 'Customize'].map(async (name) => {
        const button = await banner(page).getByRole('button', { name, exact: true }).boundingBox();
        return Math.round(button?.y ?? -1);
      }),
    );
    expect(new Set(tops).size).toBe(1);
    // Nothing in the banner scrolls or spills sideways.
    const overflow = await banner(page).evaluate((region) => ({
      vertical: region.scrollHeight - region.clientHeight,
      horizontal: region.scrollWidth - region.clientWidth,
    }));
    expect(overflow).toEqual({ vertical: 0, horizontal: 0 });
    expect(problems.errors).toEqual([]);
  });
}
