import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

/**
 * The path the document was prerendered at, when it differs from the address: the not-found page is one file, rendered
 * at a probe path and served at every unknown one (scripts/prerender.mjs marks its `<html>`). Its router state was
 * dehydrated for the probe path, so the router starts there and the visitor's address is put back once the page has
 * hydrated; otherwise the router would see a match the server never rendered.
 */
function prerenderedPathOtherThanAddress(): string | undefined {
  const prerendered = document.documentElement.dataset.prerenderedPath;
  return prerendered && prerendered !== window.location.pathname ? prerendered : undefined;
}

const address = `${window.location.pathname}${window.location.search}${window.location.hash}`;
const prerenderedPath = prerenderedPathOtherThanAddress();
if (prerenderedPath) window.history.replaceState(window.history.state, '', `${prerenderedPath}${window.location.hash}`);

declare global {
  interface Window {
    /** The router's inline bootstrap (from the prerendered page); `h()` tells it the router state is restored. */
    $_TSR?: { h(): void };
  }
}

// Every page arrives prerendered (scripts/prerender.mjs). The router's state, and with it the code of the page's
// routes, is restored before React starts: nothing in the hydrating render then waits for code, so a click or key
// press on a part still hydrating makes React hydrate that part at once and handle the event (React drops discrete
// events on parts that suspend while hydrating).
const router = createAppRouter();
await hydrate(router);
window.$_TSR?.h();
hydrateRoot(
  document,
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

if (prerenderedPath) {
  // `Page` marks the end of hydration with `data-hydrated`. The router's history wraps `history.replaceState` to
  // follow other code's changes, so the prototype's method puts the address back without a navigation.
  new MutationObserver((_, observer) => {
    if (!document.documentElement.dataset.hydrated) return;
    observer.disconnect();
    History.prototype.replaceState.call(window.history, window.history.state, '', address);
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}
