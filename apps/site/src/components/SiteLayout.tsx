import { ConsentProvider, useOpenConsentPreferences } from '@ardena/consent';
import { brand, footer, footerColumns, headerLinks, layoutLabels } from '@ardena/content';
import { colorModeStorageKey, isSearchShortcut, SiteFooter, SiteHeader, SkipLink, Text, ThemeSwitch } from '@ardena/ui';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { HydrateLater } from '../hydration/progressive';
import * as layout from '../layout.css';
import { HrefLink, TextLink } from './AppLink';
import { reserveBannerSpaceScript, SiteConsentBanner, SiteConsentPreferences } from './ConsentUi';
import { siteConsentConfig } from './consentConfig';
import { accountLayerExpected, HeaderAuth } from './HeaderAuth';
import { HeaderSearch } from './HeaderSearch';

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

/**
 * The header waits for the visitor like the other blocks, unless what the server rendered in it is not this visitor's
 * state: the theme switch shows the server's default (follow the system) and the auth slot Login/Register.
 */
function headerHydratesAtLoad(): boolean {
  let storedColorMode: string | null = null;
  try {
    storedColorMode = window.localStorage.getItem(colorModeStorageKey);
  } catch {
    // Storage disabled: the theme follows the system, as the server rendered it.
  }
  return storedColorMode !== null || accountLayerExpected();
}

/** Header (nav, search, theme, auth links), main landmark, footer and the cookie banner around every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ConsentProvider config={siteConsentConfig}>
      <SkipLink targetId="main">{layoutLabels.skipToContent}</SkipLink>
      <HydrateLater eagerIf={headerHydratesAtLoad} shortcut={isSearchShortcut}>
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
      {/* The page itself hydrates in the task after the layout's frame. */}
      <HydrateLater when="load">
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </HydrateLater>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup built above, no outside input */}
      <div hidden dangerouslySetInnerHTML={{ __html: gatedScriptsHtml }} />
      {/* Prerendered, so a first visit sees it from the first paint; it hydrates as a `load` block after the body. */}
      <HydrateLater when="load">
        <SiteConsentBanner />
      </HydrateLater>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script (ConsentUi.tsx), allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: reserveBannerSpaceScript }} />
      <SiteConsentPreferences />
    </ConsentProvider>
  );
}
