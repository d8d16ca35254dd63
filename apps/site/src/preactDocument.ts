import { Fragment, options, type VNode } from 'preact';

/**
 * The browser build runs on preact/compat (README "First-load JavaScript"). The root route renders the whole document,
 * `<html>` included; React hydrates that into `document`, but Preact hydrates into `document.documentElement`, so an
 * `<html>` element in the tree would be created again inside the existing one, leaving the prerendered page behind.
 * On the client, `<html>` therefore renders as a fragment: its `<head>` and `<body>` hydrate the elements the server
 * sent, and the attributes of `<html>` (language, theme class set by the pre-paint script) stay as they are.
 */
export function hydrateDocumentWithPreact(): void {
  const previous = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === 'html') vnode.type = Fragment as VNode['type'];
    previous?.(vnode);
  };
}
