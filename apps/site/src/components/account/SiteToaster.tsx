import { Toaster } from '@ardena/ui';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';

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

/**
 * The site's one toast region, loaded on demand by the header's auth slot (HeaderAuth) once the account layer is
 * active or a notification was shown.
 */
export default function SiteToaster() {
  const hostsToaster = useHostsToaster(useId());
  return hostsToaster ? createPortal(<Toaster />, document.body) : null;
}
