// The portals' layout (issue 28): compact transaction rows on a phone, Quick Actions in even rows, every Getting
// Started step actionable, the welcome line at page-title size and focus on it after sign-in.
import type { Locator } from '@playwright/test';
import { test, waitForHydration } from '../public/fixtures';
import { createConfirmedUser, demoPassword, expect, seeded, startSignedIn } from './helpers';

/** The distinct top edges (rounded) of the elements `locator` matches, and how many sit on each. */
async function rowsOf(locator: Locator): Promise<number[]> {
  const tops = await locator.evaluateAll((elements) =>
    elements.map((element) => Math.round(element.getBoundingClientRect().top)),
  );
  const counts = new Map<number, number>();
  for (const top of tops) counts.set(top, (counts.get(top) ?? 0) + 1);
  return [...counts.values()];
}

test('at 390 px the consumer portal lists transactions as compact two-line rows', async ({ page, problems }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, seeded.consumer.email);
  await page.goto('/consumer-portal');
  const table = page.getByRole('table', { name: 'Transaction History' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(25);
  const heights = await rows.evaluateAll((elements) => elements.map((row) => row.getBoundingClientRect().height));
  test
    .info()
    .annotations.push({ type: 'row heights', description: `${Math.min(...heights)}–${Math.max(...heights)}px` });
  // Two lines each (merchant and amount, then date, description and type), not five labelled lines (~150 px).
  for (const height of heights) expect(height).toBeLessThanOrEqual(80);
  const tableHeight = (await table.boundingBox())?.height ?? Number.POSITIVE_INFINITY;
  expect(tableHeight).toBeLessThan(2000);
  // Merchant and amount share the first line; nothing spills sideways.
  const first = rows.first();
  const merchant = await first.getByRole('cell').nth(1).boundingBox();
  const amount = await first.getByRole('cell').nth(4).boundingBox();
  expect(Math.abs((merchant?.y ?? 0) - (amount?.y ?? 100))).toBeLessThan(8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  // The column names stay in the table for assistive technology.
  await expect(table.getByRole('columnheader')).toHaveCount(5);
  expect(problems.errors).toEqual([]);
});

for (const width of [1024, 1280, 390]) {
  test(`at ${width} px the business portal shows Quick Actions in even rows and a page-title welcome`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await startSignedIn(page, seeded.business.email);
    await page.goto('/business-portal');
    const welcome = page.getByRole('heading', { level: 1, name: /^Welcome back/ });
    await expect(welcome).toBeVisible();
    const actions = page.getByRole('region', { name: 'Quick Actions' }).getByRole('listitem');
    await expect(actions).toHaveCount(4);
    const rows = await rowsOf(actions);
    // Four actions as 2 + 2 (or one column on a phone), never 3 + 1.
    expect(rows).toEqual(width === 390 ? [1, 1, 1, 1] : [2, 2]);
    // A page title, not a display heading: at most the size of the section headings' next step up.
    const sizes = await page.evaluate(() => {
      const size = (element: Element | null) => (element ? Number.parseFloat(getComputedStyle(element).fontSize) : 0);
      return { welcome: size(document.querySelector('main h1')), section: size(document.querySelector('main h2')) };
    });
    expect(sizes.welcome).toBeLessThanOrEqual(32);
    expect(sizes.welcome).toBeGreaterThan(sizes.section);
    expect(problems.errors).toEqual([]);
  });
}

test('a new business without data can start every Getting Started step', async ({ page, problems }) => {
  const { email } = await createConfirmedUser('business', 'Gita');
  await startSignedIn(page, email);
  await page.goto('/business-portal');
  const steps = page.getByRole('list').filter({ hasText: 'Complete your business verification' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const step of await steps.all())
    await expect(step.getByRole('button', { name: /^Start Setup: / })).toBeVisible();
  await steps.nth(2).getByRole('button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('after signing in, focus is on the portal’s page heading', async ({ page, problems }) => {
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(seeded.business.email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL('/business-portal');
  const welcome = page.getByRole('heading', { level: 1, name: /^Welcome back/ });
  await expect(welcome).toBeFocused();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  expect(problems.errors).toEqual([]);
});
