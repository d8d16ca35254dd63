// Keyboard-only use, WCAG 2.4.11 (the banner never covers the focused element) and no layout shift from the banner.
import type { Page } from '@playwright/test';
import { expect, test } from '../public/fixtures';
import { banner, cookieSettings, openFresh, preferencesDialog, readStored } from './consent';

function focusedName(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });
}

function focusIsInside(page: Page, selector: string) {
  return page.evaluate((within) => document.activeElement?.closest(within) !== null, selector);
}

test('keyboard only: Tab reaches the banner without a trap; the dialog traps focus, Escape closes it and focus returns', async ({
  page,
  problems,
}) => {
  await openFresh(page, '/privacy');
  // The banner follows the skip link and precedes the header in the tab order (placement.spec.ts counts the Tabs).
  const order: string[] = [];
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press('Tab');
    order.push(await focusedName(page));
  }
  expect(order.slice(1)).toEqual([
    'Read our Privacy Policy',
    'Accept All',
    'Reject All',
    'Customize',
    'Reject all and close',
  ]);
  // Tab leaves it (no trap) for the header.
  await page.keyboard.press('Tab');
  expect(await focusIsInside(page, 'header')).toBe(true);

  // Back to Customize and open the dialog with Enter: focus moves in and stays in.
  await banner(page).getByRole('button', { name: 'Customize' }).focus();
  await page.keyboard.press('Enter');
  const dialog = preferencesDialog(page);
  await expect(dialog).toBeVisible();
  expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
  for (let step = 0; step < 9; step += 1) {
    await page.keyboard.press(step % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
  }
  // Space toggles a switch; Escape leaves without saving.
  await dialog.getByRole('switch', { name: 'Analytics' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(banner(page).getByRole('button', { name: 'Customize' })).toBeFocused();
  await expect(banner(page)).toBeVisible();
  expect(await readStored(page)).toEqual({ flag: null, preferences: null });

  // The footer entry opens the dialog by keyboard too, and gets focus back.
  await cookieSettings(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cookieSettings(page)).toBeFocused();

  // The × by keyboard is Reject All.
  await banner(page).getByRole('button', { name: 'Reject all and close' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect((await readStored(page)).preferences).toMatchObject({ choice: 'reject-all', analytics: false });
  expect(problems.errors).toEqual([]);
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 700 },
]) {
  test(`at ${viewport.width}×${viewport.height} the banner never covers the focused element and shifts nothing`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize(viewport);
    // Layout shifts of the page body. The header settles its own slots while loading (not the banner's doing), so
    // shifts whose every moved element sits in the header are left out.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { consentE2eShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }
        >) {
          const inHeader = (node?: Node | null) => node instanceof Element && node.closest('header') !== null;
          if (!entry.sources.every((source) => inHeader(source.node))) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openFresh(page, '/terms');
    // Tab from the entry before it lands on the last entry of the footer, at the very end of the page.
    const legal = page.getByRole('navigation', { name: 'Footer' }).getByRole('list', { name: 'Legal' });
    await legal.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(cookieSettings(page)).toBeFocused();
    const bannerBox = await banner(page).boundingBox();
    const focusedBox = await cookieSettings(page).boundingBox();
    expect(bannerBox && focusedBox).toBeTruthy();
    if (bannerBox && focusedBox) {
      expect(focusedBox.y).toBeGreaterThanOrEqual(0);
      expect(focusedBox.y + focusedBox.height).toBeLessThanOrEqual(bannerBox.y);
    }

    const shifts = () => page.evaluate(() => (window as unknown as { consentE2eShifts: number[] }).consentE2eShifts);
    expect(await shifts()).toEqual([]);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(banner(page)).toBeHidden();
    // Two frames, so a shift from the banner leaving would have been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await shifts()).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
}
