// The early-event contract (docs/adr/0012-early-event-contract.md). React replays an event only on a root that exists;
// before an island's entry has created its root, a tap or a submit on it would be lost, and a native submit would
// leave the page. An inline script in the head (allowed by its CSP hash, like the colour-mode script) holds such
// events from the first byte and hands them to the island the moment its root exists.

/** Marks a part of the page that becomes one React root: island markers carry it, account pages carry it on `<html>`. */
export const earlyZoneAttribute = 'data-early-zone';
/** Set on a zone once its React root exists (React handles every later event itself). */
export const liveZoneAttribute = 'data-live';
/** The event a zone's runtime dispatches on it once its root exists: the script replays what it held for it. */
export const zoneLiveEvent = 'ardena:live';

// What a tap can be on: controls whose action is JavaScript. Links, fields, <details> work natively and are left alone.
const heldControls = 'button,[role=button],[role=tab],[role=switch],[role=menuitem],[role=checkbox],[role=radio]';
// Keys that move within a widget (tabs, menus) or close it; Enter and Space on a button arrive as clicks.
const heldKeys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape'];

/**
 * The inline script. While the zone an event happens in is not live it cancels a `submit` (no native request: it
 * would leave the page and put the form's data in a request the site cannot answer), a click on a control, and a
 * navigation key press on a non-field; one of each per target is kept (a second tap before the page is ready is
 * impatience, not intent). When the zone's runtime dispatches `ardena:live` on it, the held actions are performed
 * again in order, as ordinary DOM events React handles like the visitor's own: a tap as pointerdown, mousedown,
 * pointerup, mouseup and click (components act on any of them); a key press as a new `keydown`; a submit as a
 * cancelable `submit` event with its submitter. A submit nobody cancelled (no handler took it) is offered again every
 * 100 ms for 30 s, then sent natively, where the site server answers it. No library internals are read.
 */
export const earlyEventsScript = `(function(){var d=document,w=window,q=[],Z='[${earlyZoneAttribute}]',L=${JSON.stringify(
  liveZoneAttribute,
)},K=${JSON.stringify(heldKeys)};function z(t){var e=t&&t.closest?t.closest(Z):null;return e&&!e.hasAttribute(L)?e:null}function h(e,k,t,x){var s=z(t);if(!s)return;e.preventDefault();e.stopImmediatePropagation();for(var i=0;i<q.length;i++)if(q[i].t===t&&q[i].k===k)return;q.push({z:s,k:k,t:t,x:x})}function S(f,b,n){var e;try{e=new SubmitEvent('submit',{bubbles:true,cancelable:true,submitter:b})}catch(x){f.requestSubmit(b);return}if(!f.dispatchEvent(e)||!f.isConnected)return;if(n<300)setTimeout(S,100,f,b,n+1);else f.requestSubmit(b)}function T(t){var o={bubbles:true,cancelable:true,composed:true,view:w,button:0,buttons:1,isPrimary:true,pointerType:'mouse'};t.dispatchEvent(new PointerEvent('pointerdown',o));t.dispatchEvent(new MouseEvent('mousedown',o));o.buttons=0;t.dispatchEvent(new PointerEvent('pointerup',o));t.dispatchEvent(new MouseEvent('mouseup',o));t.click()}d.addEventListener('submit',function(e){h(e,'s',e.target,e.submitter)},true);d.addEventListener('click',function(e){var t=e.target&&e.target.closest?e.target.closest(${JSON.stringify(
  heldControls,
)}):null;if(t&&!t.disabled)h(e,'c',t)},true);d.addEventListener('keydown',function(e){var t=e.target;if(K.indexOf(e.key)<0||!t||t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))return;h(e,'k',t,{key:e.key,code:e.code,shiftKey:e.shiftKey,ctrlKey:e.ctrlKey,altKey:e.altKey,metaKey:e.metaKey})},true);d.addEventListener(${JSON.stringify(
  zoneLiveEvent,
)},function(e){var s=e.target,r=q.filter(function(a){return a.z===s});q=q.filter(function(a){return a.z!==s});r.forEach(function(a){if(!a.t.isConnected)return;if(a.k==='s')S(a.t,a.x&&a.x.form===a.t?a.x:null,0);else if(a.k==='c')T(a.t);else{a.x.bubbles=true;a.x.cancelable=true;a.t.dispatchEvent(new KeyboardEvent('keydown',a.x))}})},true)})();`;

/**
 * Called by a zone's runtime once React handles events there: an island right after `hydrateRoot` (React hydrates a
 * part synchronously for a discrete event on it; nothing in an island's hydrating render waits for code), the account
 * document once its page content has committed (its route content may still be hydrating when the root exists; the
 * submit of its sign-in form was not handled there in 2 of 4 throttled runs).
 */
export function markZoneLive(zone: Element): void {
  zone.setAttribute(liveZoneAttribute, '');
  zone.dispatchEvent(new Event(zoneLiveEvent));
}
