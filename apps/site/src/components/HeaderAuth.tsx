import { hasStoredSession, sessionStorageKey } from '@ardena/auth';
import { signedOutLinks, supabaseConfig } from '@ardena/content';
import { Button } from '@ardena/ui';
import { useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import * as layout from '../layout.css';
import { HrefLink } from './AppLink';

// The signed-in menu, its AuthProvider and supabase-js load only when an account can exist on this page: a stored
// session, an auth redirect in the URL, or an account page (which loads supabase-js anyway). Signed-out visitors of
// public pages never download any of it.
const HeaderAccount = lazy(() => import('./HeaderAccount'));

/** Pages that load the auth client themselves; the header joins in there so sign-in shows in the menu at once. */
export const accountPaths: readonly string[] = ['/auth', '/consumer-portal', '/business-portal'];

/** A confirmation or recovery link landed here: supabase-js turns the fragment into a session. */
function authRedirectInUrl(): boolean {
  return /(^#|&)(access_token|error_description)=/.test(window.location.hash);
}

/**
 * Whether the account layer is needed on this visit (a stored session or an auth redirect in the URL). The header
 * hydrates at load then (SiteLayout), instead of waiting for the visitor, so that the menu shows without delay.
 */
export function accountLayerExpected(): boolean {
  return hasStoredSession(supabaseConfig.url) || authRedirectInUrl();
}

/** Login and Register for signed-out visitors; also what the header shows until the account menu is ready. */
export function SignedOutLinks() {
  return (
    <div className={layout.row}>
      <Button asChild variant="ghost">
        <HrefLink href={signedOutLinks.login.href}>{signedOutLinks.login.label}</HrefLink>
      </Button>
      <Button asChild>
        <HrefLink href={signedOutLinks.register.href}>{signedOutLinks.register.label}</HrefLink>
      </Button>
    </div>
  );
}

/**
 * The header's auth slot. Prerendered and hydrated as Login/Register (the server cannot know who is signed in);
 * after hydration it switches to the account layer when an account is possible, and stays there for the visit.
 */
export function HeaderAuth() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [active, setActive] = useState(false);

  useEffect(() => {
    if (!active && (accountPaths.includes(pathname) || accountLayerExpected())) setActive(true);
  }, [pathname, active]);

  useEffect(() => {
    if (active) return;
    // Signing in in another tab stores the session: show the menu here too.
    const key = sessionStorageKey(supabaseConfig.url);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key && event.newValue) setActive(true);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [active]);

  if (!active) return <SignedOutLinks />;
  return (
    <Suspense fallback={<SignedOutLinks />}>
      <HeaderAccount />
    </Suspense>
  );
}
