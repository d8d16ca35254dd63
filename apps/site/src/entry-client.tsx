import { RouterClient } from '@tanstack/react-router/ssr/client';
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

// Every page arrives prerendered (scripts/prerender.mjs); React 19 hydrates the document it received, replaying any
// click or key press made on a part that is still hydrating.
hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={createAppRouter()} />
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
