import { LinkComponentProvider } from '@ardena/ui';
import { type AnyRouter, createRouter, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createAccountSession } from './account/session';
import { HrefLink } from './components/layout/AppLink';
import { type IslandServer, IslandServerContext } from './islands/defineIsland';
import { SiteProviders } from './providers/SiteProviders';
import type { RouterContext } from './routerContext';
import { routeTree } from './routeTree.gen';

let firstRender = true;

/**
 * Every navigation starts at the top of the new page and back/forward restores the saved position. At hydration the
 * visitor's own place wins if they already scrolled or moved focus on the prerendered page.
 */
function restoreScroll(): boolean {
  // The prerender asks too, for the router's inline restoration script: always yes there.
  if (typeof window === 'undefined' || !firstRender) return true;
  firstRender = false;
  const focusMoved = document.activeElement !== null && document.activeElement !== document.body;
  return window.scrollY === 0 && !focusMoved;
}

/** The island collector of each server router (public pages); none in the browser or on account pages. */
const islandCollectors = new WeakMap<AnyRouter, IslandServer>();

/**
 * What every route renders inside: the site's providers, links in `@ardena/ui` components that go through the router
 * (HrefLink), and on the server the page's island collector.
 */
function SiteWrap({ children }: { children: ReactNode }) {
  const islands = islandCollectors.get(useRouter()) ?? null;
  return (
    <IslandServerContext.Provider value={islands}>
      <SiteProviders>
        <LinkComponentProvider linkComponent={HrefLink}>{children}</LinkComponentProvider>
      </SiteProviders>
    </IslandServerContext.Provider>
  );
}

/**
 * One factory for the browser, the dev server and the prerender step, so every environment resolves the same routes
 * with the same options. `islands`: on the server, the collector of a public page's islands (src/entry-server.tsx);
 * without it (the browser, account pages) islands render in place.
 */
export function createAppRouter({ islands = null }: { islands?: IslandServer | null } = {}) {
  const router = createRouter({
    routeTree,
    context: { session: createAccountSession() } satisfies RouterContext,
    InnerWrap: SiteWrap,
    scrollRestoration: restoreScroll,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  });
  if (islands) islandCollectors.set(router, islands);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
