import { AccountMenu, AuthProvider, useAuth } from '@ardena/auth';
import { accountMenu, supabaseConfig } from '@ardena/content';
import { Toaster, toast } from '@ardena/ui';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { SignedOutLinks } from './HeaderAuth';

const portalPaths: readonly string[] = [accountMenu.portals.consumer.href, accountMenu.portals.business.href];

// The header renders its auth slot twice (desktop bar and mobile panel), but the page needs exactly one toast
// region: the first mounted instance hosts it, and the next takes over if that one goes away.
const toasterCandidates: string[] = [];
const toasterListeners = new Set<() => void>();

function subscribeToToasterHost(listener: () => void) {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

function useHostsToaster(id: string): boolean {
  useEffect(() => {
    toasterCandidates.push(id);
    for (const listener of toasterListeners) listener();
    return () => {
      toasterCandidates.splice(toasterCandidates.indexOf(id), 1);
      for (const listener of toasterListeners) listener();
    };
  }, [id]);
  return useSyncExternalStore(
    subscribeToToasterHost,
    () => toasterCandidates[0] === id,
    () => false,
  );
}

function SignedInMenu() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  if (!user) return <SignedOutLinks />;
  return (
    <AccountMenu
      onSettings={() => toast({ title: accountMenu.settings.label, description: accountMenu.settings.note })}
      onSignedOut={() => {
        // A portal has nothing to show once signed out: back to the public home page.
        if (portalPaths.includes(pathname)) void navigate({ to: '/' });
      }}
    />
  );
}

/**
 * The header's account layer (loaded on demand by HeaderAuth): its own AuthProvider on the shared client, the
 * signed-in menu or the Login/Register links, and the site's one toast region.
 */
export default function HeaderAccount() {
  const hostsToaster = useHostsToaster(useId());
  return (
    <AuthProvider notify={toast} connection={supabaseConfig}>
      <SignedInMenu />
      {hostsToaster ? createPortal(<Toaster />, document.body) : null}
    </AuthProvider>
  );
}
