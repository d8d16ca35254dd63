import { type ConsentManager, ConsentProvider, createConsentManager } from '@ardena/consent';
import { LinkComponentProvider } from '@ardena/ui';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HrefLink } from './AppLink';
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
 * The providers every React root of the site renders under: each island, and the account area's router root. Links
 * in `@ardena/ui` components go through the router where there is one (the account area); an island has none, and
 * keeps the design system's plain anchors (public pages are documents of their own).
 */
export function SiteProviders({ children }: { children: ReactNode }) {
  const router = useRouter({ warn: false });
  return (
    <ConsentProvider config={siteConsentConfig} manager={sharedConsentManager()}>
      {router ? <LinkComponentProvider linkComponent={HrefLink}>{children}</LinkComponentProvider> : children}
    </ConsentProvider>
  );
}
