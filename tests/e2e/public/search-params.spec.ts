import { expect, test, waitForHydration } from './fixtures';

// Search params are validated by each route's schema (apps/site/src/searchParams.ts): a malformed value shows the
// page in its default state, never an error page or a console error.

test('/insights with a malformed category shows the Articles tab, and the address drops it', async ({
  page,
  problems,
}) => {
  for (const query of [
    '?category=bogus',
    '?category=%7B%22id%22%3A%22case-studies%22%7D',
    '?category=42',
    '?category=&category=x',
  ]) {
    const response = await page.goto(`/insights${query}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('tab', { name: 'Articles' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page).toHaveURL('/insights');
  }
  expect(problems.errors).toEqual([]);
});

test('/auth with malformed tab, type and redirect shows the sign-in form', async ({ page, problems }) => {
  const response = await page.goto('/auth?tab=register&type=admin&redirect=123');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // A valid value next to a malformed one still applies.
  await page.goto('/auth?tab=signup&type=admin');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  expect(problems.errors).toEqual([]);
});
