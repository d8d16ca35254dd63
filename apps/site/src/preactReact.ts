// The browser build's `react` (vite.config.ts aliases it here): preact/compat, with React's hydration semantics for
// `useSyncExternalStore`.
import compat, { useSyncExternalStore as compatUseSyncExternalStore, useEffect, useState } from 'preact/compat';
import { hydrationState } from './hydration/state';

// @ts-expect-error preact/compat's types use `export =`; at runtime it is an ES module with named exports.
export * from 'preact/compat';
export default compat;

/**
 * React renders a store's server snapshot while it hydrates, then re-renders with the client's snapshot; preact/compat
 * ignores `getServerSnapshot`. Without it the first client render would differ from the prerendered HTML wherever a
 * store has client-only state (the stored colour mode, the signed-in account, reduced motion), and hydration keeps
 * the server's attributes: the page would show one state and behave as another.
 */
export function useSyncExternalStore<Snapshot>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot?: () => Snapshot,
): Snapshot {
  const [fromServer, setFromServer] = useState(() => getServerSnapshot !== undefined && hydrationState.rendering);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  const value = compatUseSyncExternalStore(subscribe, getSnapshot);
  return fromServer && getServerSnapshot ? getServerSnapshot() : value;
}
