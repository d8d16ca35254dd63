import { test, waitForHydration } from '../public/fixtures';
import { siteOrigin } from '../stack';
import {
  accountMenuButton,
  demoPassword,
  expect,
  latestMessageTo,
  notification,
  notificationWith,
  seeded,
  uniqueEmail,
  verifyLinkIn,
} from './helpers';

test('a new consumer signs up, confirms the address from the mailbox, signs in and sees the empty portal', async ({
  page,
  problems,
}) => {
  // Sign-up, mailbox, confirmation, sign-out and sign-in: the longest journey of the suite.
  test.setTimeout(60_000);
  const email = uniqueEmail('signup');
  await page.goto('/auth?tab=signup&type=consumer');
  await waitForHydration(page);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('radio', { name: /Consumer/ })).toBeChecked();

  await page.getByLabel('First name').fill('Noor');
  await page.getByLabel('Last name').fill('Jansen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByLabel('Confirm password').fill(`${demoPassword}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
  await page.getByLabel('Confirm password').fill(demoPassword);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(
    notificationWith(page, 'Account created!', 'Please check your email to verify your account.'),
  ).toBeVisible();

  // The link goes to the site root (spec: email redirect to site root), which hands it to sign-in: the new user is
  // told the address is confirmed and lands in their portal.
  const message = await latestMessageTo(email, 'Confirm your Ardena account');
  await page.goto(verifyLinkIn(message.Text));
  await expect(notification(page, 'Email confirmed')).toBeVisible();
  await expect(page).toHaveURL(`${siteOrigin}/consumer-portal`);
  const menu = accountMenuButton(page, 'Noor Jansen');
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(notification(page, 'Signed out')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/auth?tab=signin');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(notification(page, 'Welcome back!')).toBeVisible();
  await expect(page).toHaveURL('/consumer-portal');
  await expect(page.getByRole('heading', { name: 'Welcome back, Noor!' })).toBeVisible();
  await expect(page.getByText('Consumer Portal', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('No Transactions Yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /^mailto:/);
  expect(problems.errors).toEqual([]);
});

test('signing up with a registered address says "Account exists" and stays on the form', async ({ page, problems }) => {
  await page.goto('/auth?tab=signup&type=consumer');
  await waitForHydration(page);
  await page.getByLabel('First name').fill('Mara');
  await page.getByLabel('Last name').fill('Visser');
  await page.getByLabel('Email').fill(seeded.consumer.email);
  await page.getByLabel('Password', { exact: true }).fill('another-long-password');
  await page.getByLabel('Confirm password').fill('another-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(
    notificationWith(page, 'Account exists', 'This email is already registered. Please sign in instead.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toHaveCount(0);
  await expect(notification(page, 'Account created!')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});
