import { type ComponentType, createContext, type ReactElement, type ReactNode, useContext, useEffect } from 'react';
import { SiteProviders } from '../providers/SiteProviders';
import { type ServerSlots, ServerSlotsContext } from './ServerMarkup';

/**
 * `T` where every part of it survives `JSON.stringify` and `JSON.parse` unchanged (strings, finite numbers, booleans,
 * null, arrays and plain objects of those; optional properties may be absent), else `never` in the parts that do not
 * (functions, dates, maps, elements, `undefined` in a required property). An island's props must satisfy it: the
 * browser rebuilds them from the marker's JSON.
 */
export type JsonSafe<T> = T extends string | number | boolean | null
  ? T
  : T extends (...args: never[]) => unknown
    ? never
    : T extends readonly unknown[]
      ? { [K in keyof T]: JsonSafe<T[K]> }
      : T extends object
        ? { [K in keyof T]: JsonSafe<T[K]> }
        : never;

/**
 * An island declared with `defineIsland`: render it like its component, plus the server-drawn parts it places with
 * `ServerSlot` (`slots`, never serialised); its definition travels with it.
 */
export type Island<P> = ((props: P & { slots?: ServerSlots }) => ReactElement) & {
  /** Its name (the marker's `data-island`) and component, read by the server render and the client entry. */
  readonly island: IslandDefinition<P>;
};

export interface IslandDefinition<P> {
  readonly name: string;
  readonly Component: ComponentType<P>;
}

/** Attributes of an island's marker element (its name, its `useId` prefix, its props as JSON). */
export const islandAttributes = { name: 'data-island', id: 'data-island-id', props: 'data-island-props' } as const;

/**
 * Renders an island where the page is rendered on the server (src/islands/IslandCollector.tsx): as a marker, collecting
 * the island for its own render. None in the browser and on account pages, where islands render in place; the marker
 * code then stays out of the browser's bundles.
 */
export interface IslandServer {
  mark<P extends object>(name: string, Component: ComponentType<P>, props: P, slots?: ServerSlots): ReactElement;
}

export const IslandServerContext = createContext<IslandServer | null>(null);

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
 * Declares an interactive part of a page, once, in `src/islands/<entry>.island.tsx`: pages render the returned
 * component with the component's own props, and the file is the browser entry that hydrates every island it declares
 * (vite.config.ts makes one entry per file). On a public page's server render the island becomes a marker element
 * (./IslandCollector.tsx) filled with the component rendered as its own root; the browser hydrates it with
 * `hydrateRoot` (./hydrate.tsx). Elsewhere (the browser, account pages) it renders the component in place. Props must be JSON-safe (`JsonSafe`): a prop that is not is a type error here.
 */
export function defineIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  // Empty when P is JSON-safe; otherwise the call misses this argument and the compiler names it.
  ...propsMustBeJsonSafe: [P] extends [JsonSafe<P>] ? [] : [propsMustBeJsonSafe: never]
): Island<P> {
  void propsMustBeJsonSafe;
  function IslandMarker({ slots, ...rest }: P & { slots?: ServerSlots }): ReactElement {
    const props = rest as unknown as P;
    const server = useContext(IslandServerContext);
    if (server) return server.mark(name, Component, props, slots);
    return (
      <ServerSlotsContext.Provider value={slots ?? {}}>
        <Component {...props} />
      </ServerSlotsContext.Provider>
    );
  }
  return Object.assign(IslandMarker, { island: { name, Component } });
}

/** Whether `value` (an export of an `.island.tsx` module) is an island declared with `defineIsland`. */
export function isIsland(value: unknown): value is Island<never> {
  return typeof value === 'function' && 'island' in value;
}
