import { Fragment, hydrate, type Options, options, type VNode } from 'preact';
import { beginInitialHydration, endInitialRender, noteKeptElement } from './hydration/progressive';
import { hydrationState } from './hydration/state';

/**
 * Attributes whose values are element ids. The prerender runs on React, whose `useId` values (`_R_…_`) differ from
 * Preact's (`P0-…`), and hydration keeps the server's attributes; an element written later (an error summary's link,
 * a field's error message) would carry Preact's id and point at nothing. While hydrating, these attributes are set to
 * the client's values where they differ, so both sides of every reference use one scheme. Only elements with generated
 * ids are written; all other attributes stay exactly as the server sent them.
 */
const idAttributes = [
  ['id', 'id'],
  ['for', 'htmlFor'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-controls', 'aria-controls'],
  ['aria-errormessage', 'aria-errormessage'],
  ['name', 'name'],
] as const;

/** Preact's vnode with its (stable, documented for tooling) mangled reference to the rendered DOM node. */
type RenderedVNode = VNode<Record<string, unknown>> & { __e?: Element | null };

function reconcileIds(vnode: RenderedVNode): void {
  const element = vnode.__e;
  if (typeof vnode.type !== 'string' || !element || element.nodeType !== 1) return;
  for (const [attribute, prop] of idAttributes) {
    const value = vnode.props[prop] ?? (prop === 'htmlFor' ? vnode.props.for : undefined);
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (element.getAttribute(attribute) !== String(value)) element.setAttribute(attribute, String(value));
  }
}

/** The scheduler Preact used for effects before `runEffectsInTask(true)` (none: its own after-the-frame default). */
let frameScheduler: Options['requestAnimationFrame'];

/**
 * Where Preact runs effects (`useEffect`): after the next frame by default, or, while a block the visitor reached for
 * goes live (../hydration/progressive.tsx, `releaseForVisitor`), in a microtask right after the render's commit.
 * Preact compares this option with the one it last used and schedules its next flush with the new one.
 */
function runEffectsInTask(inTask: boolean): void {
  if (inTask) {
    frameScheduler = options.requestAnimationFrame;
    options.requestAnimationFrame = (flush) => queueMicrotask(flush);
  } else {
    options.requestAnimationFrame = frameScheduler;
  }
}

/**
 * Hydrates the prerendered document with Preact (the browser build runs on preact/compat; README "First-load
 * JavaScript" and "Progressive hydration").
 *
 * `<html>` renders as a fragment: the root route renders the whole document, `<html>` included; React hydrates that
 * into `document`, but Preact works inside `document.documentElement`, so an `<html>` element in the tree would be
 * created again inside the existing one. As a fragment, its `<head>` and `<body>` adopt the elements the server sent,
 * and the attributes of `<html>` (language, theme class set by the pre-paint script) stay as they are.
 *
 * Like React's `hydrateRoot`, hydration adopts the server's nodes and attributes without rewriting them, so the first
 * client render must match the prerendered HTML: stores render their server snapshot first (src/preactReact.ts) and
 * the URL's search params are applied after hydration (`restore`).
 */
export function hydrateDocumentWithPreact(tree: VNode, restore?: () => Promise<unknown> | undefined): void {
  const previousVNode = options.vnode;
  options.vnode = (vnode: VNode) => {
    if (vnode.type === 'html') vnode.type = Fragment as VNode['type'];
    previousVNode?.(vnode);
  };
  const previousDiffed = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (hydrationState.rendering) reconcileIds(vnode as RenderedVNode);
    noteKeptElement(vnode as RenderedVNode);
    previousDiffed?.(vnode);
  };
  beginInitialHydration(runEffectsInTask);
  try {
    hydrate(tree, document.documentElement);
  } finally {
    endInitialRender(restore);
  }
}
