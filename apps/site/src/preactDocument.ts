import { Fragment, options, render, type VNode } from 'preact';

/**
 * Takes over the prerendered document with Preact (the browser build runs on preact/compat; README "First-load
 * JavaScript"). Two differences from React's `hydrateRoot(document, …)` are handled here.
 *
 * 1. `<html>` renders as a fragment. The root route renders the whole document, `<html>` included; React hydrates
 *    that into `document`, but Preact works inside `document.documentElement`, so an `<html>` element in the tree
 *    would be created again inside the existing one, leaving the prerendered page behind. As a fragment, its `<head>`
 *    and `<body>` adopt the elements the server sent, and the attributes of `<html>` (language, theme class set by the
 *    pre-paint script) stay as they are.
 *
 * 2. The document is adopted with `render`, not `hydrate`. Both reuse the server's nodes (Preact takes, for each
 *    element, the next unclaimed node with the same tag name), but `hydrate` trusts the server's attributes and never
 *    writes them, while `render` compares them with the client tree and corrects what differs. The prerender runs on
 *    React, whose `useId` values (`_R_…_`) differ from Preact's (`P0-…`), so after `hydrate` the existing nodes kept
 *    React's ids while every attribute written later used Preact's: the partner form's error-summary links pointed at
 *    ids no field had. State the client already knows at its first render (the router reads `?category=` from the
 *    URL, so `/insights` selects that tab at once) stayed as the server wrote it too, because the hydrating render and
 *    the next one agree, so nothing was ever patched. With `render`, the first client render is what the DOM shows,
 *    node identity is kept (tests/e2e/perf/hydration.spec.ts checks it), and only attributes and text that differ
 *    are written.
 */
export function renderDocumentWithPreact(tree: VNode): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === 'html') vnode.type = Fragment as VNode['type'];
    previous?.(vnode);
  };
  render(tree, document.documentElement);
}
