import type { ElementType, ReactNode } from 'react';

/**
 * What a component renders for a link to another page: a plain `<a>` by default, or the app's router link
 * (`createLink(Link)` from TanStack Router, adapted to take `href`). `ui` never imports the router itself.
 */
export type LinkComponent = ElementType<{ href: string; className?: string; children?: ReactNode }>;
