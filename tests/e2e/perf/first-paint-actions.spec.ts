// The visitor acts at first contentful paint on a slow phone (Slow 4G, 4× CPU), before any of the page's scripts has
// loaded: the early-event contract (apps/site/src/islands/earlyEvents.ts) holds the submit or tap and hands it to the
// island once its root exists. Each action takes effect exactly once; no form's data goes into a URL; the page never
// posts natively and the server never answers 405.
import type { Page } from '@playwright/test';
import { demoPassword, seeded, startSignedIn, uniqueEmail } from '../accounts/helpers';
import { content, expect, test } from '../public/fixtures';
import { calls, nativePosts, openAtFirstPaint, requestsCarrying, type SlowVisit } from './firstPaint';

test.describe.configure({ timeout: 120_000 });

/** What every action at first paint must leave behind. */
function expectNothingLeaked(visit: SlowVisit, values: readonly string[]): void {
  expect(requestsCarrying(visit.requests, values), 'form data in a URL').toEqual([]);
  expect(nativePosts(visit.requests), 'native form posts').toEqual([]);
  expect(visit.statuses.filter((status) => status === 405)).toEqual([]);
}

async function expectStillLoading(page: Page): Promise<void> {
  // Only the inline scripts have run: no island root, no router.
  expect(await page.evaluate(() => document.querySelectorAll('[data-live]').length)).toBe(0);
}

test('sign-in by Enter at first paint signs in once', async ({ page, problems }) => {
  const visit = await openAtFirstPaint(page, '/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(seeded.consumer.email);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expectStillLoading(page);
  // The sign-in request leaves now, while the page's scripts are still held (apps/site/src/account/earlySignIn.ts).
  await expect.poll(() => calls(visit.requests, 'POST', '/auth/v1/token')).toBe(1);
  await expectStillLoading(page);
  visit.release();

  await expect(page).toHaveURL('/consumer-portal', { timeout: 90_000 });
  // The form is gone: focus starts at the portal's heading, not on BODY.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused({ timeout: 30_000 });
  // supabase-js took that answer: no second request.
  expect(calls(visit.requests, 'POST', '/auth/v1/token')).toBe(1);
  expectNothingLeaked(visit, [seeded.consumer.email, demoPassword]);
  expect(problems.errors).toEqual([]);
});

test('a wrong password at first paint is refused once, with the form’s own message and the email kept', async ({
  page,
  problems,
}) => {
  const visit = await openAtFirstPaint(page, '/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(seeded.consumer.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect.poll(() => calls(visit.requests, 'POST', '/auth/v1/token')).toBe(1);
  visit.release();

  await expect(page.getByText('Invalid email or password. Please check your credentials.').first()).toBeVisible({
    timeout: 90_000,
  });
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(seeded.consumer.email);
  expect(calls(visit.requests, 'POST', '/auth/v1/token')).toBe(1);
  expectNothingLeaked(visit, [seeded.consumer.email, 'not-the-password']);
  // The refused sign-in is the one error the browser logs, as for any wrong password.
  const refused = /Failed to load resource: the server responded with a status of 400/;
  expect(problems.errors.filter((error) => !refused.test(error))).toEqual([]);
  problems.errors.length = 0;
});

test("a password manager's fill-and-submit at first paint signs in once", async ({ page, problems }) => {
  const visit = await openAtFirstPaint(page, '/auth');
  // As password managers do: set the values, announce them with input events, then submit the form.
  await page.evaluate(
    ([email, password]) => {
      const form = document.querySelector('form') as HTMLFormElement;
      for (const [input, value] of [
        [form.querySelector('input[type=email]') as HTMLInputElement, email],
        [form.querySelector('input[type=password]') as HTMLInputElement, password],
      ] as const) {
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }
      form.requestSubmit();
    },
    [seeded.consumer.email, demoPassword] as const,
  );
  await expectStillLoading(page);
  visit.release();

  await expect(page).toHaveURL('/consumer-portal', { timeout: 90_000 });
  expect(calls(visit.requests, 'POST', '/auth/v1/token')).toBe(1);
  expectNothingLeaked(visit, [seeded.consumer.email, demoPassword]);
  expect(problems.errors).toEqual([]);
});

test('the Sign Up tab tapped at first paint opens the sign-up form', async ({ page, problems }) => {
  const visit = await openAtFirstPaint(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expectStillLoading(page);
  visit.release();

  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 60_000,
  });
  await expect(page.getByLabel('First name')).toBeVisible();
  expectNothingLeaked(visit, []);
  expect(problems.errors).toEqual([]);
});

test('the newsletter form submitted at first paint subscribes once', async ({ page, problems }) => {
  const email = uniqueEmail('first-paint-news');
  const visit = await openAtFirstPaint(page, '/insights');
  const field = page.getByRole('textbox', { name: 'Email address' });
  await field.fill(email);
  await field.press('Enter');
  await expectStillLoading(page);
  visit.release();

  await expect(
    page.getByRole('status').filter({ hasText: content.insightsPage.newsletter.messages.subscribed }),
  ).toBeVisible({
    timeout: 60_000,
  });
  expect(calls(visit.requests, 'POST', '/rest/v1/newsletter_subscriptions')).toBe(1);
  await expect(page).toHaveURL('/insights');
  expectNothingLeaked(visit, [email]);
  expect(problems.errors).toEqual([]);
});

test('the partner form submitted at first paint is recorded once, without its key', async ({ page, problems }) => {
  const partnerId = `PTR-${Date.now()}`;
  const apiKey = 'first-paint-secret-key';
  const visit = await openAtFirstPaint(page, '/partner-login');
  await page.getByRole('textbox', { name: 'Partner ID' }).fill(partnerId);
  await page.getByLabel('API Key').fill(apiKey);
  await page.getByRole('button', { name: 'Request Partner Access' }).click();
  await expectStillLoading(page);
  visit.release();

  await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible({ timeout: 60_000 });
  const inserts = visit.requests.filter(
    (request) => request.method() === 'POST' && request.url().includes('/rest/v1/partner_access_requests'),
  );
  expect(inserts).toHaveLength(1);
  expect(inserts[0]?.postData() ?? '').not.toContain(apiKey);
  expectNothingLeaked(visit, [partnerId, apiKey]);
  expect(problems.errors).toEqual([]);
});

test('search tapped at first paint opens the search dialog', async ({ page, problems }) => {
  const visit = await openAtFirstPaint(page, '/about');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expectStillLoading(page);
  visit.release();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('combobox')).toBeFocused();
  expectNothingLeaked(visit, []);
  expect(problems.errors).toEqual([]);
});

test('the insights tab chosen by keyboard at first paint is chosen once', async ({ page, problems }) => {
  const visit = await openAtFirstPaint(page, '/insights');
  await page.getByRole('tab', { name: 'Articles' }).focus();
  await page.keyboard.press('ArrowRight');
  await expectStillLoading(page);
  visit.release();

  const caseStudies = page.getByRole('tab', { name: 'Case Studies' });
  await expect(caseStudies).toHaveAttribute('aria-selected', 'true', { timeout: 60_000 });
  await expect(caseStudies).toBeFocused();
  await expect(page).toHaveURL('/insights?category=case-studies');
  expectNothingLeaked(visit, []);
  expect(problems.errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the header menu tapped at first paint opens, once', async ({ page, problems }) => {
    const visit = await openAtFirstPaint(page, '/about');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.tap();
    await expectStillLoading(page);
    visit.release();

    await expect(page.getByRole('banner').getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
      { timeout: 60_000 },
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Solutions' }).last()).toBeVisible();
    expectNothingLeaked(visit, []);
    expect(problems.errors).toEqual([]);
  });

  for (const [button, choice] of [
    ['Accept All', 'accept-all'],
    ['Reject All', 'reject-all'],
  ] as const) {
    test(`the cookie banner's ${button} tapped at first paint is stored once`, async ({ page, problems }) => {
      const visit = await openAtFirstPaint(page, '/careers');
      const banner = page.getByRole('region', { name: 'We value your privacy' });
      await banner.getByRole('button', { name: button, exact: true }).tap();
      await expectStillLoading(page);
      visit.release();

      await expect(banner).toBeHidden({ timeout: 60_000 });
      await expect
        .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ardena-cookie-preferences') ?? '{}').choice))
        .toBe(choice);
      await expect.poll(() => calls(visit.requests, 'POST', '/rest/v1/consent_records')).toBe(1);
      expectNothingLeaked(visit, []);
      expect(problems.errors).toEqual([]);
    });
  }
});

test('the header shows Login/Register to a signed-out visitor in the first painted frame', async ({ page }) => {
  const visit = await openAtFirstPaint(page, '/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(header.getByRole('status', { name: 'Loading your account' })).toBeHidden();
  await test.info().attach('first-paint-signed-out', { body: await page.screenshot(), contentType: 'image/png' });
  visit.release();
});

for (const path of ['/about', '/consumer-portal']) {
  test(`a signed-in visitor never sees Login/Register on ${path}, from the first painted frame`, async ({
    page,
    problems,
  }) => {
    await startSignedIn(page, seeded.consumer.email);
    const visit = await openAtFirstPaint(page, path);
    const header = page.getByRole('banner');
    await expect(header.getByRole('status', { name: 'Loading your account' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
    await expect(header.getByRole('link', { name: 'Register' })).toBeHidden();
    await test.info().attach('first-paint-signed-in', { body: await page.screenshot(), contentType: 'image/png' });
    // From here to the account menu, Login/Register never show.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { loginSeen: string[] }).loginSeen = seen;
      const check = () => {
        for (const link of document.querySelectorAll('header a')) {
          const text = link.textContent?.trim();
          if ((text === 'Login' || text === 'Register') && (link as HTMLElement).offsetParent !== null) seen.push(text);
        }
      };
      new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true });
      check();
    });
    visit.release();
    await expect(header.getByRole('button', { name: /account menu/ }).first()).toBeVisible({ timeout: 90_000 });
    expect(await page.evaluate(() => (window as unknown as { loginSeen: string[] }).loginSeen)).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
}
