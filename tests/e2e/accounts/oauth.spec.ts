// "Continue with Apple / Google" on /access (issue 28): each starts Supabase's OAuth sign-in; the local backend, like
// a project without the provider enabled, refuses it, and the visitor reads why right under the buttons.
import { test, waitForHydration } from '../public/fixtures';
import { expect } from './helpers';

for (const [label, name] of [
  ['Continue with Google', 'Google'],
  ['Continue with Apple', 'Apple'],
] as const) {
  test(`${label} asks the auth server and, with the provider not enabled, says so in place`, async ({ page }) => {
    // The refusal is the answer under test: Chromium logs its 400 as a failed resource, nothing else may fail.
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/status of 400/.test(message.text())) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const authorize: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/auth/v1/authorize')) authorize.push(request.url());
    });
    await page.goto('/access');
    await waitForHydration(page);
    const block = page.locator('#quick-sign-in');
    await block.getByRole('button', { name: label }).click();
    await expect(block.getByRole('status')).toHaveText(
      `Sign-in with ${name} is not enabled here. Please continue with your email address.`,
    );
    // Still /access, nothing else opened; the email way in is right there.
    await expect(page).toHaveURL('/access');
    await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toHaveCount(0);
    await expect(block.getByRole('link', { name: 'Continue with Email' })).toHaveAttribute('href', '/auth?tab=signin');
    expect(authorize).toHaveLength(1);
    expect(new URL(authorize[0] ?? '').searchParams.get('provider')).toBe(name.toLowerCase());
    expect(errors).toEqual([]);
  });
}
