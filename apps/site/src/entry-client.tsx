import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
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
// The router's dehydrated state is restored before the first render instead of through `<RouterClient>`: that component
// suspends at the root while it waits, which React tolerates during hydration but preact/compat (the browser build,
// see README "First-load JavaScript") reports as an uncaught promise. Awaiting first renders the same tree either way.
const router = createAppRouter();
void Promise.all([
  hydrate(router),
  // Only in the opt-in preact/compat build (dead code otherwise); the dev server and default builds run React.
  __SITE_PREACT__ ? import('./preactDocument').then((module) => module.hydrateDocumentWithPreact()) : undefined,
])
  .then(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  })
  .finally(() => window.$_TSR?.h());
