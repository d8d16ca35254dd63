import type { AccountType } from '../forms/validation';

/**
 * The app's own paths this package links and redirects to. Passed once to `AuthProvider` (`routes`), which hands them
 * to `AccountMenu`, `PortalGuard` and the password-recovery links; the guard functions, which run outside React (a
 * router's `beforeLoad`), take the same object as their last argument.
 */
export interface AuthRoutes {
  /** The page with the sign-in form: where signed-out visitors are sent, and where recovery links land by default. */
  signIn: string;
  /** The portal of each account type: a user is only let into their own. */
  portals: Readonly<Record<AccountType, string>>;
}

/**
 * The paths used when an app passes no `routes`: `/sign-in`, `/account` for consumers and `/business` for businesses.
 * An app with other paths passes its own `AuthRoutes`.
 */
export const defaultAuthRoutes: AuthRoutes = {
  signIn: '/sign-in',
  portals: { consumer: '/account', business: '/business' },
};

/** The portal path of a user type in `routes`, or `null` for a profile without a known type. */
export function portalFor(userType: string | null | undefined, routes: AuthRoutes): string | null {
  return userType === 'consumer' || userType === 'business' ? routes.portals[userType] : null;
}

/** The id of each portal's account details (the header with name, email and account type): a link target. */
export const accountDetailsId = 'account-details';

/** The account details of the user's portal (where an account menu's Settings can lead), or `null` without a type. */
export function accountDetailsHref(userType: string | null | undefined, routes: AuthRoutes): string | null {
  const portal = portalFor(userType, routes);
  return portal ? `${portal}#${accountDetailsId}` : null;
}

/**
 * The portal to send a user to when they opened the portal of `currentPortal`: their own portal when their profile's
 * type does not match, `null` when they may stay (right type, or no profile yet to judge by).
 */
export function resolvePortalRedirect(
  profile: { user_type?: string | null } | null,
  currentPortal: AccountType,
  routes: AuthRoutes,
): string | null {
  const ownPortal = portalFor(profile?.user_type, routes);
  if (!ownPortal || ownPortal === routes.portals[currentPortal]) return null;
  return ownPortal;
}

/** Outcome of a router's check for a page that needs a signed-in user. */
export type RequireUserOutcome = { allowed: true } | { allowed: false; redirectTo: string };

/**
 * `allowed` when a user is signed in; otherwise the sign-in URL (`routes.signIn`) that brings them back to `returnTo`
 * after sign-in, as its `redirect` parameter. Only same-site paths are remembered, so the redirect cannot be abused to
 * send users elsewhere.
 */
export function requireUser(user: unknown, returnTo: string, routes: AuthRoutes): RequireUserOutcome {
  if (user) return { allowed: true };
  const safeReturn = safeReturnPath(returnTo);
  return {
    allowed: false,
    redirectTo: safeReturn ? `${routes.signIn}?redirect=${encodeURIComponent(safeReturn)}` : routes.signIn,
  };
}

/** `path` when it is a local path (`/…`, not `//host`), else `null`. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/**
 * Where to send a user who has just signed in: the remembered page if it belongs to their type (or is not a portal),
 * else their own portal. `null` while the profile is missing.
 */
export function postSignInDestination(
  profile: { user_type?: string | null } | null,
  returnTo: string | null | undefined,
  routes: AuthRoutes,
): string | null {
  const ownPortal = portalFor(profile?.user_type, routes);
  if (!ownPortal) return null;
  const safeReturn = safeReturnPath(returnTo);
  if (!safeReturn) return ownPortal;
  const returnPathname = safeReturn.split(/[?#]/)[0];
  const otherPortals = Object.values(routes.portals).filter((path) => path !== ownPortal);
  return otherPortals.includes(returnPathname ?? '') ? ownPortal : safeReturn;
}
