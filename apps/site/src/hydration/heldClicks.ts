/**
 * Clicks on buttons before the app's code has run.
 *
 * Every page arrives prerendered and shows its buttons (the cookie banner's first of all) from the first paint, while
 * the app's modules are still downloading. A click on a button then would do nothing: the button has no handler yet,
 * and a submit button would post its form natively and reload the page. So a tiny inline script in the `<head>` (the
 * CSP allows it by hash, like the other pre-paint scripts) holds those clicks, and the app dispatches them again once
 * it listens: the Preact build right after its first render, where a click inside a block that still waits is held
 * again until that block is live (./progressive.tsx); the React build once the page has hydrated (../entry-client.tsx).
 *
 * Only clicks on buttons are held. Links, form fields and text selection already work without the app.
 */

const heldClicksGlobal = '__ardenaHeldClicks';

interface HeldClicks extends Array<MouseEvent> {
  /** Removes the script's listener: from then on the app handles clicks itself. */
  stop(): void;
}

declare global {
  interface Window {
    [heldClicksGlobal]?: HeldClicks;
  }
}

/**
 * The inline `<head>` script. It listens on `window` in the capture phase, so it runs before anything else. It acts
 * only while the browser parses the document: the router renders the head's scripts again on client navigations, and
 * a copy inserted then must not hold the live app's clicks.
 */
export const holdEarlyClicksScript = `(function(){if(document.readyState!=='loading')return;var w=window,q=[];function h(e){var b=e.target instanceof Element&&e.target.closest('button');if(!b||b.closest('a[href]'))return;e.preventDefault();e.stopImmediatePropagation();q.push(e)}q.stop=function(){w.removeEventListener('click',h,true)};w.addEventListener('click',h,true);w.${heldClicksGlobal}=q})();`;

/** Stops holding clicks and dispatches the held ones again, in the order they came, to the same buttons. */
export function replayHeldClicks(): void {
  const held = window[heldClicksGlobal];
  if (!held) return;
  delete window[heldClicksGlobal];
  held.stop();
  for (const event of held.splice(0)) event.target?.dispatchEvent(new MouseEvent('click', event));
}
