import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { hydrationState } from './state';

/**
 * Progressive hydration of the prerendered document (Preact browser build only; README "Progressive hydration").
 *
 * Taking over a whole page in one render is one long task: on a phone-class CPU it blocks input for hundreds of
 * milliseconds right after the page appears. So the first client render hydrates only the document's frame (head,
 * layout, main landmark) and leaves each `<HydrateLater>` block (header, page opening, sections, forms, footer) as the
 * server sent it: the block suspends, Preact keeps its DOM, and the blocks are then released one per task, in
 * document order, each hydrating its own kept nodes.
 * Nothing is re-created and nothing moves; a link in a section that has not hydrated yet still works as a link.
 *
 * Client navigations render normally: only sections present in the first render are deferred.
 */

type Phase = 'idle' | 'initial';

let phase: Phase = 'idle';
let pendingSections = 0;
const releaseQueue: (() => void)[] = [];
const afterHydration: (() => void)[] = [];
let restoreClientState: (() => Promise<unknown> | undefined) | undefined;

interface Gate {
  released: boolean;
  promise: Promise<void>;
}

function createGate(): Gate {
  let release: () => void = () => undefined;
  const gate: Gate = { released: false, promise: new Promise<void>((resolve) => (release = resolve)) };
  pendingSections += 1;
  releaseQueue.push(() => {
    gate.released = true;
    release();
  });
  return gate;
}

/** Releases one deferred section per task; its render runs in the microtasks of the task that released it. */
function releaseNextSection() {
  const release = releaseQueue.shift();
  if (!release) return;
  release();
  setTimeout(releaseNextSection, 0);
}

function completeInitialHydration() {
  void Promise.resolve(restoreClientState?.()).finally(() => {
    phase = 'idle';
    for (const callback of afterHydration.splice(0)) callback();
  });
}

/** Called right before the first client render of the prerendered document. */
export function beginInitialHydration(): void {
  phase = 'initial';
  hydrationState.rendering = true;
}

/**
 * Called right after the first client render returned. `restore` applies what the first render left out to match the
 * prerendered HTML (the URL's search params); it runs once every deferred section has hydrated.
 */
export function endInitialRender(restore?: () => Promise<unknown> | undefined): void {
  hydrationState.rendering = false;
  restoreClientState = restore;
  if (pendingSections === 0) completeInitialHydration();
  else setTimeout(releaseNextSection, 0);
}

/** Runs `callback` once the document is fully hydrated (at once when it already is, or in the React build). */
export function whenHydrated(callback: () => void): void {
  if (phase === 'idle') callback();
  else afterHydration.push(callback);
}

/** Renders the section's children only once its gate is released; while held, Preact keeps the server's nodes. */
function HeldSection({ gate, children }: { gate: Gate; children: ReactNode }) {
  if (!gate.released) throw gate.promise;
  hydrationState.rendering = true;
  return (
    <>
      {children}
      <SectionHydrated />
    </>
  );
}

/** Rendered after the section's content: the hydrating render of that section is over. */
function SectionHydrated() {
  hydrationState.rendering = false;
  useEffect(() => {
    pendingSections -= 1;
    if (pendingSections === 0) completeInitialHydration();
  }, []);
  return null;
}

/**
 * A block of the page that may hydrate after the first render (see above). Its children must render exactly one
 * element (a `<section>`, the `<footer>`): that is the node Preact keeps while the block waits. Until its turn the
 * block is the prerendered HTML: links navigate and fields take input, but buttons do nothing yet.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [gate] = useState(() =>
    __SITE_PREACT__ && phase === 'initial' && hydrationState.rendering ? createGate() : null,
  );
  if (!gate) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <HeldSection gate={gate}>{children}</HeldSection>
    </Suspense>
  );
}
