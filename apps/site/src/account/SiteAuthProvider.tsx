import { AuthProvider, type AuthProviderProps } from '@ardena/auth';
import { type ReactNode, useState } from 'react';
import { authRoutes } from '../accountPaths';
import { AccountSessionContext } from './accountSessionContext';
import { type AccountSession, createAccountSession } from './session';
import { notifySite } from './siteNotifications';

/**
 * The site's one AuthProvider setup: its routes, its notifications (toasts), and the client of `session`, which loads supabase-js only
 * once something calls `session.connect()` (an account page, or the header when an account can exist).
 */
export function SiteAuthProvider({
  session,
  onAuthEvent,
  children,
}: {
  session: AccountSession;
  /** Every auth event (the account pages start a portal's data with the session: account/portalPrefetch.ts). */
  onAuthEvent?: AuthProviderProps['onAuthEvent'];
  children: ReactNode;
}) {
  return (
    <AccountSessionContext.Provider value={session}>
      <AuthProvider notify={notifySite} client={session.client} routes={authRoutes} onAuthEvent={onAuthEvent}>
        {children}
      </AuthProvider>
    </AccountSessionContext.Provider>
  );
}

let browserSession: AccountSession | undefined;

/** One account session per page in the browser; the server makes one per render, so prerendered pages share none. */
function pageAccountSession(): AccountSession {
  if (typeof window === 'undefined') return createAccountSession();
  browserSession ??= createAccountSession();
  return browserSession;
}

/**
 * `children` under the site's AuthProvider, over the page's account session: for the header of a public page, an
 * island and its own React root (account pages have the router root's provider, src/routes/__root.tsx). The header
 * loads this module only when an account can be there and no provider is above it
 * (src/components/layout/SiteHeaderBar.tsx).
 */
export default function WithSiteAuth({ children }: { children: ReactNode }) {
  const [session] = useState(pageAccountSession);
  return <SiteAuthProvider session={session}>{children}</SiteAuthProvider>;
}
