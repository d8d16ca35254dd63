import type { AccountType } from '../forms/validation';

/** The portal of each account type (spec section 6: each type only sees its own). */
export const portalPaths = {
  consumer: '/consumer-portal',
  business: '/business-portal',
} as const satisfies Record<AccountType, string>;

export type PortalPath = (typeof portalPaths)[AccountType];

/** Where signed-out visitors go, with the page to come back to. */
export const signInPath = '/auth';

/** The portal for a user type, or `null` for a profile without a known type. */
export function portalFor(userType: string | null | undefined): PortalPath | null {
  return userType === 'consumer' || userType === 'business' ? portalPaths[userType] : null;
}

/** The id of each portal's account details (the header with name, email and account type): a link target. */
export const accountDetailsId = 'account-details';

/** The account details of the user's portal (what the account menu's Settings opens), or `null` without a type. */
export function accountDetailsHref(userType: string | null | undefined): `${PortalPath}#${string}` | null {
  const portal = portalFor(userType);
  return portal ? `${portal}#${accountDetailsId}` : null;
}

/**
 * The portal to send a user to when they opened `currentPortal`: the other portal when their profile's type does
 * not match, `null` when they may stay (right type, or no profile yet to judge by).
 */
export function resolvePortalRedirect(
  profile: { user_type?: string | null } | null,
  currentPortal: AccountType,
): PortalPath | null {
  const ownPortal = portalFor(profile?.user_type);
  if (!ownPortal || ownPortal === portalPaths[currentPortal]) return null;
  return ownPortal;
}

/** Outcome of the router's `beforeLoad` check for a page that needs a signed-in user. */
export type RequireUserOutcome = { allowed: true } | { allowed: false; redirectTo: string };

/**
 * `allowed` when a user is signed in; otherwise the `/auth` URL that brings them back to `returnTo` after sign-in.
 * Only same-site paths are remembered, so the redirect cannot be abused to send users elsewhere.
 */
export function requireUser(user: unknown, returnTo: string): RequireUserOutcome {
  if (user) return { allowed: true };
  const safeReturn = safeReturnPath(returnTo);
  return {
    allowed: false,
    redirectTo: safeReturn ? `${signInPath}?redirect=${encodeURIComponent(safeReturn)}` : signInPath,
  };
}

/** `path` when it is a local path (`/…`, not `//host`), else `null`. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return path;
}

/**
 * Where to send a signed-in user from `/auth`: the remembered page if it belongs to their type (or is not a
 * portal), else their own portal. `null` while the profile is missing.
 */
export function postSignInDestination(
  profile: { user_type?: string | null } | null,
  returnTo?: string | null,
): string | null {
  const ownPortal = portalFor(profile?.user_type);
  if (!ownPortal) return null;
  const safeReturn = safeReturnPath(returnTo);
  if (!safeReturn) return ownPortal;
  const returnPathname = safeReturn.split(/[?#]/)[0];
  const otherPortals = Object.values(portalPaths).filter((path) => path !== ownPortal);
  return otherPortals.includes(returnPathname as PortalPath) ? ownPortal : safeReturn;
}
