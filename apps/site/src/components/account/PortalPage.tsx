import { type AccountType, useAuth } from '@ardena/auth';
import { accountMenu } from '@ardena/content';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';
import { Page } from '../page/PageColumn';
import { AccountLoading } from './AccountShell';

const accountRoute = getRouteApi('/_account');

/**
 * A portal page. Its routes have already sent away signed-out visitors and the other account type
 * (src/routes/_account.tsx); until that check has run in the browser, and after a sign-out while the page is open,
 * it shows the page heading with a loading indicator (the prerendered state) instead of the portal.
 */
export function PortalPage({ portal, children }: { portal: AccountType; children: ReactNode }) {
  const { account } = accountRoute.useRouteContext();
  const { user } = useAuth();
  const ready = Boolean(account && user);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Arriving from the sign-in form (which is gone) or after the loading state, focus would be nowhere (BODY): it
    // moves to the portal's heading, so keyboard and screen-reader users start at the top of what they came for.
    if (!ready || (document.activeElement && document.activeElement !== document.body)) return;
    const heading = content.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }, [ready]);
  return (
    <Page>
      <div ref={content} style={{ display: 'contents' }}>
        {ready ? children : <AccountLoading title={accountMenu.portals[portal].label} />}
      </div>
    </Page>
  );
}
