import { type AccountType, resolvePortalRedirect, safeReturnPath } from '@ardena/auth';
import { authRoutes } from '../accountPaths';
import type { SessionSnapshot } from './session';

type PortalPath = (typeof authRoutes.portals)[AccountType];

// The decisions behind the account routes' `beforeLoad` redirects (src/routes/_account.tsx), as plain functions of
// the settled session so they are tested without a router. The rules themselves are @ardena/auth's.

/** The sign-in page, remembering the page to return to after sign-in when it is a local path. */
export interface SignInRedirect {
  readonly to: typeof authRoutes.signIn;
  readonly search: { readonly redirect?: string };
}

/** A signed-out visitor goes to the sign-in page and comes back to `returnTo` (the page they opened) after signing in. */
export function signInRedirect(session: SessionSnapshot, returnTo: string): SignInRedirect | null {
  if (session.user) return null;
  const redirect = safeReturnPath(returnTo);
  return { to: authRoutes.signIn, search: redirect ? { redirect } : {} };
}

/** A user whose profile names the other account type goes to their own portal; no profile yet means stay. */
export function ownPortalRedirect(session: SessionSnapshot, portal: AccountType): { readonly to: PortalPath } | null {
  // The rule answers with one of `authRoutes.portals`, the site's typed routes.
  const own = session.user ? (resolvePortalRedirect(session.profile, portal, authRoutes) as PortalPath | null) : null;
  return own ? { to: own } : null;
}
