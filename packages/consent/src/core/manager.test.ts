import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConsentConfig, type ConsentManager, createConsentManager } from './manager';
import { supabaseConsentRecords } from './record';

const fixedId = '3f1c2b8a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const start = new Date('2026-01-10T12:00:00.000Z');
const day = 24 * 60 * 60 * 1000;

// A started manager keeps observing the document for gated scripts, and the unit project shares one document between
// test files, so every manager a test creates is destroyed after it (destroy is idempotent).
const created: ConsentManager[] = [];
function tracked(consent: ConsentManager): ConsentManager {
  created.push(consent);
  return consent;
}

function manager(config: ConsentConfig = {}) {
  return tracked(
    createConsentManager({
      storage: localStorage,
      now: () => start,
      createId: () => fixedId,
      log: () => {},
      reload: () => {},
      ...config,
    }),
  );
}

// The code under test uses document.cookie (the Cookie Store API is async and missing in Firefox), so tests do too.
function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: see above.
  document.cookie = value;
}

function storedPreferences(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem('ardena-cookie-preferences') ?? 'null');
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  for (const consent of created.splice(0)) consent.destroy();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; max-age=0; path=/`);
  }
});

describe('first visit', () => {
  it('asks, allows only essential and stores nothing until a choice', () => {
    const consent = manager();
    expect(consent.getState()).toMatchObject({
      bannerOpen: true,
      consent: null,
      promptReason: 'missing',
      preferences: { essential: true, functional: false, analytics: false, marketing: false },
    });
    expect(consent.isAllowed('essential')).toBe(true);
    expect(consent.isAllowed('analytics')).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('uses the product-prefixed key names, and another product can pass its own prefix', () => {
    expect(manager().keys).toEqual({ flag: 'ardena-cookie-consent', preferences: 'ardena-cookie-preferences' });
    expect(manager({ storageKeyPrefix: 'acme' }).keys).toEqual({
      flag: 'acme-cookie-consent',
      preferences: 'acme-cookie-preferences',
    });
  });
});

describe('each choice stores the flag and the preferences', () => {
  it('Accept All turns every category on', () => {
    const consent = manager({ revision: 3 });
    consent.acceptAll();
    expect(localStorage.getItem('ardena-cookie-consent')).toBe('true');
    expect(storedPreferences()).toEqual({
      schema: 1,
      essential: true,
      functional: true,
      analytics: true,
      marketing: true,
      consentId: fixedId,
      consentedAt: '2026-01-10T12:00:00.000Z',
      revision: 3,
      choice: 'accept-all',
    });
    expect(consent.getState()).toMatchObject({ bannerOpen: false, promptReason: null, preferencesOpen: false });
  });

  it('Reject All keeps only essential', () => {
    const consent = manager();
    consent.rejectAll();
    expect(localStorage.getItem('ardena-cookie-consent')).toBe('true');
    expect(storedPreferences()).toMatchObject({
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      choice: 'reject-all',
      revision: 1,
    });
    expect(consent.getState().bannerOpen).toBe(false);
  });

  it('Save Preferences stores the chosen set and cannot turn essential off', () => {
    const consent = manager();
    consent.openPreferences();
    expect(consent.getState().preferencesOpen).toBe(true);
    consent.save({ essential: false, analytics: true });
    expect(storedPreferences()).toMatchObject({
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      choice: 'custom',
    });
    expect(consent.getState()).toMatchObject({ bannerOpen: false, preferencesOpen: false });
    expect(consent.isAllowed('analytics')).toBe(true);
    expect(consent.isAllowed('marketing')).toBe(false);
  });

  it('gives every choice a new consent id', () => {
    let counter = 0;
    const consent = manager({
      createId: () => `3f1c2b8a-4d5e-4f60-8a7b-9c0d1e2f3a4${(counter++).toString(16)}`,
    });
    const first = consent.acceptAll();
    const second = consent.rejectAll();
    expect(first.consentId).not.toBe(second.consentId);
    expect(storedPreferences().consentId).toBe(second.consentId);
  });

  it('creates real v4 UUIDs by default', () => {
    const consent = tracked(createConsentManager({ storage: localStorage, log: () => {} }));
    expect(consent.acceptAll().consentId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('reload', () => {
  it('reads the stored choice at start, so the banner stays hidden', () => {
    manager().save({ functional: true });
    const afterReload = manager();
    expect(afterReload.getState()).toMatchObject({
      bannerOpen: false,
      promptReason: null,
      preferences: { essential: true, functional: true, analytics: false, marketing: false },
    });
    expect(afterReload.getState().consent?.consentId).toBe(fixedId);
  });
});

describe('re-prompting', () => {
  it('asks again when the policy revision changes', () => {
    manager({ revision: 1 }).acceptAll();
    const state = manager({ revision: 2 }).getState();
    expect(state).toMatchObject({ bannerOpen: true, promptReason: 'revision-changed', consent: null });
    expect(state.preferences.analytics).toBe(false);
  });

  it('asks again after six months by default, not before', () => {
    manager().acceptAll();
    const later = (days: number) => manager({ now: () => new Date(start.getTime() + days * day) }).getState();
    expect(later(181)).toMatchObject({ bannerOpen: false, promptReason: null });
    expect(later(182)).toMatchObject({ bannerOpen: true, promptReason: 'expired' });
  });

  it('takes a configured lifetime', () => {
    manager({ expiresAfterDays: 30 }).acceptAll();
    const at = (days: number) =>
      manager({ expiresAfterDays: 30, now: () => new Date(start.getTime() + days * day) }).getState().promptReason;
    expect(at(29)).toBeNull();
    expect(at(30)).toBe('expired');
  });
});

describe('corrupt or foreign storage', () => {
  const valid = {
    schema: 1,
    essential: true,
    functional: false,
    analytics: true,
    marketing: false,
    consentId: fixedId,
    consentedAt: start.toISOString(),
    revision: 1,
    choice: 'custom',
  };

  it.each([
    ['unparsable JSON', 'true', '{not json'],
    ['JSON null', 'true', 'null'],
    ['an array', 'true', '[true,true,true,true]'],
    ['the flag alone', 'true', null],
    ['preferences without the flag', null, JSON.stringify(valid)],
    ['a foreign flag value', 'yes', JSON.stringify(valid)],
    ['essential off', 'true', JSON.stringify({ ...valid, essential: false })],
    ['a string boolean', 'true', JSON.stringify({ ...valid, analytics: 'true' })],
    ['a missing category', 'true', JSON.stringify({ ...valid, marketing: undefined })],
    ['a bad consent id', 'true', JSON.stringify({ ...valid, consentId: 'abc' })],
    ['a bad timestamp', 'true', JSON.stringify({ ...valid, consentedAt: 'yesterday' })],
    ['a far-future timestamp', 'true', JSON.stringify({ ...valid, consentedAt: '2030-01-01T00:00:00.000Z' })],
    ['a non-integer revision', 'true', JSON.stringify({ ...valid, revision: '1' })],
    ['an unknown choice', 'true', JSON.stringify({ ...valid, choice: 'maybe' })],
    ['an unknown schema', 'true', JSON.stringify({ ...valid, schema: 2 })],
  ])('treats %s as no consent', (_case, flag, preferences) => {
    if (flag !== null) localStorage.setItem('ardena-cookie-consent', flag);
    if (preferences !== null) localStorage.setItem('ardena-cookie-preferences', preferences);
    const state = manager().getState();
    expect(state).toMatchObject({ bannerOpen: true, promptReason: 'invalid', consent: null });
    expect(state.preferences.analytics).toBe(false);
  });

  it('accepts the valid record the cases above were derived from', () => {
    localStorage.setItem('ardena-cookie-consent', 'true');
    localStorage.setItem('ardena-cookie-preferences', JSON.stringify(valid));
    expect(manager().getState()).toMatchObject({ bannerOpen: false, preferences: { analytics: true } });
  });

  it('works in memory when storage throws on every call', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    const consent = manager({ storage: broken });
    expect(consent.getState().promptReason).toBe('missing');
    expect(() => consent.acceptAll()).not.toThrow();
    expect(consent.getState()).toMatchObject({ bannerOpen: false, preferences: { marketing: true } });
  });
});

describe('console logs', () => {
  it('logs each optional category that becomes enabled, and nothing for Reject All', () => {
    const log = vi.fn();
    const consent = manager({ log });
    consent.start();
    consent.rejectAll();
    expect(log).not.toHaveBeenCalled();
    consent.acceptAll();
    expect(log.mock.calls.map(([message]) => message)).toEqual([
      'Functional cookies enabled',
      'Analytics cookies enabled',
      'Marketing cookies enabled',
    ]);
    log.mockClear();
    consent.save({ analytics: true, marketing: true, functional: true });
    expect(log).not.toHaveBeenCalled();
  });

  it('logs the stored categories again on the next page load', () => {
    manager().save({ marketing: true });
    const log = vi.fn();
    manager({ log }).start();
    expect(log.mock.calls).toEqual([['Marketing cookies enabled']]);
  });

  it('logs once per page even when stopped and started again (React StrictMode remounts)', () => {
    manager().acceptAll();
    const log = vi.fn();
    const consent = manager({ log });
    consent.start();
    consent.destroy();
    consent.start();
    expect(log).toHaveBeenCalledTimes(3);
    consent.destroy();
  });

  it('writes to console.log by default', () => {
    const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
    const consent = tracked(createConsentManager({ storage: localStorage }));
    consent.start();
    consent.save({ analytics: true });
    expect(consoleLog).toHaveBeenCalledWith('Analytics cookies enabled');
    consent.destroy();
  });
});

describe('onConsent', () => {
  it('waits for the category, runs on grant, and again after a withdrawal and re-grant', () => {
    const consent = manager();
    consent.start();
    const onAnalytics = vi.fn();
    consent.onConsent('analytics', onAnalytics);
    expect(onAnalytics).not.toHaveBeenCalled();
    consent.save({ marketing: true });
    expect(onAnalytics).not.toHaveBeenCalled();
    consent.acceptAll();
    expect(onAnalytics).toHaveBeenCalledTimes(1);
    consent.acceptAll();
    expect(onAnalytics).toHaveBeenCalledTimes(1);
    consent.rejectAll();
    consent.acceptAll();
    expect(onAnalytics).toHaveBeenCalledTimes(2);
  });

  it('runs at once when the category is already allowed, and essential always is', () => {
    manager().acceptAll();
    const consent = manager();
    consent.start();
    const onMarketing = vi.fn();
    const onEssential = vi.fn();
    consent.onConsent('marketing', onMarketing);
    consent.onConsent('essential', onEssential);
    expect(onMarketing).toHaveBeenCalledTimes(1);
    expect(onEssential).toHaveBeenCalledTimes(1);
  });

  it('holds callbacks registered before start until start', () => {
    manager().acceptAll();
    const consent = manager();
    const onFunctional = vi.fn();
    consent.onConsent('functional', onFunctional);
    expect(onFunctional).not.toHaveBeenCalled();
    consent.start();
    expect(onFunctional).toHaveBeenCalledTimes(1);
  });

  it('stops after unsubscribe, and one throwing callback does not stop the others', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const consent = manager();
    consent.start();
    const unsubscribed = vi.fn();
    const healthy = vi.fn();
    consent.onConsent('analytics', () => {
      throw new Error('broken tracker');
    });
    consent.onConsent('analytics', healthy);
    consent.onConsent('analytics', unsubscribed)();
    consent.acceptAll();
    expect(healthy).toHaveBeenCalledTimes(1);
    expect(unsubscribed).not.toHaveBeenCalled();
  });
});

describe('withdrawal', () => {
  it('clears the configured cookies of the withdrawn category only', () => {
    setCookie('_ga=GA1.1.123; path=/');
    setCookie('_ga_ABC=GS1.1; path=/');
    setCookie('_fbp=fb.1; path=/');
    setCookie('session=keep; path=/');
    const consent = manager({ cookies: { analytics: [/^_ga/], marketing: ['_fbp'] } });
    consent.start();
    consent.acceptAll();
    consent.save({ marketing: true });
    expect(document.cookie).not.toContain('_ga');
    expect(document.cookie).toContain('_fbp=fb.1');
    expect(document.cookie).toContain('session=keep');
  });

  it('calls onWithdraw callbacks', () => {
    const consent = manager();
    consent.start();
    const onWithdraw = vi.fn();
    consent.onWithdraw('marketing', onWithdraw);
    consent.acceptAll();
    expect(onWithdraw).not.toHaveBeenCalled();
    consent.rejectAll();
    expect(onWithdraw).toHaveBeenCalledTimes(1);
  });

  it('reloads only when a gated script of the category already ran (auto), or always/never when told', async () => {
    document.body.innerHTML = '<script type="text/plain" data-category="analytics">void 0</script>';
    const reload = vi.fn();
    const consent = manager({ reload });
    consent.start();
    consent.save({ marketing: true });
    consent.rejectAll();
    expect(reload).not.toHaveBeenCalled();
    consent.acceptAll();
    await consent.activateScripts();
    consent.rejectAll();
    expect(reload).toHaveBeenCalledTimes(1);
    consent.destroy();

    const always = vi.fn();
    const alwaysManager = manager({ reload: always, reloadOnWithdrawal: 'always' });
    alwaysManager.start();
    alwaysManager.save({ functional: true });
    alwaysManager.save({});
    expect(always).toHaveBeenCalledTimes(1);
    alwaysManager.destroy();
    document.body.innerHTML = '';
  });
});

describe('cross-tab sync', () => {
  it('follows a choice made in another tab', () => {
    const consent = manager();
    consent.start();
    const listener = vi.fn();
    consent.subscribe(listener);
    localStorage.setItem('ardena-cookie-consent', 'true');
    localStorage.setItem(
      'ardena-cookie-preferences',
      JSON.stringify({
        schema: 1,
        essential: true,
        functional: false,
        analytics: true,
        marketing: false,
        consentId: fixedId,
        consentedAt: start.toISOString(),
        revision: 1,
        choice: 'custom',
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'ardena-cookie-preferences' }));
    expect(consent.getState()).toMatchObject({ bannerOpen: false, preferences: { analytics: true } });
    expect(listener).toHaveBeenCalled();
    consent.destroy();
  });
});

describe('Google Consent Mode v2', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'gtag');
    Reflect.deleteProperty(window, 'dataLayer');
  });

  it('defaults every signal to denied, then updates from the choice', () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    const consent = manager({ googleConsentMode: true });
    consent.start();
    expect(gtag).toHaveBeenNthCalledWith(1, 'consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'denied',
    });
    consent.save({ analytics: true });
    expect(gtag).toHaveBeenLastCalledWith('consent', 'update', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    });
    consent.destroy();
  });

  it('queues into dataLayer when gtag has not loaded yet, and sends nothing when off', () => {
    manager().start();
    expect('dataLayer' in window).toBe(false);
    const consent = manager({ googleConsentMode: true });
    consent.start();
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer;
    expect(Array.from(dataLayer[0] ?? [])).toEqual(['consent', 'default', expect.any(Object)]);
    consent.destroy();
  });
});

describe('consent record', () => {
  it('POSTs id, categories and revision to consent_records with the anon key (the table stamps the time)', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 201 }));
    const consent = manager({
      revision: 4,
      record: supabaseConsentRecords({ supabaseUrl: 'http://127.0.0.1:54321/', anonKey: 'anon-key', fetch }),
    });
    consent.save({ analytics: true, functional: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:54321/rest/v1/consent_records');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({
      apikey: 'anon-key',
      Authorization: 'Bearer anon-key',
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
    });
    expect(JSON.parse(String(init.body))).toEqual({
      consent_id: fixedId,
      categories: ['essential', 'functional', 'analytics'],
      revision: 4,
    });
  });

  it("hands the same row to the app's own sender instead of fetching", async () => {
    const send = vi.fn(async () => true);
    const consent = manager({ revision: 2, record: { send } });
    consent.save({ marketing: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ consent_id: fixedId, categories: ['essential', 'marketing'], revision: 2 });
  });

  it("never blocks the choice when the app's sender rejects", async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    const consent = manager({ record: { send } });
    expect(() => consent.acceptAll()).not.toThrow();
    expect(consent.getState().bannerOpen).toBe(false);
    await vi.waitFor(() => expect(send).toHaveBeenCalled());
  });

  it('never blocks the choice when the send fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const consent = manager({
      record: supabaseConsentRecords({ supabaseUrl: 'http://127.0.0.1:1', anonKey: 'k', fetch }),
    });
    expect(() => consent.rejectAll()).not.toThrow();
    expect(consent.getState().bannerOpen).toBe(false);
    expect(localStorage.getItem('ardena-cookie-consent')).toBe('true');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  });
});
