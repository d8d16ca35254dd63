import { headerLinks, layoutLabels } from '@ardena/content';
import { SkipLink, ThemeSwitch, Link as UiLink } from '@ardena/ui';
import { SiteHeader } from '@ardena/ui/patterns';
import { WithSiteAuth } from '../../account/SiteAuthProvider';
import { HeaderAuth } from '../account/HeaderAuth';
import { BrandLogo } from './BrandLogo';
import { HeaderSearch } from './HeaderSearch';

/**
 * The site header (an island on public pages): logo, navigation (with the mobile menu), search, theme switch and the
 * account slot. `pathname` marks the current section and tells the account slot where it is.
 */
export function SiteHeaderBar({ pathname }: { pathname: string }) {
  // The account slot is rendered twice (desktop bar, mobile panel): one provider above both serves them.
  return (
    <WithSiteAuth>
      <HeaderBar pathname={pathname} />
    </WithSiteAuth>
  );
}

function HeaderBar({ pathname }: { pathname: string }) {
  return (
    <SiteHeader
      logo={
        <UiLink href="/" variant="subtle" aria-label={layoutLabels.homeLink}>
          <BrandLogo />
        </UiLink>
      }
      navItems={headerLinks.map((link) => ({
        label: link.label,
        href: link.href,
        current: pathname === link.href || pathname.startsWith(`${link.href}/`),
      }))}
      search={<HeaderSearch />}
      actions={<ThemeSwitch />}
      auth={<HeaderAuth pathname={pathname} />}
      // The full header from 1024 px: below 1280 px the header's links sit tighter and search shows its icon only
      // (layout.headerSearchLabel), measured to fit in the typeface and its fallback (docs/adr/0012).
      collapseBelow="lg"
      navLabel={layoutLabels.mainNav}
      openMenuLabel={layoutLabels.openMenu}
      closeMenuLabel={layoutLabels.closeMenu}
    />
  );
}

/** 'Skip to main content' (an island: it moves focus into the main landmark, not only the scroll position). */
export function SiteSkipLink() {
  return <SkipLink targetId="main">{layoutLabels.skipToContent}</SkipLink>;
}
