import { createContext, type ElementType, type ReactNode, useContext } from 'react';

/** What `@ardena/ui` passes to the element it renders for a link to another page. */
export interface LinkComponentProps {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  onClick?: () => void;
  children?: ReactNode;
}

/**
 * The element every `@ardena/ui` component renders for a link to another page: a plain `<a>` by default, or the
 * app's router link adapted to take `href` (for example TanStack Router's `Link` or Next.js's `Link`). `ui` never
 * imports a router itself.
 */
export type LinkComponent = ElementType<LinkComponentProps>;

const LinkComponentContext = createContext<LinkComponent>('a');

export interface LinkComponentProviderProps {
  /** The link element for every `@ardena/ui` component below. */
  linkComponent: LinkComponent;
  children?: ReactNode;
}

/** Sets the link element once for the app: put it near the root, around everything that renders `@ardena/ui`. */
export function LinkComponentProvider({ linkComponent, children }: LinkComponentProviderProps) {
  return <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>;
}

/** The link element of the nearest `LinkComponentProvider`, or `'a'` without one. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkComponentContext);
}
