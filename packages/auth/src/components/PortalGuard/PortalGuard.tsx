import { Spinner } from '@ardena/ui';
import { type ReactNode, useEffect } from 'react';
import type { AccountType } from '../../forms/validation';
import { resolvePortalRedirect } from '../../guards/portalRedirect';
import { useAuth } from '../../provider/hooks';
import * as styles from './PortalGuard.css';

export interface PortalGuardProps {
  /** The portal this guard protects. */
  portal: AccountType;
  /** Path to return to after sign-in (usually the current location). */
  returnTo: string;
  /**
   * Called when no user is signed in; the app navigates to its sign-in page remembering `returnTo` (`requireUser`
   * gives that URL).
   */
  onUnauthenticated: (returnTo: string) => void;
  /** Called with the user's own portal path (from the provider's `routes`) when their type is the other one. */
  onRedirect: (portalPath: string) => void;
  /** The portal, rendered only for a signed-in user of the right type. */
  children: ReactNode;
  /**
   * Shown instead of the built-in spinner while the session loads or a redirect is under way, for example the
   * page's own heading and loading state (the app then renders the same markup before and after hydration).
   */
  fallback?: ReactNode;
  /** Overrides of the built-in spinner's English names; see `defaultPortalGuardLabels`. */
  labels?: Partial<PortalGuardLabels>;
}

/** The names the built-in spinner announces. */
export interface PortalGuardLabels {
  loading: string;
  redirecting: string;
}

/** The English texts of `PortalGuard`. */
export const defaultPortalGuardLabels: PortalGuardLabels = {
  loading: 'Loading your account',
  redirecting: 'Redirecting',
};

/**
 * Shows a spinner while the session (and then the profile) loads, sends signed-out visitors away through
 * `onUnauthenticated` and users of the other type through `onRedirect`; otherwise renders the portal.
 */
export function PortalGuard({
  portal,
  returnTo,
  onUnauthenticated,
  onRedirect,
  children,
  fallback,
  labels: labelOverrides,
}: PortalGuardProps) {
  const labels = { ...defaultPortalGuardLabels, ...labelOverrides };
  const { user, profile, loading, profileLoading, routes } = useAuth();
  const settled = !loading && !profileLoading;
  const wrongPortal = settled && user ? resolvePortalRedirect(profile, portal, routes) : null;
  const signedOut = !loading && !user;

  useEffect(() => {
    if (signedOut) onUnauthenticated(returnTo);
  }, [signedOut, onUnauthenticated, returnTo]);

  useEffect(() => {
    if (wrongPortal) onRedirect(wrongPortal);
  }, [wrongPortal, onRedirect]);

  if (!settled || signedOut || wrongPortal) {
    if (fallback !== undefined) return <>{fallback}</>;
    return (
      <div className={styles.loading}>
        <Spinner size="lg" label={signedOut || wrongPortal ? labels.redirecting : labels.loading} />
      </div>
    );
  }
  return <>{children}</>;
}
