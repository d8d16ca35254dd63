import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { needsAccountAtStart } from './account/sessionExpected';
import { createAppRouter } from './router';

declare global {
  interface Window {
    /** The router's inline bootstrap (from the prerendered page); `h()` tells it the router state is restored. */
    $_TSR?: { h(): void };
  }
}

// The account area's client (public pages hydrate only their islands: src/islands), imported by the page's inline
// loader once the document is parsed and the visitor is not typing (account/accountClientLoader.ts). Every page arrives
// prerendered (scripts/prerender.mjs). The router's state, and with it the code of the page's
// routes, is restored before React starts: nothing in the hydrating render then waits for code, so a click or key
// press on a part still hydrating makes React hydrate that part at once and handle the event (React drops discrete
// events on parts that suspend while hydrating).
const router = createAppRouter();
// A portal (or a visit with a stored session) needs supabase-js and the session first: start them now, alongside the
// hydration, rather than from the first effect after it.
if (needsAccountAtStart(window.location.pathname)) router.options.context.session.connect();
await hydrate(router);
window.$_TSR?.h();
hydrateRoot(
  document,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
