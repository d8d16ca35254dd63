import type { Notify } from '@ardena/auth';
import { toast } from '@ardena/ui';
import { useSyncExternalStore } from 'react';

// The toast region (Radix Toast, about 6 KB gzip) loads with the first notification, not with the page: a signed-out
// visitor of the sign-in page may never see one. The toast store keeps notifications until a Toaster renders them.

let requested = false;
const listeners = new Set<() => void>();

/** The AuthProvider's `notify`: shows the notification, and asks the header to mount the toast region. */
export const notifySite: Notify = (notification) => {
  toast(notification);
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a notification was shown on this page (the toast region is needed from then on). */
export function useNotificationRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
