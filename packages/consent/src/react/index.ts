export * from './ConsentGate';
export * from './ConsentProvider';
export * from './CookieBanner';
export * from './CookieConsent';
export * from './PreferencesDialog';
