import { type ConsentManager, ConsentProvider, createConsentManager } from '@ardena/consent';
import type { ReactNode } from 'react';
import { siteConsentConfig } from './consentConfig';

let browserConsentManager: ConsentManager | undefined;

/**
 * One consent store per page in the browser, shared by every React root (the islands of a public page each hydrate as
 * their own root, yet the banner, the footer's Cookie settings and the preferences dialog are one store). The server
 * creates one per render (`undefined` here lets the provider do it), so prerendered pages never share state.
 */
function sharedConsentManager(): ConsentManager | undefined {
  if (typeof window === 'undefined') return undefined;
  browserConsentManager ??= createConsentManager(siteConsentConfig);
  return browserConsentManager;
}

/**
 * The providers every React root of the site renders under: each island, and the account area's router root. Nothing
 * here may import the router: every island of every public page loads this module (the router root adds its own link
 * component in src/router.tsx; islands keep the design system's plain anchors, public pages being documents of their
 * own).
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  return (
    <ConsentProvider config={siteConsentConfig} manager={sharedConsentManager()}>
      {children}
    </ConsentProvider>
  );
}
