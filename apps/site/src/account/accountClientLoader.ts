// When the account area's client starts: not while the visitor is typing (docs/adr/0015-account-area-loading.md).
// Evaluating the client's code and hydrating the page take a few hundred milliseconds of main thread on a phone-class
// CPU; someone who types as soon as the sign-in form shows would otherwise wait on them key by key. The code is
// `modulepreload`ed all the same, so it has arrived when the start comes. Until then the prerendered page takes input,
// the early-event contract holds taps and submits (islands/earlyEvents.ts), and a sign-in leaves at once
// (./earlySignIn.ts).

/** A gap between key presses this long is a pause: someone typing fast leaves gaps well under it. */
const pauseMs = 300;
/** Typing longer than this (from when the code has arrived) does not hold the start any further. */
const maxWaitMs = 3000;
/**
 * Waiting for the code is only so that the start does not land in the middle of typing: past this, the loader goes on
 * (the import then waits for whatever is still downloading). Also a bound if a preload never reports.
 */
const maxCodeWaitMs = 10_000;

/**
 * The inline script that loads the account client's entry (`entryUrl`) in place of a `<script type="module">`. It
 * notes key presses from where it stands in the document (the end of the body). Once the document is parsed and the
 * page's `modulepreload`s have arrived (so the import evaluates at once rather than whenever the last file lands; not
 * those in `notWaitedFor`, which the client loads on its own as it starts; not at all in a browser without
 * `modulepreload`; at most `maxCodeWaitMs`), it imports the entry at the first gap of `pauseMs` between key presses (at
 * once when none come), at a submit (Enter in a field), or `maxWaitMs` later, whichever comes first. It listens on
 * `window` in the capture phase, before the early-event contract (on `document`) holds a submit.
 */
export function accountClientLoaderScript(entryUrl: string, notWaitedFor: readonly string[] = []): string {
  return `(function(){var w=window,d=document,k=-1/0,s=false,t,P=performance;function K(){k=P.now()}function S(){s=true}w.addEventListener('keydown',K,true);w.addEventListener('submit',S,true);function c(){var n=P.now(),q=n-k;if(s||q>=${pauseMs}||n-t>=${maxWaitMs}){w.removeEventListener('keydown',K,true);w.removeEventListener('submit',S,true);import(${JSON.stringify(entryUrl)});return}setTimeout(c,Math.min(${pauseMs}-q,100))}function r(){if(d.readyState==='loading'){d.addEventListener('DOMContentLoaded',r);return}t=P.now();c()}var N=${JSON.stringify(notWaitedFor)},L=[].filter.call(d.querySelectorAll('link[rel=modulepreload]'),function(l){return N.indexOf(l.getAttribute('href'))<0}),p=L.length+1,g=false;function o(){if(--p===0&&!g){g=true;r()}}var l=d.createElement('link');if(!(l.relList&&l.relList.supports&&l.relList.supports('modulepreload')))L=[],p=1;for(var i=0;i<L.length;i++){if(P.getEntriesByName(L[i].href).length)o();else{L[i].addEventListener('load',o);L[i].addEventListener('error',o)}}setTimeout(function(){if(!g){g=true;r()}},${maxCodeWaitMs});o()})();`;
}
