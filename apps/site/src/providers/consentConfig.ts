import type { ConsentConfig } from '@ardena/consent';
import { insertRow } from '../backend';

/**
 * The site's cookie consent settings. The console log the spec has for each enabled category comes from the gated
 * demo script (`/cookie-demo.js`, see `GatedScripts` in SiteLayout) rather than from the store, so the site shows
 * script gating working for real; the store's own log is therefore off.
 */
export const siteConsentConfig: ConsentConfig = {
  revision: 1,
  // Each choice is recorded as proof in consent_records (id, categories, revision; nothing about the person), through
  // the site's one insert path.
  record: { send: async (row) => (await insertRow('consent_records', row, { keepalive: true })) === 'stored' },
  // No tracker ships today. First-party cookies of an optional category must use its `ardena_<category>` prefix,
  // so withdrawing the category deletes them without a code change.
  cookies: {
    functional: [/^ardena_functional/],
    analytics: [/^ardena_analytics/],
    marketing: [/^ardena_marketing/],
  },
  log: () => {},
};
