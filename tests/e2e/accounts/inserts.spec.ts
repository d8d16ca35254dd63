import { content, test, waitForHydration } from '../public/fixtures';
import { databaseRows, expect, uniqueEmail } from './helpers';

test('the newsletter box stores a subscription once and answers a repeat kindly', async ({ page, problems }) => {
  const copy = content.insightsPage.newsletter;
  const email = uniqueEmail('reader');
  await page.goto('/insights');
  await waitForHydration(page);
  const field = page.getByLabel(copy.emailLabel);
  await field.fill('not-an-email');
  await page.getByRole('button', { name: copy.submitLabel }).click();
  await expect(page.getByText(copy.messages.invalidEmail)).toBeVisible();

  await field.fill(email);
  await page.getByRole('button', { name: copy.submitLabel }).click();
  await expect(page.getByText(copy.messages.subscribed)).toBeVisible();
  expect(await databaseRows('newsletter_subscriptions', `email=eq.${encodeURIComponent(email)}&select=email`)).toEqual([
    { email },
  ]);

  // The address again, in other letter case: the list is unique on the lower-cased address.
  await field.fill(email.toUpperCase());
  await page.getByRole('button', { name: copy.submitLabel }).click();
  await expect(page.getByText(copy.messages.alreadySubscribed)).toBeVisible();
  expect(
    await databaseRows('newsletter_subscriptions', `email=ilike.${encodeURIComponent(email)}&select=email`),
  ).toHaveLength(1);
  // Chrome logs the API's 409 answer to the repeat as a failed resource; that answer is the expected one.
  expect(problems.errors.filter((error) => !error.includes('status of 409'))).toEqual([]);
  problems.errors.length = 0;
});

test('a partner access request is recorded without the API key', async ({ page, problems }) => {
  const form = content.partnerLoginPage.form;
  const partnerId = `PTR-${Date.now().toString(36)}`;
  const apiKey = `sk_live_${Math.random().toString(36).slice(2)}`;
  await page.goto('/partner-login');
  await waitForHydration(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });

  await page.getByLabel(form.partnerId.label).fill(partnerId);
  await page.getByLabel(form.apiKey.label).fill(apiKey);
  await page.getByRole('radio', { name: 'Production' }).check();
  await page.getByRole('button', { name: form.submitLabel }).click();
  await expect(page.getByRole('status').getByText(form.confirmation.title)).toBeVisible();
  await expect(page.getByText(form.confirmation.description)).toBeVisible();

  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain('/rest/v1/partner_access_requests');
  expect(sent.join('\n')).not.toContain(apiKey);
  const rows = await databaseRows('partner_access_requests', `partner_id=eq.${partnerId}`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ partner_id: partnerId, environment: 'production' });
  expect(JSON.stringify(rows)).not.toContain(apiKey);
  expect(problems.errors).toEqual([]);
});
