import { expect, test, waitForHydration } from './fixtures';

test('every route change scrolls to the top; back restores the previous position', async ({ page, problems }) => {
  await page.goto('/');
  await waitForHydration(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(200);

  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolledTo - 50);
  expect(problems.errors).toEqual([]);
});

test('following a card link from the middle of a page opens the new page at the top', async ({ page }) => {
  await page.goto('/who-we-serve');
  await waitForHydration(page);
  const card = page.getByRole('link', { name: /Financial Institutions/ }).first();
  await card.scrollIntoViewIfNeeded();
  await card.click();
  await expect(page).toHaveURL(/\/who-we-serve\/financial-institutions$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('link', { name: 'Back to Who We Serve' })).toHaveAttribute('href', '/who-we-serve');
});
