import { useAuth } from '@ardena/auth';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { AccountSession } from './session';

/** The id of the pathless layout around the portals (src/routes/_account.tsx). */
const accountLayoutId = '/_account';

/**
 * Inside the root's AuthProvider: reports the auth state to the router's account session (for the `beforeLoad`
 * checks), and when who is signed in changes while a portal is open, lets the routes decide again. Signing out
 * there (the portal's button, the header menu, another tab) leads to the public home page rather than to `/auth`.
 */
export function AccountSessionBridge({ session }: { session: AccountSession }) {
  const { loading, profileLoading, user, profile } = useAuth();
  const router = useRouter();
  useEffect(() => {
    session.report({ loading, profileLoading, user, profile });
  }, [session, loading, profileLoading, user, profile]);

  const userId = user?.id ?? null;
  const userType = profile?.user_type ?? null;
  const settled = !loading && !profileLoading;
  const previous = useRef<{ userId: string | null; userType: string | null } | null>(null);
  useEffect(() => {
    if (!settled) return;
    const before = previous.current;
    previous.current = { userId, userType };
    if (!before || (before.userId === userId && before.userType === userType)) return;
    if (!router.state.matches.some((match) => match.routeId === accountLayoutId)) return;
    if (before.userId && !userId) void router.navigate({ to: '/', replace: true });
    else void router.invalidate();
  }, [settled, userId, userType, router]);
  return null;
}
