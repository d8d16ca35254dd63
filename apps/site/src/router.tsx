import { createRouter } from '@tanstack/react-router';
import { restoreScrollOnRender } from './hydration/progressive';
import { routeTree } from './routeTree.gen';

/**
 * One factory for the browser, the dev server and the prerender step, so every environment resolves the same routes
 * with the same options.
 */
export function createAppRouter() {
  return createRouter({
    routeTree,
    // Every navigation starts at the top of the new page; back/forward restores the saved position. At hydration the
    // visitor's own position wins if they already scrolled or moved focus on the prerendered page.
    scrollRestoration: restoreScrollOnRender,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
