import { ConsentBanner, type ConsentBannerProps } from '@ardena/ui';
import { useConsentManager, useConsentState } from '../ConsentProvider';

export type CookieBannerProps = Omit<ConsentBannerProps, 'onAcceptAll' | 'onRejectAll' | 'onCustomize'>;

/**
 * The consent banner wired to the store: shown while there is no valid choice (first visit, new policy
 * revision, expired choice), hidden after any choice. Customize opens the `PreferencesDialog`.
 * Text, privacy link and labels pass through to `@ardena/ui`'s `ConsentBanner`.
 */
export function CookieBanner(props: CookieBannerProps) {
  const manager = useConsentManager();
  const { bannerOpen } = useConsentState();
  if (!bannerOpen) return null;
  return (
    <ConsentBanner
      onAcceptAll={manager.acceptAll}
      onRejectAll={manager.rejectAll}
      onCustomize={manager.openPreferences}
      {...props}
    />
  );
}
