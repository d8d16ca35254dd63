import type { Request } from '@playwright/test';
import { content, expect, test, waitForHydration } from './fixtures';

const form = content.partnerLoginPage.form;

/** A data call or form post (route code chunks preloaded on hover are not calls). */
function isCall(request: Request): boolean {
  return request.method() !== 'GET' || ['fetch', 'xhr', 'document'].includes(request.resourceType());
}

test('Partner ID and API Key are required: inline errors, a focused summary linking to the fields', async ({
  page,
  problems,
}) => {
  const requests: string[] = [];
  await page.goto('/partner-login');
  await waitForHydration(page);
  page.on('request', (request) => {
    if (isCall(request)) requests.push(request.url());
  });

  await page.getByRole('button', { name: form.submitLabel }).click();
  const summary = page.getByRole('region', { name: form.errorSummaryTitle });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: form.errorSummaryTitle })).toBeVisible();
  await expect(summary.getByRole('link', { name: form.partnerId.required })).toBeVisible();
  await expect(summary.getByRole('link', { name: form.apiKey.required })).toBeVisible();

  const partnerId = page.getByLabel(form.partnerId.label);
  const apiKey = page.getByLabel(form.apiKey.label);
  await expect(partnerId).toHaveAttribute('aria-invalid', 'true');
  await expect(apiKey).toHaveAttribute('aria-invalid', 'true');
  await expect(partnerId).toHaveAccessibleDescription(new RegExp(form.partnerId.required));

  await summary.getByRole('link', { name: form.apiKey.required }).click();
  await expect(apiKey).toBeFocused();

  await partnerId.fill('PTR-20417');
  await page.getByRole('button', { name: form.submitLabel }).click();
  await expect(summary.getByRole('link')).toHaveCount(1);
  await expect(partnerId).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(form.confirmation.title)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(problems.errors).toEqual([]);
});

// A valid submission records the request (without the API key): tests/e2e/accounts/inserts.spec.ts.
