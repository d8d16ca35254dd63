import { type AccountType, AuthProvider, PortalGuard, requireUser, useAuth } from '@ardena/auth';
import { accountMenu, supabaseConfig } from '@ardena/content';
import { toast } from '@ardena/ui';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { AccountLoading } from './AccountShell';
import { Page } from './Page';
import { routeTarget } from './routeTarget';

function GuardedPortal({ portal, children }: { portal: AccountType; children: ReactNode }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const router = useRouter();
  // The page to come back to, taken once: while a redirect is pending the router's location already shows its
  // target, and remembering that would nest /auth?redirect=… inside itself.
  const [returnTo] = useState(() => router.state.location.href);
  // Whoever signs out here (portal button, header menu, another tab) goes to a public page, not to /auth.
  const hadUser = useRef(false);
  if (user) hadUser.current = true;
  const leaving = useRef(false);

  const onUnauthenticated = useCallback(
    (path: string) => {
      if (leaving.current) return;
      leaving.current = true;
      if (hadUser.current) {
        void navigate({ to: '/', replace: true });
        return;
      }
      const outcome = requireUser(null, path);
      if (!outcome.allowed) void navigate({ ...routeTarget(outcome.redirectTo), replace: true } as never);
    },
    [navigate],
  );
  const onRedirect = useCallback(
    (portalPath: string) => {
      if (leaving.current) return;
      leaving.current = true;
      void navigate({ to: portalPath, replace: true } as never);
    },
    [navigate],
  );

  return (
    <PortalGuard
      portal={portal}
      returnTo={returnTo}
      onUnauthenticated={onUnauthenticated}
      onRedirect={onRedirect}
      fallback={<AccountLoading title={accountMenu.portals[portal].label} />}
    >
      {children}
    </PortalGuard>
  );
}

/**
 * A portal route: its own AuthProvider on the shared client, the guard (spinner while the session loads, `/auth`
 * remembering this page for signed-out visitors, the other portal for the other account type), then the portal.
 */
export function PortalPage({ portal, children }: { portal: AccountType; children: ReactNode }) {
  return (
    <Page>
      <AuthProvider notify={toast} connection={supabaseConfig}>
        <GuardedPortal portal={portal}>{children}</GuardedPortal>
      </AuthProvider>
    </Page>
  );
}
