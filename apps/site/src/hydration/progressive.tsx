import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { replayHeldClicks, visitorMovedEarly } from './earlyVisitor';
import { hydrationState } from './state';

/**
 * Progressive hydration of the prerendered document (Preact browser build only; README "Progressive hydration").
 *
 * Taking over a whole page in one render is one long task: on a phone-class CPU it blocks input for hundreds of
 * milliseconds right after the page appears. So the first client render adopts little more than `<html>`, and leaves
 * each `<HydrateLater>` block (the `<head>`, `<body>` and `<main>`, then the header, page opening, sections, forms,
 * footer and cookie banner found as those hydrate) as the server sent it: the block suspends, Preact keeps its DOM, and
 * the block hydrates its own kept nodes later, when its trigger fires (`eagerIf` turns any trigger into `load` when the
 * visitor's state differs from the prerendered one):
 *  - `load`: right after the render that created it, one block per task, in document order;
 *  - `visible`: when the block comes near the viewport (blocks with scroll-triggered effects, such as revealed cards);
 *  - `interaction` (the default): when the visitor points at, touches, focuses or clicks inside it. The block
 *    hydrates in the microtasks of that event, before the click that follows it; a click that arrives with no
 *    event before it (assistive technology can do that) is held, and dispatched again once the block is live.
 * Any client navigation first hydrates every block still waiting (see `hydrateAllSections`).
 * Nothing is re-created and nothing moves; a link in a block that has not hydrated yet still works as a link.
 *
 * Client navigations render normally: only blocks present in the first render are deferred.
 */

export type HydrationTrigger = 'load' | 'visible' | 'interaction';

type Phase = 'idle' | 'initial';

interface Gate {
  trigger: HydrationTrigger;
  released: boolean;
  hydrated: boolean;
  /** The prerendered element the block keeps while it waits (set while the first render runs). */
  element: Element | null;
  promise: Promise<void>;
  release: () => void;
  afterHydrated: (() => void)[];
  /** The page-wide keys the block listens for once live (the header's search shortcut). */
  shortcut: ((event: KeyboardEvent) => boolean) | undefined;
  /** Released by the visitor's own event: its effects run in that event's task (see `releaseForVisitor`). */
  forVisitor: boolean;
  /** Whether this block's render asked for effects in the task and has not given that back yet. */
  holdsEffectsInTask: boolean;
}

let phase: Phase = 'idle';
let initialRenderDone = false;
let pendingLoadSections = 0;
/** Blocks whose trigger has not fired yet, or that fired but have not finished hydrating. */
const waitingGates = new Set<Gate>();
const unarmedGates: Gate[] = [];
const releaseQueue: Gate[] = [];
let releaseScheduled = false;
const afterHydration: (() => void)[] = [];
let restoreClientState: (() => Promise<unknown> | undefined) | undefined;
/** The gate of each rendered `<HydrateLater>`, by its props object (what Preact's `diffed` hook sees). */
const gateByProps = new WeakMap<object, Gate>();
let visibilityObserver: IntersectionObserver | undefined;

function createGate(trigger: HydrationTrigger, shortcut?: (event: KeyboardEvent) => boolean): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  const gate: Gate = {
    trigger,
    released: false,
    hydrated: false,
    element: null,
    promise,
    afterHydrated: [],
    shortcut,
    forVisitor: false,
    holdsEffectsInTask: false,
    release: () => {
      if (gate.released) return;
      gate.released = true;
      resolve();
    },
  };
  if (trigger === 'load') pendingLoadSections += 1;
  waitingGates.add(gate);
  unarmedGates.push(gate);
  return gate;
}

/** Releases queued blocks one per task; each block's render runs in the microtasks of the task that released it. */
function releaseNextQueued() {
  releaseScheduled = false;
  let gate = releaseQueue.shift();
  while (gate?.released) gate = releaseQueue.shift();
  if (!gate) return;
  gate.release();
  if (releaseQueue.length) scheduleRelease();
}

function scheduleRelease() {
  if (releaseScheduled) return;
  releaseScheduled = true;
  setTimeout(releaseNextQueued, 0);
}

function queueRelease(gate: Gate) {
  if (gate.released || releaseQueue.includes(gate)) return;
  releaseQueue.push(gate);
  scheduleRelease();
}

/** Sets the triggers of the blocks created by the render that just finished. */
function armGates() {
  for (const gate of unarmedGates.splice(0)) {
    if (!gate.element || gate.trigger === 'load') queueRelease(gate);
    else if (gate.trigger === 'visible') {
      visibilityObserver ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            visibilityObserver?.unobserve(entry.target);
            for (const waiting of waitingGates) if (waiting.element === entry.target) queueRelease(waiting);
          }
        },
        // Ahead of the viewport, so a block's own scroll effects (a card reveal) are set up before it shows.
        { rootMargin: '50% 0px' },
      );
      visibilityObserver.observe(gate.element);
    }
  }
  if (waitingGates.size > 0) listenForInteraction();
}

/** The waiting block around an event's target. Blocks never overlap: one nested in another is created by its render. */
function gateAround(target: EventTarget | null): Gate | undefined {
  if (!(target instanceof Node)) return undefined;
  for (const gate of waitingGates) if (gate.element?.contains(target)) return gate;
  return undefined;
}

/**
 * Set by the Preact build (../preactDocument.ts): `true` makes the effects of the renders that follow run right after
 * their commit, in the same task, instead of after the next frame; `false` gives the default back.
 */
let runEffectsInTask: ((inTask: boolean) => void) | undefined;
/** Blocks released by the visitor whose render has not committed yet. */
let blocksGoingLiveInTask = 0;

/**
 * Releases a block for the visitor's event. Its render already runs in that event's microtasks, but Preact runs
 * effects after the next frame, and a block is only live once its effects have run: a widget registers its parts from
 * them (a tab list's roving focus finds its tabs that way). A key pressed right after the focus that released the
 * block (a quick keyboard user, assistive technology, a test driver) would reach a tab list with no tabs and be lost.
 * So this block's effects run in the same task as its render, before any later event.
 */
function releaseForVisitor(gate: Gate) {
  if (gate.released) return;
  gate.forVisitor = true;
  gate.release();
}

function holdEffectsInTask(gate: Gate) {
  if (!gate.forVisitor || gate.holdsEffectsInTask || !runEffectsInTask) return;
  gate.holdsEffectsInTask = true;
  blocksGoingLiveInTask += 1;
  if (blocksGoingLiveInTask === 1) runEffectsInTask(true);
}

function giveBackEffectsInTask(gate: Gate) {
  if (!gate.holdsEffectsInTask) return;
  gate.holdsEffectsInTask = false;
  blocksGoingLiveInTask -= 1;
  if (blocksGoingLiveInTask === 0) runEffectsInTask?.(false);
}

function releaseAround(event: Event) {
  const gate = gateAround(event.target);
  if (gate) releaseForVisitor(gate);
}

/** A click with no pointer or focus event before it: hold it until the block is live, then dispatch it again. */
function replayClickWhenHydrated(event: MouseEvent) {
  const gate = gateAround(event.target);
  if (!gate || !(event.target instanceof Element)) return;
  if (event.target.closest('a[href]')) {
    // A link works without its block: let the browser follow it.
    releaseForVisitor(gate);
    return;
  }
  event.preventDefault();
  event.stopImmediatePropagation();
  const target = event.target;
  gate.afterHydrated.push(() => target.dispatchEvent(new MouseEvent('click', event)));
  releaseForVisitor(gate);
}

/** A page-wide shortcut of a waiting block: hold the key press until the block is live, then dispatch it again. */
function replayShortcutWhenHydrated(event: KeyboardEvent) {
  for (const gate of waitingGates) {
    if (!gate.shortcut?.(event)) continue;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target ?? document;
    gate.afterHydrated.push(() => target.dispatchEvent(new KeyboardEvent('keydown', event)));
    releaseForVisitor(gate);
    return;
  }
}

const interactionEvents = ['pointerdown', 'pointerover', 'touchstart', 'focusin', 'keydown'] as const;
let listening = false;

function listenForInteraction() {
  if (listening) return;
  listening = true;
  for (const type of interactionEvents)
    document.addEventListener(type, releaseAround, { capture: true, passive: true });
  document.addEventListener('click', replayClickWhenHydrated, { capture: true });
  document.addEventListener('keydown', replayShortcutWhenHydrated, { capture: true });
}

function stopListeningIfDone() {
  if (!listening || waitingGates.size > 0) return;
  listening = false;
  for (const type of interactionEvents) document.removeEventListener(type, releaseAround, { capture: true });
  document.removeEventListener('click', replayClickWhenHydrated, { capture: true });
  document.removeEventListener('keydown', replayShortcutWhenHydrated, { capture: true });
  visibilityObserver?.disconnect();
  visibilityObserver = undefined;
}

function completeInitialHydration() {
  void Promise.resolve(restoreClientState?.()).finally(() => {
    phase = 'idle';
    for (const callback of afterHydration.splice(0)) callback();
  });
}

/**
 * Called right before the first client render of the prerendered document. `effectsInTask` switches where the
 * renderer runs effects (see `releaseForVisitor`).
 */
export function beginInitialHydration(effectsInTask?: (inTask: boolean) => void): void {
  runEffectsInTask = effectsInTask;
  phase = 'initial';
  hydrationState.rendering = true;
}

/**
 * Called right after the first client render returned. `restore` applies what the first render left out to match the
 * prerendered HTML (the URL's search params); it runs once every `load` block has hydrated.
 */
export function endInitialRender(restore?: () => Promise<unknown> | undefined): void {
  hydrationState.rendering = false;
  initialRenderDone = true;
  restoreClientState = restore;
  armGates();
  // Clicks on buttons from before the app ran (./earlyVisitor.ts): one inside a block that waits is held again, above.
  replayHeldClicks();
  if (pendingLoadSections === 0) completeInitialHydration();
}

/**
 * Preact's `diffed` hook calls this for every vnode while the document hydrates: a `<HydrateLater>` that is waiting
 * learns which prerendered element it keeps (its first DOM node, the one element its children render).
 */
export function noteKeptElement(vnode: { type: unknown; props: object; __e?: Element | null }): void {
  if (vnode.type !== HydrateLater) return;
  const gate = gateByProps.get(vnode.props);
  if (gate && !gate.element && vnode.__e) gate.element = vnode.__e;
}

let firstRenderRestoration = true;

/**
 * The router's `scrollRestoration` test, asked once each render is on screen. Its first render (the hydration) would
 * restore the saved scroll position of this page, or scroll to the top: skipped when the visitor has already scrolled
 * or moved focus (noted from the first byte by the inline script of ./earlyVisitor.ts), whose place wins. Every later
 * render (client navigations) restores as usual.
 */
export function restoreScrollOnRender(): boolean {
  // The prerender asks too, for the router's inline restoration script: always yes there.
  if (typeof window === 'undefined' || !firstRenderRestoration) return true;
  firstRenderRestoration = false;
  return !visitorMovedEarly();
}

/** Runs `callback` once the document's `load` blocks have hydrated (at once when they have, or in the React build). */
export function whenHydrated(callback: () => void): void {
  if (phase === 'idle') callback();
  else afterHydration.push(callback);
}

/** Whether any block of the first render is still waiting for its trigger (always false in the React build). */
export function hasWaitingSections(): boolean {
  return waitingGates.size > 0;
}

/**
 * Hydrates every block still waiting, one per task, and resolves once all are live. A client navigation waits for
 * this first: a block hydrates by adopting the server's attributes, so it must do so before the page's state moves
 * on from what the server rendered.
 */
export function hydrateAllSections(): Promise<void> {
  const gates = [...waitingGates];
  for (const gate of gates) queueRelease(gate);
  return Promise.all(gates.map((gate) => new Promise<void>((resolve) => gate.afterHydrated.push(resolve)))).then(
    () => undefined,
  );
}

/** Renders the section's children only once its gate is released; while held, Preact keeps the server's nodes. */
function HeldSection({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.released) throw gate.promise;
  hydrationState.rendering = true;
  // Before its children render: the renderer decides where to run a component's effects as it renders it.
  holdEffectsInTask(gate);
  return (
    <>
      {children}
      <SectionHydrated gate={gate} />
    </>
  );
}

/** Rendered after the section's content: the hydrating render of that section is over. */
function SectionHydrated({ gate }: { gate: Gate }) {
  hydrationState.rendering = false;
  // A layout effect: it runs as the section's render commits, so a click right after the pointer event that released
  // the section is not mistaken for one that arrived before the section was live.
  useLayoutEffect(() => {
    // Every component of the block has rendered, so their effects are already queued for this task.
    giveBackEffectsInTask(gate);
    if (gate.hydrated) return;
    gate.hydrated = true;
    waitingGates.delete(gate);
    // Blocks nested in this one were created by its render.
    if (initialRenderDone) armGates();
    if (gate.trigger === 'load') {
      pendingLoadSections -= 1;
      if (pendingLoadSections === 0) completeInitialHydration();
    }
  }, [gate]);
  // Held events are dispatched again from a passive effect: the section's own passive effects (a page-wide key
  // listener, for one) ran just before this one, its last child's.
  useEffect(() => {
    for (const callback of gate.afterHydrated.splice(0)) callback();
    stopListeningIfDone();
  }, [gate]);
  return null;
}

export interface HydrateLaterProps {
  children: ReactNode;
  /** When the block hydrates (see above); `interaction` by default. */
  when?: HydrationTrigger;
  /** Read in the browser before the first render: true hydrates the block at load whatever `when` says. */
  eagerIf?: () => boolean;
  /**
   * Keys the block handles anywhere on the page once live (a search shortcut): pressed while the block waits, they
   * hydrate it and are dispatched again to the live block.
   */
  shortcut?: (event: KeyboardEvent) => boolean;
}

/**
 * A block of the page that may hydrate after the first render (see above). Its children must render exactly one
 * element (a `<section>`, the `<footer>`): that is the node Preact keeps while the block waits. Until its turn the
 * block is the prerendered HTML: links navigate and fields take input; buttons act once their block is live.
 */
export function HydrateLater(props: HydrateLaterProps) {
  const { children, when = 'interaction', eagerIf, shortcut } = props;
  const [gate] = useState(() =>
    __SITE_PREACT__ && phase === 'initial' && hydrationState.rendering
      ? createGate(eagerIf?.() ? 'load' : when, shortcut)
      : null,
  );
  if (!gate) return <>{children}</>;
  gateByProps.set(props, gate);
  return (
    <Suspense fallback={null}>
      <HeldSection gate={gate}>{children}</HeldSection>
    </Suspense>
  );
}
