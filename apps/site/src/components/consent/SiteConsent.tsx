import { SiteConsentBanner, SiteConsentPreferences } from './ConsentUi';

/** The cookie banner and, once opened, the preferences dialog: one island, on the page's shared consent store. */
export function SiteConsent() {
  return (
    <>
      <SiteConsentBanner />
      <SiteConsentPreferences />
    </>
  );
}
