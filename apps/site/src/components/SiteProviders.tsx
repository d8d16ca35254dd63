import { LinkComponentProvider } from '@ardena/ui';
import type { ReactNode } from 'react';
import { HrefLink } from './AppLink';

/** App-wide settings of the design system, set once at the root: links in `@ardena/ui` components use the router. */
export function SiteProviders({ children }: { children: ReactNode }) {
  return <LinkComponentProvider linkComponent={HrefLink}>{children}</LinkComponentProvider>;
}
