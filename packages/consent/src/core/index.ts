// @ardena/consent/core: the framework-free consent store. No dependencies beyond the browser.

export { cookieBannerHeightVariable, cookieBannerShownAttribute } from './bannerSpace';
export type {
  ConsentCategory,
  ConsentChoice,
  ConsentPreferences,
  OptionalConsentCategory,
} from './categories';
export {
  acceptAllPreferences,
  consentCategories,
  consentChoices,
  grantedCategories,
  isConsentCategory,
  optionalConsentCategories,
  rejectAllPreferences,
  toPreferences,
} from './categories';
export type { CookieMatcher } from './cookies';
export { clearCookies } from './cookies';
export type { GoogleConsentSignal, GoogleConsentState, Gtag } from './googleConsentMode';
export { deniedGoogleConsentState, googleConsentSignals, toGoogleConsentState } from './googleConsentMode';
export { createConsentId } from './id';
export type { ConsentConfig, ConsentManager, ConsentState } from './manager';
export { createConsentManager, defaultExpiresAfterDays } from './manager';
export type { ConsentRecordRow, ConsentRecordTarget, SupabaseConsentRecordsOptions } from './record';
export { sendConsentRecord, supabaseConsentRecords, toConsentRecordRow } from './record';
export { activatedCategoryAttribute, activateGatedScripts, gatedScriptSelector } from './scripts';
export type { ConsentStorageKeys, PromptReason, StoredConsent } from './storage';
export {
  consentFlagValue,
  consentStorageKeys,
  defaultStorageKeyPrefix,
  readStoredConsent,
  storedConsentSchema,
} from './storage';
