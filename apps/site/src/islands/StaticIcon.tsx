import type { ContentIcon } from '@ardena/content';
import { createContext, type ReactNode, useContext } from 'react';
import { ServerMarkup } from './ServerMarkup';

/**
 * Draws a content icon where an island is rendered on the server (src/entry-server.tsx provides ContentIconView). The
 * browser has none: the icon map and its SVG paths (about 5 KB gzip) stay out of every island's code.
 */
export const ContentIconRenderer = createContext<((icon: ContentIcon) => ReactNode) | null>(null);

const contents = { display: 'contents' } as const;

/**
 * A decorative content icon inside an island, drawn once on the server and never by the browser: the icons of a card
 * never change, so hydration keeps the server's SVG (./ServerMarkup.tsx). Only for islands that always hydrate over
 * server HTML; rendered fresh in a browser, the icon is left out.
 */
export function StaticIcon({ icon }: { icon: ContentIcon | undefined }) {
  const render = useContext(ContentIconRenderer);
  if (!icon) return null;
  return <ServerMarkup as="span" style={contents} rendered={render ? render(icon) : null} />;
}
