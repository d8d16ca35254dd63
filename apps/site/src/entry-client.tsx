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
  const router = createAppRouter();
  void Promise.all([hydrate(router), import('./preactDocument')])
    .then(([, { renderDocumentWithPreact }]) => renderDocumentWithPreact(<RouterProvider router={router} />))
    .finally(() => window.$_TSR?.h());
} else {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={createAppRouter()} />
    </StrictMode>,
  );
}
