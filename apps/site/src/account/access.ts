import { type AccountType, type PortalPath, resolvePortalRedirect, safeReturnPath, signInPath } from '@ardena/auth';
import type { SessionSnapshot } from './session';

// The decisions behind the account routes' `beforeLoad` redirects (src/routes/_account.tsx), as plain functions of
// the settled session so they are tested without a router. The rules themselves are @ardena/auth's.

/** `/auth`, remembering the page to return to after sign-in when it is a local path. */
export interface SignInRedirect {
  readonly to: typeof signInPath;
  readonly search: { readonly redirect?: string };
}

/** A signed-out visitor goes to `/auth` and comes back to `returnTo` (the page they opened) after signing in. */
export function signInRedirect(session: SessionSnapshot, returnTo: string): SignInRedirect | null {
  if (session.user) return null;
  const redirect = safeReturnPath(returnTo);
  return { to: signInPath, search: redirect ? { redirect } : {} };
}

/** A user whose profile names the other account type goes to their own portal; no profile yet means stay. */
export function ownPortalRedirect(session: SessionSnapshot, portal: AccountType): { readonly to: PortalPath } | null {
  const own = session.user ? resolvePortalRedirect(session.profile, portal) : null;
  return own ? { to: own } : null;
}
