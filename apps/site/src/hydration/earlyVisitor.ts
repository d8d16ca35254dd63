/**
 * What a visitor does before the app's code has run.
 *
 * Every page arrives prerendered and is usable from the first paint, while the app's modules are still downloading:
 * the cookie banner's buttons show, links and fields work, and the visitor may scroll or tab through the page. A tiny
 * inline script in the `<head>` (the CSP allows it by hash, like the other pre-paint scripts) looks after two things
 * until the app takes over:
 *
 * - **Clicks on buttons.** A click on a button then would do nothing: the button has no handler yet, and a submit
 *   button would post its form natively and reload the page. So the script holds those clicks, and the app dispatches
 *   them again once it listens: the Preact build right after its first render, where a click inside a block that
 *   still waits is held again until that block is live (./progressive.tsx); the React build once the page has
 *   hydrated (../entry-client.tsx). Only clicks on buttons are held. Links, form fields and text selection already
 *   work without the app.
 * - **Where the visitor went.** The router's first render restores the page's saved scroll position, or the top. If
 *   the visitor already scrolled or moved focus (to the footer's Cookie settings, say), that would take the focused
 *   element out of view, so the script notes the first scroll or focus move and the router keeps the visitor's place
 *   (`restoreScrollOnRender` in ./progressive.tsx).
 */

const heldClicksGlobal = '__ardenaHeldClicks';
const movedEarlyGlobal = '__ardenaMovedEarly';

interface HeldClicks extends Array<MouseEvent> {
  /** Removes the script's listener: from then on the app handles clicks itself. */
  stop(): void;
}

declare global {
  interface Window {
    [heldClicksGlobal]?: HeldClicks;
    [movedEarlyGlobal]?: boolean;
  }
}

/**
 * The inline `<head>` script. Its click and focus listeners capture on `window` and `document`, so they run before
 * anything else. It acts only while the browser parses the document: the router renders the head's scripts again on
 * client navigations, and a copy inserted then must not hold the live app's clicks.
 */
export const earlyVisitorScript = `(function(){if(document.readyState!=='loading')return;var w=window,d=document,q=[];function h(e){var b=e.target instanceof Element&&e.target.closest('button');if(!b||b.closest('a[href]'))return;e.preventDefault();e.stopImmediatePropagation();q.push(e)}q.stop=function(){w.removeEventListener('click',h,true)};w.addEventListener('click',h,true);w.${heldClicksGlobal}=q;function m(){w.${movedEarlyGlobal}=true;w.removeEventListener('scroll',m);d.removeEventListener('focusin',m,true)}w.addEventListener('scroll',m,{passive:true});d.addEventListener('focusin',m,true)})();`;

/**
 * Whether the visitor scrolled the page or moved focus since the document started to parse (read when the router's
 * first render restores the scroll position).
 */
export function visitorMovedEarly(): boolean {
  return window[movedEarlyGlobal] === true;
}

/** Stops holding clicks and dispatches the held ones again, in the order they came, to the same buttons. */
export function replayHeldClicks(): void {
  const held = window[heldClicksGlobal];
  if (!held) return;
  delete window[heldClicksGlobal];
  held.stop();
  for (const event of held.splice(0)) event.target?.dispatchEvent(new MouseEvent('click', event));
}
