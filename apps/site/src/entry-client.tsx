import { RouterProvider } from '@tanstack/react-router';
import { hydrate, RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

declare global {
  interface Window {
    /** The router's inline bootstrap (from the prerendered page); `h()` tells it hydration finished. */
    $_TSR?: { h(): void };
  }
}

// Every page arrives prerendered (scripts/prerender.mjs); the browser only hydrates the document it received.
if (__SITE_PREACT__) {
  // Default preact/compat build (README "First-load JavaScript"): `<RouterClient>` suspends at the root while it
  // restores the router's state, which React tolerates during hydration and Preact reports as an uncaught promise, so
  // the state is restored first and `<RouterProvider>` (the same tree) takes over the document after it.
  // Pages are prerendered without a query string and hydration keeps the server's attributes, so the first render
  // must match that: the router starts on the URL without its search params, which are applied once the document
  // has hydrated (`/insights?category=…` then selects its tab, `/auth?tab=…` its form).
  const { pathname, search, hash } = window.location;
  if (search) window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
  const router = createAppRouter();
  const restoreSearch = search
    ? () => router.navigate({ href: `${pathname}${search}${hash}`, replace: true, resetScroll: false })
    : undefined;
  void Promise.all([hydrate(router), import('./preactDocument')])
    // A task of its own for the first render (README "Progressive hydration"): restoring the router's state loads
    // and evaluates the route's code, and the two together would block input for longer.
    .then(([, module]) => new Promise<typeof module>((resolve) => setTimeout(() => resolve(module), 0)))
    .then(({ hydrateDocumentWithPreact }) =>
      hydrateDocumentWithPreact(<RouterProvider router={router} />, restoreSearch),
    )
    .finally(() => window.$_TSR?.h());
} else {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={createAppRouter()} />
    </StrictMode>,
  );
}
