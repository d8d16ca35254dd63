import { CookieBanner, type CookieBannerProps } from '../CookieBanner';
import { PreferencesDialog, type PreferencesDialogProps } from '../PreferencesDialog';

export interface CookieConsentProps {
  /** Passed to the banner (privacy link, texts, heading level). */
  banner?: CookieBannerProps;
  /** Passed to the dialog (categories, texts). */
  dialog?: PreferencesDialogProps;
}

/** Banner and preferences dialog together: put it once in the app layout, inside `ConsentProvider`. */
export function CookieConsent({ banner, dialog }: CookieConsentProps) {
  return (
    <>
      <CookieBanner {...banner} />
      <PreferencesDialog {...dialog} />
    </>
  );
}
