import type { ConsentPreferences } from './categories';

/** The Google Consent Mode v2 signals. */
export const googleConsentSignals = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type GoogleConsentSignal = (typeof googleConsentSignals)[number];
export type GoogleConsentState = Record<GoogleConsentSignal, 'granted' | 'denied'>;

/** The `gtag()` function shape the mapping calls. */
export type Gtag = (command: 'consent', action: 'default' | 'update', state: Record<string, unknown>) => void;

/** Our categories → Google's signals. Marketing covers all three ad signals, as Google's v2 guidance groups them. */
export function toGoogleConsentState(preferences: ConsentPreferences): GoogleConsentState {
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    ad_storage: state(preferences.marketing),
    ad_user_data: state(preferences.marketing),
    ad_personalization: state(preferences.marketing),
    analytics_storage: state(preferences.analytics),
    functionality_storage: state(preferences.functional),
    personalization_storage: state(preferences.functional),
    security_storage: state(preferences.essential),
  };
}

/** Every signal denied: the default sent before any choice is known. */
export function deniedGoogleConsentState(): GoogleConsentState {
  return Object.fromEntries(googleConsentSignals.map((signal) => [signal, 'denied'])) as GoogleConsentState;
}

interface WindowWithGtag {
  gtag?: Gtag;
  dataLayer?: unknown[];
}

/**
 * The page's `gtag`, or the standard stub that queues into `dataLayer`, so the default can be set before
 * Google's tag has loaded (it must be, or the tag's first hits go out without consent state).
 */
export function resolveGtag(win: Window): Gtag {
  const target = win as unknown as WindowWithGtag;
  if (typeof target.gtag === 'function') return target.gtag;
  target.dataLayer = target.dataLayer ?? [];
  const dataLayer = target.dataLayer;
  const stub: Gtag = function gtag() {
    // Google's tag reads `arguments` objects from dataLayer, not arrays; this is its documented stub.
    // biome-ignore lint/complexity/noArguments: the gtag queue protocol requires the arguments object.
    dataLayer.push(arguments);
  };
  target.gtag = stub;
  return stub;
}
