import { hasStoredSession } from '@ardena/auth';
import { useEffect } from 'react';
import { authRoutes, isAccountPath } from '../accountPaths';
import { backend, backendSessionKey } from '../backend';

/** A confirmation or recovery link landed here (or failed): supabase-js turns the fragment into a session or an error. */
export function authRedirectInUrl(): boolean {
  return /(^#|&)(access_token|error_description)=/.test(window.location.hash);
}

/** Whether this visit has an account to load: a stored session, or an auth redirect in the URL. */
export function accountExpected(): boolean {
  return hasStoredSession(backend.url) || authRedirectInUrl();
}

/**
 * Whether the page at `pathname` needs supabase-js as it starts: a portal always (its first screen is the account's
 * data, or the redirect of a visitor without a session), the sign-in page and public pages only when an account is
 * expected. Everywhere else it loads on the first touch of something that needs it.
 */
export function needsAccountAtStart(pathname: string): boolean {
  const portal = isAccountPath(pathname) && pathname !== authRoutes.signIn;
  return portal || accountExpected();
}

/**
 * Calls `onStored` when another tab of this site stores a session (a sign-in there), while `watching`; the header
 * shows the account from then on.
 */
export function useSessionStoredElsewhere(watching: boolean, onStored: () => void): void {
  useEffect(() => {
    if (!watching) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === backendSessionKey && event.newValue) onStored();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [watching, onStored]);
}
