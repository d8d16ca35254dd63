// A stored choice that is out of date (older policy revision, past the six-month expiry) or unreadable asks again.
import { expect, test } from '../public/fixtures';
import { banner, flagKey, openFresh, preferencesKey, readStored } from './consent';

const dayMs = 24 * 60 * 60 * 1000;

function storedChoice(overrides: Record<string, unknown>): string {
  return JSON.stringify({
    schema: 1,
    essential: true,
    functional: true,
    analytics: true,
    marketing: true,
    consentId: '3f1c2b8a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    consentedAt: new Date().toISOString(),
    revision: 1,
    choice: 'accept-all',
    ...overrides,
  });
}

const cases = [
  ['an older policy revision', storedChoice({ revision: 0 })],
  ['a choice made 183 days ago', storedChoice({ consentedAt: new Date(Date.now() - 183 * dayMs).toISOString() })],
  ['a corrupt preferences entry', '{'],
] as const;

for (const [label, preferences] of cases) {
  test(`${label} brings the banner back and runs nothing optional`, async ({ page, problems }) => {
    await page.addInitScript(
      ([flag, key, value]) => {
        // Only before the first load: the test then checks what a fresh choice stores.
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(flag, 'true');
        localStorage.setItem(key, value);
      },
      [flagKey, preferencesKey, preferences] as const,
    );
    await openFresh(page, '/compliance');
    await expect(page.locator('script[data-consent-activated]')).toHaveCount(0);
    await banner(page).getByRole('button', { name: 'Reject All', exact: true }).click();
    await expect(banner(page)).toBeHidden();
    const stored = await readStored(page);
    expect(stored.preferences).toMatchObject({ revision: 1, choice: 'reject-all' });
    expect(problems.errors).toEqual([]);
  });
}
