// Forms posted natively, with JavaScript off: the site server does the work where it honestly can (the newsletter and
// partner forms, with the islands' own rules and messages) and answers with redirect-after-POST, so no field's value
// ever sits in a URL and a reload posts nothing twice. A post it cannot handle (sign-in needs the browser's session)
// goes back to its page; nothing is ever answered 405, and no password is ever sent.
import type { Request } from '@playwright/test';
import { uniqueEmail } from '../accounts/helpers';
import { content, expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

function record(page: import('@playwright/test').Page) {
  const requests: Request[] = [];
  const statuses: number[] = [];
  page.on('request', (request) => requests.push(request));
  page.on('response', (response) => statuses.push(response.status()));
  return { requests, statuses };
}

test('the newsletter subscribes without JavaScript and answers on the page, once', async ({ page }) => {
  const seen = record(page);
  const email = uniqueEmail('native-news');
  await page.goto('/insights');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: content.insightsPage.newsletter.submitLabel }).click();

  await expect(page).toHaveURL('/insights');
  await expect(
    page.getByRole('status').filter({ hasText: content.insightsPage.newsletter.messages.subscribed }),
  ).toBeVisible();
  expect(
    seen.requests.map((request) => request.url()).filter((url) => decodeURIComponent(url).includes(email)),
  ).toEqual([]);
  expect(seen.statuses).not.toContain(405);

  // The answer is shown once: a reload is a plain GET of the page.
  await page.reload();
  await expect(page.getByText(content.insightsPage.newsletter.messages.subscribed)).toHaveCount(0);

  // The same address again is "already subscribed", as the island says it.
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: content.insightsPage.newsletter.submitLabel }).click();
  await expect(page.getByText(content.insightsPage.newsletter.messages.alreadySubscribed)).toBeVisible();
});

test('an invalid address is refused with the form’s own message', async ({ page }) => {
  await page.goto('/insights');
  await page.getByRole('textbox', { name: 'Email address' }).fill('not-an-address');
  await page.getByRole('button', { name: content.insightsPage.newsletter.submitLabel }).click();
  await expect(page).toHaveURL('/insights');
  await expect(
    page.getByRole('alert').filter({ hasText: content.insightsPage.newsletter.messages.invalidEmail }),
  ).toBeVisible();
});

test('the partner form is recorded without JavaScript, and its API key is never sent', async ({ page }) => {
  const seen = record(page);
  const apiKey = 'native-post-secret';
  await page.goto('/partner-login');
  await page.getByRole('textbox', { name: 'Partner ID' }).fill(`PTR-${Date.now()}`);
  await page.getByLabel('API Key').fill(apiKey);
  await page.getByRole('button', { name: content.partnerLoginPage.form.submitLabel }).click();

  await expect(page).toHaveURL('/partner-login');
  await expect(page.getByRole('heading', { name: content.partnerLoginPage.form.confirmation.title })).toBeVisible();
  const posts = seen.requests.filter((request) => request.method() === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postData() ?? '').not.toContain(apiKey);
  expect(seen.statuses).not.toContain(405);
});

test('a sign-in posted without JavaScript goes back to the sign-in page, with no password sent', async ({ page }) => {
  const seen = record(page);
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill('consumer@ardena.example');
  await page.getByLabel('Password', { exact: true }).fill('Ardena-demo-2026');
  await page.getByLabel('Password', { exact: true }).press('Enter');

  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const posts = seen.requests.filter((request) => request.method() === 'POST');
  expect(posts).toHaveLength(1);
  expect(posts[0]?.postData() ?? '').not.toContain('Ardena-demo-2026');
  expect(seen.requests.some((request) => decodeURIComponent(request.url()).includes('consumer@ardena.example'))).toBe(
    false,
  );
  expect(seen.statuses).not.toContain(405);
});

test('any other method gets an HTML page, not a plain-text 405', async ({ request }) => {
  const response = await request.fetch('/about', { method: 'PUT', maxRedirects: 0 });
  expect(response.status()).toBe(405);
  expect(response.headers()['content-type']).toContain('text/html');
});
