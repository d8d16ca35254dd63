import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { type Island, IslandRoot, islandAttributes } from './defineIsland';
import { markZoneLive } from './earlyEvents';
import { finishScrollRestoration } from './historyScroll';

/**
 * Hydrates every marker of `island` as its own React root, at once: the entry module that calls this is a deferred
 * script and imports the component statically, so nothing in the hydrating render waits for code. React listens on
 * each root from here on; a click or key press on an island still hydrating makes React hydrate it and then handle the
 * event (it would drop the event if the island suspended, hence no `lazy()` on this path). Events made before the root
 * existed are held by the early-event contract and replayed as soon as it exists.
 */
export function hydrateIsland<P>(island: Island<P>): void {
  const { name, Component } = island.island;
  for (const marker of document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}="${name}"]`)) {
    const props = JSON.parse(marker.getAttribute(islandAttributes.props) ?? '{}') as P & object;
    hydrateRoot(
      marker,
      <StrictMode>
        <IslandRoot marker={marker}>
          <Component {...props} />
        </IslandRoot>
      </StrictMode>,
      { identifierPrefix: marker.getAttribute(islandAttributes.id) ?? undefined },
    );
    // React listens on the root from here on and hydrates the island at once for a discrete event on it: what the
    // visitor did before the root existed is handed over now (earlyEvents.ts).
    markZoneLive(marker);
  }
}

let scrollRestorationStarted = false;

/**
 * The body of every island entry (generated per `src/islands/*.island.tsx` file by vite.config.ts): hydrates the
 * islands the file declares, then, once per page, finishes the browser's back/forward scroll restoration.
 */
export function hydrateIslands(...islands: Island<never>[]): void {
  for (const island of islands) hydrateIsland(island);
  if (scrollRestorationStarted) return;
  scrollRestorationStarted = true;
  finishScrollRestoration();
}
