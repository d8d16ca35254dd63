// Its own module so the banner and preferences dialog (and Radix Dialog under them) form a lazily loaded chunk.
export { CookieConsent } from '@ardena/consent';
