// What a visitor does while the page is still hydrating, on a phone-class CPU (4× slowdown through the DevTools
// protocol): the prerendered page shows and takes input before React has taken it over. Text typed then is kept and
// sent, and a click or key press on a part still hydrating is replayed by React once that part is live.
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../public/fixtures';

async function openThrottled(page: Page, path: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** Whether the page had finished hydrating (`data-hydrated`, set by the site's `Page` once its effects ran). */
function hydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
}

test('a sign-in form filled at DOMContentLoaded keeps its values, focus and caret, and signs in', async ({
  page,
  problems,
}) => {
  await openThrottled(page, '/auth');
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password', { exact: true });
  await email.fill('consumer@ardena.example');
  await password.fill('Ardena-demo-2026');
  expect(await hydrated(page)).toBe(false);

  await waitForHydration(page);
  // Anything that re-renders the form after hydration (here: the session check settling) must not write it back.
  await page.waitForTimeout(1_000);
  await expect(email).toHaveValue('consumer@ardena.example');
  await expect(password).toHaveValue('Ardena-demo-2026');
  await expect(password).toBeFocused();
  expect(await password.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe('Ardena-demo-2026'.length);

  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/consumer-portal');
  await expect(page.getByText('Enter your password')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('a click on the cookie banner before hydration takes effect', async ({ page, problems }) => {
  await openThrottled(page, '/careers');
  const banner = page.getByRole('region', { name: 'We value your privacy' });
  await banner.getByRole('button', { name: 'Accept All' }).click();
  expect(await hydrated(page)).toBe(false);

  await expect(banner).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ardena-cookie-preferences') ?? '{}').choice))
    .toBe('accept-all');
  // Nothing was posted natively and the page was not reloaded.
  await expect(page).toHaveURL('/careers');
  expect(problems.errors).toEqual([]);
});

test('a click on the header search button before hydration opens search', async ({ page, problems }) => {
  await openThrottled(page, '/about');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  expect(await hydrated(page)).toBe(false);

  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
  expect(problems.errors).toEqual([]);
});

test('the insights tab chosen by keyboard before hydration stays chosen', async ({ page, problems }) => {
  await openThrottled(page, '/insights');
  await page.getByRole('tab', { name: 'Articles' }).focus();
  await page.keyboard.press('ArrowRight');
  expect(await hydrated(page)).toBe(false);

  const caseStudies = page.getByRole('tab', { name: 'Case Studies' });
  await expect(caseStudies).toHaveAttribute('aria-selected', 'true');
  await expect(caseStudies).toBeFocused();
  await expect(page).toHaveURL(/\?category=case-studies$/);
  await waitForHydration(page);
  await page.waitForTimeout(500);
  await expect(caseStudies).toHaveAttribute('aria-selected', 'true');
  expect(problems.errors).toEqual([]);
});
