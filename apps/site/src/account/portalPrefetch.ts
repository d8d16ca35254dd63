import {
  type ArdenaSupabaseClient,
  type AuthProviderProps,
  prefetchBusinessMetrics,
  prefetchTransactions,
  transactionsPageSize,
} from '@ardena/auth';
import { authRoutes } from '../accountPaths';
import type { AccountSession } from './session';

/**
 * Starts the data the open portal shows first as soon as supabase-js has read the stored session, alongside the
 * profile request instead of after it (the route waits for the profile to check the account type, then the portal
 * would ask for its data: one round trip more). The portal's hooks take these requests over.
 */
export function prefetchPortalData(client: ArdenaSupabaseClient, userId: string, pathname: string): void {
  // Outside supabase-js's auth-state callback, where a request waiting for the session would wait for the callback.
  setTimeout(() => {
    if (pathname === authRoutes.portals.consumer)
      prefetchTransactions(client, userId, { pageSize: transactionsPageSize });
    else if (pathname === authRoutes.portals.business) prefetchBusinessMetrics(client, userId);
  }, 0);
}

/**
 * The AuthProvider's `onAuthEvent` for the account pages: when supabase-js has read the session stored for this site,
 * starts the open portal's data (public pages' header does not: they show no account data).
 */
export function prefetchOnSession(session: AccountSession): NonNullable<AuthProviderProps['onAuthEvent']> {
  return (event, authSession) => {
    if (event !== 'INITIAL_SESSION' || !authSession) return;
    void session.client.then((client) => prefetchPortalData(client, authSession.user.id, window.location.pathname));
  };
}
