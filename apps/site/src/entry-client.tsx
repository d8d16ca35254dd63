import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydrateDocumentWithPreact } from './preactDocument';
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
// Production browser builds alias React to preact/compat; the dev server runs React and needs no adjustment.
if (import.meta.env.PROD) hydrateDocumentWithPreact();
const router = createAppRouter();
void hydrate(router)
  .then(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  })
  .finally(() => window.$_TSR?.h());
