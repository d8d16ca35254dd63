export type { CookieConsentProps } from './CookieConsent';
export { CookieConsent } from './CookieConsent';
