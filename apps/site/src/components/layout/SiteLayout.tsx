import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ConsentIsland, FooterIsland, HeaderIsland, SkipLinkIsland } from '../../islands/layout.island';
import { reserveBannerSpaceScript } from '../consent/ConsentUi';

// The site's gated scripts (see /cookie-demo.js), one per optional category. Rendered as opaque HTML so that the
// consent store may swap each tag for its activated copy without touching a node React manages.
const gatedScriptsHtml = (['functional', 'analytics', 'marketing'] as const)
  .map((category) => `<script type="text/plain" data-category="${category}" data-src="/cookie-demo.js"></script>`)
  .join('');

/**
 * Header (nav, search, theme, auth links), main landmark, footer and the cookie banner around every page. On public
 * pages the interactive parts are islands and everything else is static HTML (src/islands/defineIsland.tsx).
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <SkipLinkIsland />
      {/* Prerendered, so a first visit sees the banner from the first paint. First after the skip link in reading and
          Tab order (it is fixed to the bottom of the screen, so this moves nothing on screen): the keyboard reaches the
          choice in two presses instead of after every header and page link (34 at 1440 px on the home page). */}
      <ConsentIsland />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant script (ConsentUi.tsx), allowed by its CSP hash */}
      <script dangerouslySetInnerHTML={{ __html: reserveBannerSpaceScript }} />
      <HeaderIsland pathname={pathname} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <FooterIsland />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constant markup built above, no outside input */}
      <div hidden dangerouslySetInnerHTML={{ __html: gatedScriptsHtml }} />
    </>
  );
}
