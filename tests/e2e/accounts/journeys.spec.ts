// The account journeys end somewhere: 'try again' goes back to the form, the confirmation link says what happened,
// an unconfirmed sign-in offers the email again, and the System theme follows the OS while the page is open.
import { readFile } from 'node:fs/promises';
import { test, waitForHydration } from '../public/fixtures';
import {
  accountMenuButton,
  createUnconfirmedUser,
  databaseRows,
  demoPassword,
  expect,
  notification,
  notificationWith,
  seeded,
  startSignedIn,
  uniqueEmail,
} from './helpers';

const consumerId = '0b9f6a1e-5c1d-4d0e-9a51-3f3c2b1a0001';

test('"try again" on Check Your Email returns to the filled-in sign-up form without resending', async ({
  page,
  problems,
}) => {
  const email = uniqueEmail('try-again');
  const resends: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/resend')) resends.push(request.url());
  });
  await page.goto('/auth?tab=signup&type=consumer');
  await waitForHydration(page);
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByLabel('Confirm password').fill(demoPassword);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  // The separate resend shows the server's one-minute wait up front, as a countdown.
  await expect(page.getByRole('button', { name: /^Resend available in \d+ s$/ })).toBeDisabled();

  await page.getByRole('button', { name: 'try again' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Tess');
  await expect(page.getByText(/For security purposes/)).toHaveCount(0);
  expect(resends).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('the confirmation link says the address is confirmed and opens the portal; a used link says so and offers the way on', async ({
  page,
  problems,
}) => {
  test.setTimeout(60_000);
  const { confirmationLink } = await createUnconfirmedUser('consumer', 'Lina');
  await page.goto(confirmationLink);
  await expect(
    notificationWith(page, 'Email confirmed', 'Your email address is confirmed and you are signed in.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/consumer-portal');
  await expect(page.getByRole('heading', { name: 'Welcome back, Lina!' })).toBeVisible();
  await expect(accountMenuButton(page, 'Lina Tester')).toBeVisible();

  // The same link again: the token is spent. The visitor is told so, next to the sign-in form.
  const second = await page.context().browser()?.newContext();
  if (!second) throw new Error('no browser');
  const fresh = await second.newPage();
  await fresh.goto(confirmationLink);
  await expect(fresh).toHaveURL(/\/auth\?tab=signin/);
  await expect(notification(fresh, 'Link invalid or expired')).toBeVisible();
  await expect(fresh.getByText(/This email link has expired or was already used\./).first()).toBeVisible();
  await expect(fresh.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await second.close();
  expect(problems.errors).toEqual([]);
});

test('signing in before confirming offers to resend the confirmation, with the wait shown instead of an error and focus kept on the button', async ({
  page,
  problems,
}) => {
  const { email } = await createUnconfirmedUser('consumer');
  await page.goto('/auth?tab=signin');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notification(page, 'Email not confirmed')).toBeVisible();
  await expect(page.getByText(/Your email address is not confirmed yet/)).toBeVisible();

  // The sign-up mail went out moments ago, so the server may still hold the one-a-minute limit: either way the answer
  // is said plainly (sent, or how long to wait) and the button counts down, never an error after the fact.
  // Pressed from the keyboard: the button keeps focus through the send and the countdown.
  await page.getByRole('button', { name: 'Resend confirmation email' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({
      hasText: new RegExp(
        `^(We sent a new confirmation link to ${email}\\.|You can request another email in \\d+ seconds\\.)$`,
      ),
    }),
  ).toBeVisible();
  const waiting = page.getByRole('button', { name: /^Resend available in \d+ s$/ });
  await expect(waiting).toBeDisabled();
  await expect(waiting).toBeFocused();
  await expect(page.getByText(/For security purposes/)).toHaveCount(0);
  // Chrome logs the refused sign-in (400) and the rate-limited resend (429) as failed resources: the expected answers.
  expect(problems.errors.filter((error) => !/status of (400|429)/.test(error))).toEqual([]);
  problems.errors.length = 0;
});

test('with the System theme, a live switch of the OS between light and dark applies at once', async ({
  page,
  problems,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForHydration(page);
  const html = page.locator('html');
  await expect(html).toHaveClass(/ardena-light/);
  await expect(page.getByRole('banner').getByRole('radio', { name: 'System' })).toBeChecked();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/ardena-dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/ardena-light/);

  // A fixed choice wins over the OS.
  await page.getByRole('banner').getByRole('radio', { name: 'Light' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/ardena-light/);
  expect(problems.errors).toEqual([]);
});

test('the /access buttons open sign-in with the right tab and type, and Settings opens the account details', async ({
  page,
  problems,
}) => {
  await page.goto('/access');
  await waitForHydration(page);
  await expect(page.getByText(/not available yet/i)).toHaveCount(0);
  const business = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Business Access' }) });
  await business.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/auth?tab=signup&type=business');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: /Business/ })).toBeChecked();

  await startSignedIn(page, seeded.consumer.email);
  await page.goto('/');
  await accountMenuButton(page, seeded.consumer.name).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/consumer-portal#account-details');
  await expect(page.locator('#account-details')).toContainText(seeded.consumer.email);
  expect(problems.errors).toEqual([]);
});

test('the consumer portal: one history heading, paging returns to its top, and the CSV holds every transaction', async ({
  page,
  problems,
}) => {
  const stored = await databaseRows('transactions', `user_id=eq.${consumerId}&select=id`);
  expect(stored.length).toBeGreaterThan(25);
  await startSignedIn(page, seeded.consumer.email);
  await page.goto('/consumer-portal');
  const heading = page.getByRole('heading', { name: 'Transaction History' });
  await expect(heading).toHaveCount(1);
  // The table keeps the title as its caption for assistive technology only: one title on screen.
  const shownTitles = await page
    .getByText('Transaction History', { exact: true })
    .evaluateAll((elements) => elements.filter((element) => element.getBoundingClientRect().width > 1).length);
  expect(shownTitles).toBe(1);
  await expect(page.getByRole('table', { name: 'Transaction History' })).toBeVisible();

  const pager = page.getByRole('navigation', { name: 'Transaction pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager.getByText(`Showing 26–${Math.min(50, stored.length)} of ${stored.length}`)).toBeVisible();
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('ardena-transactions.csv');
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Date,Merchant,Description,Type,Amount');
  expect(lines.length - 1).toBe(stored.length);
  expect(problems.errors).toEqual([]);
});
