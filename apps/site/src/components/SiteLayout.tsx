import { ConsentProvider, useOpenConsentPreferences } from '@ardena/consent';
import { brand, footer, footerColumns, headerLinks, layoutLabels } from '@ardena/content';
import { SiteFooter, SiteHeader, SkipLink, Text, ThemeSwitch } from '@ardena/ui';
import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as layout from '../layout.css';
import { TextLink } from './AppLink';
import { reserveBannerSpaceScript, SiteConsentBanner, SiteConsentPreferences } from './ConsentUi';
import { siteConsentConfig } from './consentConfig';
import { HeaderAuth } from './HeaderAuth';
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
        search={<HeaderSearch />}
        actions={<ThemeSwitch />}
        auth={<HeaderAuth />}
        navLabel={layoutLabels.mainNav}
        openMenuLabel={layoutLabels.openMenu}
        closeMenuLabel={layoutLabels.closeMenu}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup built above, no outside input */}
      <div hidden dangerouslySetInnerHTML={{ __html: gatedScriptsHtml }} />
      {/* Prerendered, so a first visit sees it from the first paint. */}
      <SiteConsentBanner />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script (ConsentUi.tsx), allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: reserveBannerSpaceScript }} />
      <SiteConsentPreferences />
    </ConsentProvider>
  );
}
