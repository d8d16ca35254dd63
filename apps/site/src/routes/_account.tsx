import { createFileRoute, Outlet, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { signInRedirect } from '../account/access';
import type { SessionSnapshot } from '../account/session';

/**
 * The portals' pathless layout: only a signed-in visitor gets through (the portal routes then check the account
 * type). Signed-out visitors go to `/auth`, which brings them back here after sign-in.
 *
 * The prerender knows no session: there the check is deferred (`account: null`) and the portal's HTML is its
 * loading state. In the browser the page hydrates that same state, then loads the routes again with the session
 * known, and this check runs for real.
 */
export const Route = createFileRoute('/_account')({
  beforeLoad: async ({ context, location, preload }): Promise<{ account: SessionSnapshot | null }> => {
    // Hovering a portal link must not load supabase-js; the real navigation runs this check again.
    if (typeof window === 'undefined' || preload) return { account: null };
    const account = await context.session.settled();
    const signIn = signInRedirect(account, location.href);
    if (signIn) throw redirect({ ...signIn, replace: true });
    return { account };
  },
  component: AccountLayout,
});

function AccountLayout() {
  const router = useRouter();
  const { account } = Route.useRouteContext();
  useEffect(() => {
    // Hydrated from the prerender (check deferred): load again, now with the session.
    if (!account) void router.invalidate();
  }, [account, router]);
  return <Outlet />;
}
