import { createRouter } from '@tanstack/react-router';
import { type AccountSession, createAccountSession } from './account/session';
import { routeTree } from './routeTree.gen';

/** What every route's `beforeLoad` and component can read from the router context. */
export interface RouterContext {
  /** The visitor's session, as the root's AuthProvider knows it (src/account/session.ts). */
  session: AccountSession;
}

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

/**
 * One factory for the browser, the dev server and the prerender step, so every environment resolves the same routes
 * with the same options.
 */
export function createAppRouter() {
  return createRouter({
    routeTree,
    context: { session: createAccountSession() } satisfies RouterContext,
    scrollRestoration: restoreScroll,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
