import type { ComponentType, ReactElement } from 'react';
import { type IslandServer, islandAttributes } from './defineIsland';
import { earlyZoneAttribute } from './earlyEvents';
import type { ServerSlots } from './ServerMarkup';

/** One island met while rendering a public page on the server; rendered on its own once the page is done. */
export interface ServerIsland {
  name: string;
  /** The `identifierPrefix` of its own root, so its ids are the same on the server and when it hydrates. */
  id: string;
  component: ComponentType<never>;
  props: object;
  /** The parts its page drew for it (./ServerMarkup.tsx), rendered into its root on the server only. */
  slots: ServerSlots;
}

/** The placeholder the page's HTML carries until the island's own render replaces it. */
export function islandSlot(index: number): string {
  return `<!--ardena-island-${index}-->`;
}

/**
 * Collects the islands of one server render of a public page (src/entry-server.tsx, through the router's context).
 * Each island becomes a marker element (`display: contents`, so layout is unchanged) with its name, its `useId`
 * prefix and its props as JSON, holding a placeholder that the island's own render replaces.
 */
export class IslandCollector implements IslandServer {
  readonly islands: ServerIsland[] = [];

  mark<P extends object>(name: string, Component: ComponentType<P>, props: P, slots: ServerSlots = {}): ReactElement {
    const index = this.islands.length;
    const id = `${name}-${index}-`;
    this.islands.push({ name, id, component: Component as ComponentType<never>, props, slots });
    return (
      <div
        {...{
          [islandAttributes.name]: name,
          [islandAttributes.id]: id,
          [islandAttributes.props]: JSON.stringify(props),
          // Events on the island before its root exists are held by the early-event contract (earlyEvents.ts).
          [earlyZoneAttribute]: '',
        }}
        style={{ display: 'contents' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a comment placeholder, replaced by the island's own render
        dangerouslySetInnerHTML={{ __html: islandSlot(index) }}
      />
    );
  }
}
