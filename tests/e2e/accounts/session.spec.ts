import { test, waitForHydration } from '../public/fixtures';
import {
  createConfirmedUser,
  demoPassword,
  expect,
  latestMessageTo,
  notification,
  notificationWith,
  passwordSession,
  passwordSignInStatus,
  startSignedIn,
  verifyLinkIn,
} from './helpers';

test('signing out from the portal shows Signed out, returns to a public page and closes the portal', async ({
  page,
  problems,
}) => {
  const { email } = await createConfirmedUser('business', 'Sam');
  await startSignedIn(page, email);
  await page.goto('/business-portal');
  // A new business has no data yet: the Getting Started state.
  await expect(page.getByText('No Business Data Available')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(notificationWith(page, 'Signed out', "You've been signed out successfully.")).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/business-portal');
  await expect(page).toHaveURL('/auth?redirect=%2Fbusiness-portal');
  await expect(page.getByText('No Business Data Available')).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});

test('a forgotten password is reset through the mailbox link', async ({ page, problems }) => {
  const { email } = await createConfirmedUser('consumer', 'Alex');
  const newPassword = 'Tulip-harbour-4821';
  await page.goto('/auth');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeFocused();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();

  const message = await latestMessageTo(email, 'Reset your Ardena password');
  await page.goto(verifyLinkIn(message.Text));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(notification(page, 'Password updated')).toBeVisible();
  await expect(page).toHaveURL('/consumer-portal');
  await expect(page.getByText('No Transactions Yet')).toBeVisible();

  // The new password signs in; the old one no longer does.
  expect(await passwordSession(email, newPassword)).toHaveProperty('access_token');
  expect(await passwordSignInStatus(email, demoPassword)).toBe(400);
  expect(problems.errors).toEqual([]);
});
