import { createContext, type HTMLAttributes, type ReactNode, useContext } from 'react';

/**
 * An element of an island whose content is drawn on the server only. With `rendered` (the server's render, or an
 * island rendered in place) it draws it; with `rendered` null (an island hydrating over server HTML) it keeps what the
 * server drew: an element whose content is `dangerouslySetInnerHTML` is not hydrated child by child, and an unchanged
 * `__html` is never written again. The content's code then stays out of the island's bundle. The element itself
 * (its attributes) stays React's. It must stay mounted: drawn afresh in the browser, it would be empty.
 */
export function ServerMarkup({
  as: Element = 'div',
  rendered,
  ...attributes
}: { as?: 'div' | 'span'; rendered: ReactNode | null } & Omit<
  HTMLAttributes<HTMLElement>,
  'children' | 'dangerouslySetInnerHTML'
>) {
  if (rendered !== null) return <Element {...attributes}>{rendered}</Element>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so React keeps the server's markup
  return <Element {...attributes} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
}

/**
 * Parts of an island that its page renders on the server, by name (an island's `slots` prop): static markup an island
 * places (and shows or hides with what holds it), like the article grids of /insights' tabs, without their components
 * in the browser.
 */
export type ServerSlots = Readonly<Record<string, ReactNode>>;

/** The slots of the island being rendered on the server or in place; none while an island hydrates in the browser. */
export const ServerSlotsContext = createContext<ServerSlots | null>(null);

/**
 * Where an island places its slot `name`: drawn from the page's `slots` on the server (and when the island renders in
 * place), kept from the server's HTML when it hydrates. Only for islands that always hydrate over server HTML.
 */
export function ServerSlot({ name }: { name: string }) {
  const slots = useContext(ServerSlotsContext);
  return <ServerMarkup data-server-slot={name} rendered={slots ? (slots[name] ?? '') : null} />;
}
