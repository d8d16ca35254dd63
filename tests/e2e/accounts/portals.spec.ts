import { test, waitForHydration } from '../public/fixtures';
import { siteOrigin } from '../stack';
import {
  accountMenuButton,
  databaseRows,
  demoPassword,
  expect,
  notificationWith,
  seeded,
  startSignedIn,
} from './helpers';

const consumerId = '0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0001';
const businessId = '0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0002';
const secondConsumerMerchants = ['Monoprix', 'SNCF', 'Fnac'];

test('the seeded consumer sees exactly their own 50 transactions, 25 per page, and the session survives a reload', async ({
  page,
  problems,
}) => {
  await startSignedIn(page, seeded.consumer.email);
  await page.goto('/consumer-portal');
  await expect(page.getByRole('heading', { name: `Welcome back, ${seeded.consumer.firstName}!` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Transaction History' });
  const rows = table.getByRole('row');
  const pager = page.getByRole('navigation', { name: 'Transaction pages' });

  // Header row plus 25 transactions, then the second and last page with the other 25.
  await expect(rows).toHaveCount(26);
  await expect(pager.getByText('Showing 1–25 of 50')).toBeVisible();
  const firstPage = await rows.allInnerTexts();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText('Showing 26–50 of 50')).toBeVisible();
  await expect(rows).toHaveCount(26);
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  const secondPage = await rows.allInnerTexts();
  const shown = [...firstPage.slice(1), ...secondPage.slice(1)].join('\n');
  for (const merchant of secondConsumerMerchants) expect(shown).not.toContain(merchant);
  expect(shown).not.toContain('Private purchase of consumer two');
  // The database holds the other consumer's rows: the portal is filtered by row-level security, not by chance.
  expect(await databaseRows('transactions', `user_id=neq.${consumerId}&select=merchant_name`)).not.toHaveLength(0);

  await page.reload();
  await expect(page).toHaveURL('/consumer-portal');
  await expect(page.getByRole('heading', { name: `Welcome back, ${seeded.consumer.firstName}!` })).toBeVisible();
  await expect(accountMenuButton(page, seeded.consumer.name)).toBeVisible();
  await expect(pager.getByText('Showing 1–25 of 50')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('the seeded business sees its metrics and company card, and a setup request is recorded', async ({
  page,
  problems,
}) => {
  const payments = await databaseRows(
    'business_payments',
    `business_user_id=eq.${businessId}&select=amount,status,customer_reference`,
  );
  const succeeded = payments.filter((payment) => payment.status === 'succeeded');
  const revenue = succeeded.reduce((sum, payment) => sum + Number(payment.amount), 0);
  const customers = new Set(succeeded.map((payment) => payment.customer_reference)).size;
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

  await startSignedIn(page, seeded.business.email);
  await page.goto('/business-portal');
  await expect(page.getByText(seeded.business.businessName).first()).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText(usd.format(revenue))).toBeVisible();
  await expect(overview.getByText(String(payments.length), { exact: true })).toBeVisible();
  await expect(overview.getByText(String(customers), { exact: true })).toBeVisible();
  await expect(overview.getByText('Active', { exact: true })).toBeVisible();
  await expect(overview.getByText('All systems operational')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Company Information' })).toBeVisible();
  await expect(page.getByText('No Business Data Available')).toHaveCount(0);

  const before = await databaseRows('setup_requests', `user_id=eq.${businessId}&select=id`);
  await page.getByRole('button', { name: /Configure Settlements/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Setup Request Submitted' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('within 24 hours');
  await dialog.getByRole('button', { name: 'Got it, thanks!' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await databaseRows('setup_requests', `user_id=eq.${businessId}&select=id`)).toHaveLength(before.length + 1);
  expect(problems.errors).toEqual([]);
});

test('each account type is sent to its own portal', async ({ page, browser, problems }) => {
  await startSignedIn(page, seeded.business.email);
  await page.goto('/consumer-portal');
  await expect(page).toHaveURL('/business-portal');
  await expect(page.getByText(seeded.business.businessName).first()).toBeVisible();

  const consumerContext = await browser.newContext({ baseURL: siteOrigin });
  const consumerPage = await consumerContext.newPage();
  consumerPage.on('pageerror', (error) => problems.errors.push(`uncaught: ${error.message}`));
  await startSignedIn(consumerPage, seeded.consumer.email);
  await consumerPage.goto('/business-portal');
  await expect(consumerPage).toHaveURL('/consumer-portal');
  await expect(
    consumerPage.getByRole('heading', { name: `Welcome back, ${seeded.consumer.firstName}!` }),
  ).toBeVisible();
  await consumerContext.close();
  expect(problems.errors).toEqual([]);
});

test('a signed-out visit to a portal goes to /auth and comes back after sign-in', async ({ page, problems }) => {
  await page.goto('/consumer-portal');
  await expect(page).toHaveURL('/auth?redirect=%2Fconsumer-portal');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(seeded.consumer.email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notificationWith(page, 'Welcome back!', "You've been signed in successfully.")).toBeVisible();
  await expect(page).toHaveURL('/consumer-portal');
  await expect(page.getByRole('heading', { name: `Welcome back, ${seeded.consumer.firstName}!` })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('public pages: signed out they load no supabase-js; signed in the header shows the account menu', async ({
  page,
  problems,
}) => {
  // Bodies are read as the responses arrive and awaited before each check, so none is still pending when the test
  // looks (or ends).
  const scriptBodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scriptBodies.push(response.text().catch(() => ''));
  });
  await page.goto('/insights');
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(scriptBodies);
  expect(scripts.length).toBeGreaterThan(0);
  for (const body of scripts) {
    expect(body).not.toContain('GoTrueClient');
    // Nor any account code: the portals' and the auth form's own texts.
    expect(body).not.toContain('Download CSV');
    expect(body).not.toContain('Forgot password?');
  }

  await startSignedIn(page, seeded.consumer.email);
  await page.goto('/about');
  const menu = accountMenuButton(page, seeded.consumer.name);
  await menu.click();
  const items = page.getByRole('menu');
  await expect(items.getByText(seeded.consumer.email)).toBeVisible();
  await expect(items.getByRole('menuitem', { name: 'Consumer Portal' })).toHaveAttribute('href', '/consumer-portal');
  await expect(items.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(items.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await items.getByRole('menuitem', { name: 'Consumer Portal' }).click();
  await expect(page).toHaveURL('/consumer-portal');
  await page.waitForLoadState('networkidle');
  expect((await Promise.all(scriptBodies)).some((body) => body.includes('GoTrueClient'))).toBe(true);
  expect(problems.errors).toEqual([]);
});
