import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import {
  type ConsentCategory,
  type ConsentConfig,
  type ConsentManager,
  type ConsentState,
  createConsentManager,
  rejectAllPreferences,
} from '../../core';

const ConsentContext = createContext<ConsentManager | null>(null);

export interface ConsentProviderProps {
  /** Settings for the store the provider creates (revision, expiry, record target, cookies to clear…). Read once. */
  config?: ConsentConfig;
  /**
   * An existing store instead of `config`, for apps that also use it outside React (for example a plain
   * 'Cookie settings' link calling `manager.openPreferences()`).
   */
  manager?: ConsentManager;
  children?: ReactNode;
}

/**
 * Holds the visitor's cookie consent for the tree below. It creates the store on first render (reading storage
 * then, so the first render already knows the choice) and starts its side effects after mount.
 */
export function ConsentProvider({ config, manager: given, children }: ConsentProviderProps) {
  const [manager] = useState(() => given ?? createConsentManager(config));
  useEffect(() => {
    manager.start();
    return () => manager.destroy();
  }, [manager]);
  return <ConsentContext.Provider value={manager}>{children}</ConsentContext.Provider>;
}

/** The consent store of the nearest `ConsentProvider`. */
export function useConsentManager(): ConsentManager {
  const manager = useContext(ConsentContext);
  if (!manager) throw new Error('useConsentManager needs a <ConsentProvider> above it.');
  return manager;
}

// Prerendered HTML cannot know a visitor's stored choice. Server and hydration renders therefore show no banner
// and allow only essential; the real state follows right after hydration. The banner is fixed-position, so
// appearing then moves nothing on the page.
const serverSnapshot: ConsentState = Object.freeze({
  preferences: rejectAllPreferences(),
  consent: null,
  promptReason: null,
  bannerOpen: false,
  preferencesOpen: false,
});
const getServerSnapshot = () => serverSnapshot;

/** The whole consent state; re-renders on every change. */
export function useConsentState(): ConsentState {
  const manager = useConsentManager();
  return useSyncExternalStore(manager.subscribe, manager.getState, getServerSnapshot);
}

/** Whether `category` is allowed now. Re-renders when the visitor changes their choice. */
export function useConsent(category: ConsentCategory): boolean {
  const manager = useConsentManager();
  return useSyncExternalStore(
    manager.subscribe,
    () => manager.getState().preferences[category],
    () => serverSnapshot.preferences[category],
  );
}

/** A function that opens the preferences dialog, for the footer's 'Cookie settings' link. */
export function useOpenConsentPreferences(): () => void {
  return useConsentManager().openPreferences;
}
