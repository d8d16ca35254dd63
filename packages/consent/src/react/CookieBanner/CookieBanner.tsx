import { useSyncExternalStore } from 'react';
import { useConsentManager } from '../ConsentProvider';
import { CookieBannerView, type CookieBannerViewProps } from './CookieBannerView';

/** Marks the banner rendered into prerendered HTML (see `CookieBanner`'s `prerender`). */
export const prerenderedBannerAttribute = 'data-consent-prerendered';

export interface CookieBannerProps extends Omit<CookieBannerViewProps, 'onAcceptAll' | 'onRejectAll' | 'onCustomize'> {
  /**
   * For prerendered pages that must show the banner before JavaScript runs: the server and hydrating renders
   * include the banner, marked with `data-consent-prerendered`, and the app hides it with CSS unless a pre-paint
   * script found no stored choice. Without it, server HTML has no banner and it appears right after hydration.
   */
  prerender?: boolean;
}

const noSubscription = () => () => undefined;

/**
 * The consent banner wired to the store: shown while there is no valid choice (first visit, new policy
 * revision, expired choice), hidden after any choice. Customize opens the `PreferencesDialog`.
 * Text, privacy link, labels and heading level are props with English defaults.
 */
export function CookieBanner({ prerender = false, ...props }: CookieBannerProps) {
  const manager = useConsentManager();
  const open = useSyncExternalStore(
    manager.subscribe,
    () => manager.getState().bannerOpen,
    () => prerender,
  );
  // True only on the server and in the hydrating render, which must match the server HTML.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (!open) return null;
  const marker = prerender && hydrating ? { [prerenderedBannerAttribute]: '' } : {};
  return (
    <CookieBannerView
      onAcceptAll={manager.acceptAll}
      onRejectAll={manager.rejectAll}
      onCustomize={manager.openPreferences}
      {...marker}
      {...props}
    />
  );
}
