// The cookie banner and its preferences dialog. The banner is prerendered into every page (hidden there) and shown
// before the first paint by the pre-paint script when no choice is stored (see `consentPromptScript`): on short pages
// on a phone its text is the largest thing painted, so it must not wait for JavaScript. The preferences dialog (Radix
// Dialog, Switch, focus trapping and scroll locking, about 12 KB gzip) loads the first time the preferences open,
// from the banner or the footer's Cookie settings.
import {
  CookieBanner,
  consentFlagValue,
  consentStorageKeys,
  cookieBannerHeightVariable,
  cookieBannerShownAttribute,
  prerenderedBannerAttribute,
  useConsentState,
} from '@ardena/consent';
import { lazy, Suspense, useState } from 'react';

const PreferencesDialog = lazy(() => import('./ConsentPreferences'));

/** Set on `<html>` before the first paint while the visitor has made no choice yet: the prerendered banner shows. */
export const consentPromptAttribute = 'data-consent-prompt';
/** `@ardena/consent` marks the prerendered copy of the banner with `data-consent-prerendered` until it hydrates. */
export { prerenderedBannerAttribute };

/**
 * The pre-paint script (allowed by its hash in the CSP, like the colour mode script): reveals the prerendered banner
 * when no choice is stored. A stored flag whose choice turns out invalid or expired shows the banner after hydration.
 */
export const consentPromptScript = `(function(){var v;try{v=localStorage.getItem(${JSON.stringify(
  consentStorageKeys().flag,
)})}catch(e){}if(v!==${JSON.stringify(consentFlagValue)})document.documentElement.setAttribute(${JSON.stringify(
  consentPromptAttribute,
)},'')})();`;

/**
 * Runs right after the prerendered banner in the HTML: while the banner shows before hydration, the page reserves its
 * height at the bottom exactly as `CookieBanner` does once live (padding and scroll padding on `<html>`), so that
 * focus moved by the keyboard before hydration is never scrolled under it (WCAG 2.4.11). A `ResizeObserver` reports
 * the height after the browser's own first layout, before the first paint, so reading it forces no extra layout.
 */
export const reserveBannerSpaceScript = `(function(){var r=document.documentElement,b=document.querySelector('[${prerenderedBannerAttribute}]');if(!b||!r.hasAttribute(${JSON.stringify(
  consentPromptAttribute,
)})||!window.ResizeObserver)return;r.setAttribute(${JSON.stringify(
  cookieBannerShownAttribute,
)},'');new ResizeObserver(function(e){var h=e[0].borderBoxSize&&e[0].borderBoxSize[0];if(h&&h.blockSize)r.style.setProperty(${JSON.stringify(
  cookieBannerHeightVariable,
)},Math.ceil(h.blockSize)+'px')}).observe(b)})();`;

/**
 * The banner of `@ardena/consent`, wired to the consent store. It is prerendered (`prerender`): the server HTML and
 * the hydrating render include it, marked as the prerendered copy; in the browser it then shows while the store says
 * the visitor has to choose.
 */
export function SiteConsentBanner() {
  return <CookieBanner prerender privacyHref="/privacy" />;
}

/** The preferences dialog, from the first time the preferences are opened, then kept mounted. */
export function SiteConsentPreferences() {
  const { preferencesOpen } = useConsentState();
  const [dialogNeeded, setDialogNeeded] = useState(preferencesOpen);
  if (preferencesOpen && !dialogNeeded) setDialogNeeded(true);
  if (!dialogNeeded) return null;
  return (
    <Suspense fallback={null}>
      <PreferencesDialog />
    </Suspense>
  );
}
