import { headerLinks, layoutLabels } from '@ardena/content';
import { SkipLink, ThemeSwitch, Link as UiLink } from '@ardena/ui';
import { SiteHeader } from '@ardena/ui/patterns';
import { lazy, useCallback, useContext, useState } from 'react';
import { AccountSessionContext } from '../../account/accountSessionContext';
import { needsAccountAtStart, useSessionStoredElsewhere } from '../../account/sessionExpected';
import { HeaderAuth } from '../account/HeaderAuth';
import { BrandLogo } from './BrandLogo';
import { HeaderSearch } from './HeaderSearch';

/**
 * The site header (an island on public pages): logo, navigation (with the mobile menu), search, theme switch and the
 * account slot. `pathname` marks the current section and tells the account slot where it is.
 */
export function SiteHeaderBar({ pathname }: { pathname: string }) {
  const providerAbove = useContext(AccountSessionContext) !== null;
  const withAccount = useAccountPossible(pathname, !providerAbove);
  const bar = <HeaderBar pathname={pathname} />;
  // The account slot is rendered twice (desktop bar, mobile panel): one provider above both serves them.
  return withAccount && !providerAbove ? <WithSiteAuth>{bar}</WithSiteAuth> : bar;
}

// The site's AuthProvider with the account API, its validation and messages (5.5 KB gzip): on a public page it
// loads only when an account can be there, so a signed-out visitor's pages never download it. It renders no element
// of its own, so wrapping the header in it while the island hydrates matches the server's HTML; the hydration of the
// header then waits for this chunk, as the account menu waits for supabase-js.
const WithSiteAuth = lazy(() => import('../../account/SiteAuthProvider'));

/**
 * Whether an account can be shown on this public page: decided as the island hydrates (a stored session, an auth
 * redirect in the URL), or later when another tab signs in. In that last case the header mounts again under the
 * provider, which a visitor of a background tab does not see.
 */
function useAccountPossible(pathname: string, watch: boolean): boolean {
  const [possible, setPossible] = useState(() => typeof window !== 'undefined' && needsAccountAtStart(pathname));
  useSessionStoredElsewhere(
    !possible && watch,
    useCallback(() => setPossible(true), []),
  );
  return possible;
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
