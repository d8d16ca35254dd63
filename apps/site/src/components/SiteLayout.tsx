import { ConsentProvider, useOpenConsentPreferences } from '@ardena/consent';
import { brand, footer, footerColumns, headerLinks, layoutLabels } from '@ardena/content';
import { SiteFooter, SiteHeader, SkipLink, Text, ThemeSwitch } from '@ardena/ui';
import { useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { HydrateLater } from '../hydration/progressive';
import * as layout from '../layout.css';
import { HrefLink, TextLink } from './AppLink';
import { siteConsentConfig } from './consentConfig';
import { HeaderAuth } from './HeaderAuth';
import { HeaderSearch } from './HeaderSearch';

// The banner and its preferences dialog (Radix Dialog, Switch) mount after hydration: the banner can only appear once
// the browser has read the stored choice anyway, and it is fixed-position, so nothing on the page moves. Its code is
// requested as soon as the entry runs, beside the route's own chunk, so that on a first visit the banner shows right
// after hydration instead of one more round trip later (on short pages its text is the largest thing painted).
const loadConsentUi = () => import('./ConsentUi');
const consentUiRequest = import.meta.env.SSR || typeof document === 'undefined' ? undefined : loadConsentUi();
const CookieConsent = lazy(() =>
  (consentUiRequest ?? loadConsentUi()).then((module) => ({ default: module.CookieConsent })),
);

function DeferredCookieConsent() {
  const [mounted, setMounted] = useState(false);
  // Mounts in the task right after the first client render, ahead of the page's deferred sections
  // (../hydration/progressive.tsx queues them after this timer) rather than after the next frame: on short pages the
  // banner's text is the largest thing painted, so it should not wait for the rest of the page.
  useLayoutEffect(() => {
    const timer = setTimeout(() => setMounted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent banner={{ privacyHref: '/privacy' }} />
    </Suspense>
  );
}

// The site's gated scripts (see /cookie-demo.js), one per optional category. Rendered as opaque HTML so that the
// consent store may swap each tag for its activated copy without touching a node React manages.
const gatedScriptsHtml = (['functional', 'analytics', 'marketing'] as const)
  .map((category) => `<script type="text/plain" data-category="${category}" data-src="/cookie-demo.js"></script>`)
  .join('');

/** Footer columns from the content data; the Legal column's 'Cookie settings' entry reopens the consent dialog. */
function Footer() {
  const openPreferences = useOpenConsentPreferences();
  return (
    <SiteFooter
      columns={footerColumns.map((column) => ({
        title: column.title,
        links: column.links.map((link) =>
          'href' in link ? { label: link.label, href: link.href } : { label: link.label, onClick: openPreferences },
        ),
      }))}
      linkComponent={HrefLink}
      navLabel={footer.navLabel}
      brand={<Text tone="muted">{footer.tagline}</Text>}
      bottom={
        <div className={layout.stack}>
          <Text size="sm" tone="muted">
            {footer.regulatoryNote}
          </Text>
          <Text size="sm" tone="muted">
            {footer.copyright(new Date(__SITE_BUILD_TIME__).getFullYear())}
          </Text>
        </div>
      }
    />
  );
}

/** Header (nav, search, theme, auth links), main landmark, footer and the cookie banner around every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ConsentProvider config={siteConsentConfig}>
      <SkipLink targetId="main">{layoutLabels.skipToContent}</SkipLink>
      <HydrateLater>
        <SiteHeader
          logo={
            <TextLink to="/" variant="subtle" aria-label={layoutLabels.homeLink}>
              <Text as="span" size="xl" weight="bold">
                {brand.name}
              </Text>
            </TextLink>
          }
          navItems={headerLinks.map((link) => ({
            label: link.label,
            href: link.href,
            current: pathname === link.href || pathname.startsWith(`${link.href}/`),
          }))}
          linkComponent={HrefLink}
          search={<HeaderSearch />}
          actions={<ThemeSwitch />}
          auth={<HeaderAuth />}
          navLabel={layoutLabels.mainNav}
          openMenuLabel={layoutLabels.openMenu}
          closeMenuLabel={layoutLabels.closeMenu}
        />
      </HydrateLater>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup built above, no outside input */}
      <div hidden dangerouslySetInnerHTML={{ __html: gatedScriptsHtml }} />
      <DeferredCookieConsent />
    </ConsentProvider>
  );
}
