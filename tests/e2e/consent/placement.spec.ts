// Where the banner sits for keyboard, screen-reader and phone users (issue 20): the first of the page's end
// landmarks (after main, before the footer), a region named by its heading, and compact on a phone's first screen.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../public/fixtures';
import { banner, openFresh } from './consent';

/**
 * Presses Tab from the top of a freshly loaded page until focus is inside the banner; returns the count and whether
 * focus passed through the footer on the way.
 */
async function tabsToBanner(page: Page, limit: number): Promise<{ presses: number; viaFooter: boolean }> {
  let viaFooter = false;
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press('Tab');
    const where = await banner(page).evaluate((region) => ({
      inBanner: region.contains(document.activeElement),
      inFooter: document.activeElement?.closest('footer') != null,
    }));
    if (where.inBanner) return { presses, viaFooter };
    viaFooter ||= where.inFooter;
  }
  return { presses: Number.POSITIVE_INFINITY, viaFooter };
}

/** Tab stops (visible, focusable, not removed from the order) inside the element `selector` matches. */
function tabStopsIn(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (within) =>
      [
        ...document.querySelectorAll(
          `${within} :is(a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex])`,
        ),
      ].filter((element) => element.getAttribute('tabindex') !== '-1' && element.getClientRects().length > 0).length,
    selector,
  );
}

for (const path of ['/', '/privacy', '/developers']) {
  test(`on ${path} Tab reaches the banner right after the main content, before any footer link`, async ({
    page,
    problems,
  }) => {
    await openFresh(page, path);
    await waitForHydration(page);
    // Everything before the banner in Tab order: the skip link, the header and the main content.
    const before = 1 + (await tabStopsIn(page, 'header')) + (await tabStopsIn(page, 'main'));
    const footerStops = await tabStopsIn(page, 'footer');
    expect(footerStops).toBeGreaterThan(10);
    const { presses, viaFooter } = await tabsToBanner(page, before + footerStops + 10);
    test.info().annotations.push({ type: 'Tab presses to the banner', description: String(presses) });
    // Bounded: the banner's link is the first stop after the page's content; the footer's links all come after it.
    expect(viaFooter).toBe(false);
    expect(presses).toBeLessThanOrEqual(before + 1);
    await expect(banner(page).getByRole('link', { name: 'Read our Privacy Policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeFocused();
    // In document order the banner comes after main and before the footer.
    const order = await page.evaluate(() => {
      const region = document.querySelector('[aria-labelledby] h2, [aria-labelledby] h3')?.closest('[aria-labelledby]');
      const main = document.querySelector('main');
      const footer = document.querySelector('footer');
      if (!region || !main || !footer) return null;
      return {
        afterMain: Boolean(main.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING),
        beforeFooter: Boolean(region.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING),
      };
    });
    expect(order).toEqual({ afterMain: true, beforeFooter: true });
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
