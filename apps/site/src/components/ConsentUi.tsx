// Its own module so the cookie banner forms a lazily loaded chunk (see SiteLayout). The preferences dialog is split
// once more: it brings Radix Dialog, Switch, focus trapping and scroll locking (about 12 KB gzip) that a first visit
// does not need until the visitor opens the preferences (from the banner or the footer's Cookie settings).
import { CookieBanner, type CookieConsentProps, useConsentState } from '@ardena/consent';
import { lazy, Suspense, useState } from 'react';

const PreferencesDialog = lazy(() => import('./ConsentPreferences'));

/** The banner now; the preferences dialog from the first time the preferences are opened, then kept mounted. */
export function CookieConsent({ banner, dialog }: CookieConsentProps) {
  const { preferencesOpen } = useConsentState();
  const [dialogNeeded, setDialogNeeded] = useState(preferencesOpen);
  if (preferencesOpen && !dialogNeeded) setDialogNeeded(true);
  return (
    <>
      <CookieBanner {...banner} />
      {dialogNeeded ? (
        <Suspense fallback={null}>
          <PreferencesDialog {...dialog} />
        </Suspense>
      ) : null}
    </>
  );
}
