import { AccountMenu, accountDetailsHref, useAuth } from '@ardena/auth';
import { layoutLabels } from '@ardena/content';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clearAccountHint } from '../../account/accountHint';
import { useAccountSession } from '../../account/accountSessionContext';
import { PendingAccount, SignedOutLinks } from './SignedOutLinks';

// A sign-out on a portal is followed by the portal's guard (PortalPage), which takes the visitor to the home page with
// the router, so the "Signed out" notice stays on screen; elsewhere the page stays as it is.
function SignedInMenu() {
  const { user, profile, loading, routes } = useAuth();
  const router = useRouter({ warn: false });
  const signedOut = !user && !loading;
  useEffect(() => {
    if (signedOut) clearAccountHint();
  }, [signedOut]);
  if (!user) return loading ? <PendingAccount label={layoutLabels.accountLoading} /> : <SignedOutLinks />;
  // Settings opens the account details at the top of the user's portal (the spec gives it no action of its own).
  const settingsHref = accountDetailsHref(
    profile?.user_type ?? (user.user_metadata?.userType as string | undefined),
    routes,
  );
  const openSettings = () => {
    if (!settingsHref) return;
    if (router) void router.navigate({ href: settingsHref });
    else window.location.assign(settingsHref);
  };
  return <AccountMenu onSettings={openSettings} />;
}

/**
 * The header's account layer (loaded on demand by HeaderAuth): the signed-in menu or the Login/Register links. It runs
 * under the site's AuthProvider (src/account/SiteAuthProvider.tsx) and connects its
 * account session, which loads supabase-js.
 */
export default function HeaderAccount() {
  const session = useAccountSession();
  useEffect(() => session.connect(), [session]);
  return <SignedInMenu />;
}
