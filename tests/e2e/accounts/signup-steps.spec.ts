// Sign-up's next steps as people meet them (issue 28): a business picks its country from a list named in the page's
// language, and Check Your Email opens at the top of the page with focus on its heading and one way to resend.
import { test, waitForHydration } from '../public/fixtures';
import { databaseRows, demoPassword, expect, uniqueEmail } from './helpers';

test('at 390 px a business signs up with a country from the list; Check Your Email opens at the top', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = uniqueEmail('country');
  await page.goto('/auth?tab=signup&type=business');
  await waitForHydration(page);
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveValue('');
  // A list of names, in the page's language, each carrying its ISO code.
  expect(await country.locator('option').count()).toBeGreaterThan(240);
  await expect(country.locator('option[value="DE"]')).toHaveText('Germany');

  await page.getByLabel('First name').fill('Greta');
  await page.getByLabel('Last name').fill('Keller');
  await page.getByLabel('Business name').fill('Keller Kaffee GmbH');
  await page.getByLabel('Company number').fill('HRB 123456');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByLabel('Confirm password').fill(demoPassword);
  // Submitting without a country names it in the error summary.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('region', { name: 'There is a problem' }).getByRole('link')).toHaveText([
    'Select your country',
  ]);
  await country.selectOption({ label: 'Germany' });
  await expect(country).toHaveValue('DE');
  // The visitor is at the bottom of the long form when it is sent.
  await page.getByRole('button', { name: 'Create account' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Create account' }).click();

  const heading = page.getByRole('heading', { name: 'Check Your Email' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  // At the top of the page: the page's own heading shows too.
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  // One way to get the email again (the resend button, counting down); 'try again' is for a mistyped address.
  await expect(page.getByRole('button', { name: /resend/i })).toHaveCount(1);
  await expect(page.getByText('Used the wrong address?')).toBeVisible();
  await expect(page.getByText(/Didn't receive the email/)).toHaveCount(0);

  // The profile stores the code the list gave.
  await expect
    .poll(async () => (await databaseRows('profiles', `email=eq.${encodeURIComponent(email)}&select=country`))[0])
    .toEqual({ country: 'DE' });
  expect(problems.errors).toEqual([]);
});
