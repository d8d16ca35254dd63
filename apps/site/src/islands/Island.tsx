import { type ComponentType, createContext, type ReactNode, useContext, useEffect } from 'react';
import { SiteProviders } from '../components/SiteProviders';
import { earlyZoneAttribute } from './earlyEvents';

/**
 * The interactive parts of public pages, each with the entry module (`src/islands/entries/<entry>.tsx`) that hydrates
 * its markers. A page loads the entries of the islands it contains and nothing else; the layout's islands share one
 * entry since every page has all of them.
 */
export const islandEntries = {
  'skip-link': 'layout',
  header: 'layout',
  footer: 'layout',
  consent: 'layout',
  'typing-headline': 'typing-headline',
  'reveal-grid': 'reveal-grid',
  'insights-tabs': 'insights-tabs',
  newsletter: 'newsletter',
  'partner-access': 'partner-access',
  'quick-sign-in': 'quick-sign-in',
  'job-meta': 'job-meta',
  'job-cards': 'job-cards',
} as const;
export type IslandName = keyof typeof islandEntries;
export type IslandEntry = (typeof islandEntries)[IslandName];

/** Attributes of an island's marker element (its name, its `useId` prefix, its props as JSON). */
export const islandAttributes = { name: 'data-island', id: 'data-island-id', props: 'data-island-props' } as const;

/** One island met while rendering a public page on the server; rendered on its own once the page is done. */
export interface ServerIsland {
  name: IslandName;
  /** The `identifierPrefix` of its own root, so its ids are the same on the server and when it hydrates. */
  id: string;
  component: ComponentType<never>;
  props: object;
}

/**
 * Collects the islands of one server render of a public page (src/entry-server.tsx). There is none in the browser and
 * on account pages: there the whole document is one router root and islands render in place.
 */
export class IslandCollector {
  readonly islands: ServerIsland[] = [];
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** The placeholder the page's HTML carries until the island's own render replaces it. */
export function islandSlot(index: number): string {
  return `<!--ardena-island-${index}-->`;
}

const hydratedMarkers = new Set<Element>();

/**
 * What every island root renders around its component, on the server and when hydrating (the trees must match for
 * `useId`). In the browser, `marker` is the root's element: once every island of the page has committed, `<html>` gets
 * `data-hydrated` (tests and the bench wait for it).
 */
export function IslandRoot({ marker, children }: { marker?: Element; children: ReactNode }) {
  useEffect(() => {
    if (!marker) return;
    hydratedMarkers.add(marker);
    if (hydratedMarkers.size >= document.querySelectorAll(`[${islandAttributes.name}]`).length)
      document.documentElement.dataset.hydrated = 'true';
  }, [marker]);
  return <SiteProviders>{children}</SiteProviders>;
}

/**
 * An interactive part of a page. On a public page's server render it becomes a marker element (`display: contents`, so
 * layout is unchanged) with its name and serialisable props, filled with the component rendered as its own root; the
 * browser hydrates it with `hydrateRoot` (src/islands/hydrate.tsx). Elsewhere it renders the component in place.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
}: {
  name: IslandName;
  component: ComponentType<P>;
  /** Must survive `JSON.stringify`: the browser rebuilds them from the marker. */
  props: P;
}) {
  const collector = useContext(IslandCollectorContext);
  if (!collector) return <Component {...props} />;
  const index = collector.islands.length;
  const id = `${name}-${index}-`;
  collector.islands.push({ name, id, component: Component as ComponentType<never>, props });
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
