import { authHref, layoutLabels } from '@ardena/content';
import { lazy, Suspense, useCallback, useContext, useEffect, useState } from 'react';
import { clearAccountHint } from '../../account/accountHint';
import { AccountSessionContext } from '../../account/accountSessionContext';
import { needsAccountAtStart, useSessionStoredElsewhere } from '../../account/sessionExpected';
import { useNotificationRequested } from '../../account/siteNotifications';
import { authRoutes } from '../../accountPaths';
import { PendingAccount } from './SignedOutLinks';

// The signed-in menu loads only when an account can exist on this page: a stored session, an auth redirect in the URL,
// or a portal (a sign-in on the sign-in page leads to one). Signed-out visitors of public pages and of the sign-in page
// never download it (nor, on public pages, the AuthProvider and supabase-js: SiteHeaderBar).
const HeaderAccount = lazy(() => import('./HeaderAccount'));
const SiteToaster = lazy(() => import('./SiteToaster'));

/**
 * A sign-up confirmation link lands on the site root, or any email link failed (expired, used):
 * that visit belongs on the sign-in page, which says what happened and then opens the portal or offers a new link.
 * Forwarded with the fragment intact, before supabase-js has read it here.
 */
function forwardEmailLinkToSignIn(pathname: string): boolean {
  if (pathname === authRoutes.signIn) return false;
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const confirmed = params.get('access_token') && params.get('type') === 'signup';
  if (!confirmed && !params.get('error_description')) return false;
  window.location.replace(`${authHref({ tab: 'signin' })}${window.location.hash}`);
  return true;
}

/**
 * The header's auth slot. Prerendered and hydrated as Login/Register (the server cannot know who is signed in);
 * after hydration it switches to the account layer when an account is possible, and stays there for the visit.
 */
export function HeaderAuth({ pathname }: { pathname: string }) {
  const [active, setActive] = useState(false);
  const activate = useCallback(() => setActive(true), []);
  const notified = useNotificationRequested();
  // On a public page the header mounts the provider only once an account is possible (SiteHeaderBar).
  const providerAbove = useContext(AccountSessionContext) !== null;

  useEffect(() => {
    if (active || forwardEmailLinkToSignIn(pathname)) return;
    // A portal shows the menu at once; the sign-in page, like a public page, only when an account is there.
    if (needsAccountAtStart(pathname)) setActive(true);
    else clearAccountHint();
  }, [pathname, active]);

  // Signing in in another tab stores the session: show the menu here too.
  useSessionStoredElsewhere(!active, activate);

  const toaster =
    active || notified ? (
      <Suspense fallback={null}>
        <SiteToaster />
      </Suspense>
    ) : null;
  if (!active || !providerAbove)
    return (
      <>
        <PendingAccount label={layoutLabels.accountLoading} />
        {toaster}
      </>
    );
  return (
    <>
      <Suspense fallback={<PendingAccount label={layoutLabels.accountLoading} />}>
        <HeaderAccount />
      </Suspense>
      {toaster}
    </>
  );
}
