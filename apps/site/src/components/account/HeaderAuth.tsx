import { hasStoredSession } from '@ardena/auth';
import { authHref, layoutLabels } from '@ardena/content';
import { lazy, Suspense, useEffect, useState } from 'react';
import { clearAccountHint } from '../../account/accountHint';
import { authRoutes, isAccountPath } from '../../accountPaths';
import { backend, backendSessionKey } from '../../backend';
import { PendingAccount } from './SignedOutLinks';

// The signed-in menu, its AuthProvider and supabase-js load only when an account can exist on this page: a stored
// session, an auth redirect in the URL, or an account page (which loads supabase-js anyway). Signed-out visitors of
// public pages never download any of it.
const HeaderAccount = lazy(() => import('./HeaderAccount'));

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

/** A confirmation or recovery link landed here: supabase-js turns the fragment into a session. */
function authRedirectInUrl(): boolean {
  return /(^#|&)(access_token|error_description)=/.test(window.location.hash);
}

/**
 * Whether the account layer is needed on this visit (a stored session or an auth redirect in the URL). The header
 * loads at once then, so that the menu shows without delay.
 */
export function accountLayerExpected(): boolean {
  return hasStoredSession(backend.url) || authRedirectInUrl();
}

/**
 * The header's auth slot. Prerendered and hydrated as Login/Register (the server cannot know who is signed in);
 * after hydration it switches to the account layer when an account is possible, and stays there for the visit.
 */
export function HeaderAuth({ pathname }: { pathname: string }) {
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (active || forwardEmailLinkToSignIn(pathname)) return;
    if (isAccountPath(pathname) || accountLayerExpected()) setActive(true);
    else clearAccountHint();
  }, [pathname, active]);

  useEffect(() => {
    if (active) return;
    // Signing in in another tab stores the session: show the menu here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === backendSessionKey && event.newValue) setActive(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [active]);

  if (!active) return <PendingAccount label={layoutLabels.accountLoading} />;
  return (
    <Suspense fallback={<PendingAccount label={layoutLabels.accountLoading} />}>
      <HeaderAccount />
    </Suspense>
  );
}
