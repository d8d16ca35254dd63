import { type ReactNode, useEffect } from 'react';
import { earlyZoneAttribute, markZoneLive } from '../../islands/earlyEvents';
import * as layout from '../../layout.css';

/** Page wrapper: the layout column every route renders into. */
export function Page({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Set once the page has hydrated (effects run after the hydrating commit): tests and tooling wait for it.
    document.documentElement.dataset.hydrated = 'true';
    // On an account page the document is the early-event zone (routes/__root.tsx): its content is live now, so a
    // submit or tap held since the first byte is replayed (islands/earlyEvents.ts).
    if (document.documentElement.hasAttribute(earlyZoneAttribute)) markZoneLive(document.documentElement);
  }, []);
  return <div className={`${layout.container} ${layout.page}`}>{children}</div>;
}
