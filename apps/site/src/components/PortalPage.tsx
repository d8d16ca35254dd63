import { type AccountType, useAuth } from '@ardena/auth';
import { accountMenu } from '@ardena/content';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AccountLoading } from './AccountShell';
import { Page } from './Page';

const accountRoute = getRouteApi('/_account');

/**
 * A portal page. Its routes have already sent away signed-out visitors and the other account type
 * (src/routes/_account.tsx); until that check has run in the browser, and after a sign-out while the page is open,
 * it shows the page heading with a loading indicator (the prerendered state) instead of the portal.
 */
export function PortalPage({ portal, children }: { portal: AccountType; children: ReactNode }) {
  const { account } = accountRoute.useRouteContext();
  const { user } = useAuth();
  return <Page>{account && user ? children : <AccountLoading title={accountMenu.portals[portal].label} />}</Page>;
}
