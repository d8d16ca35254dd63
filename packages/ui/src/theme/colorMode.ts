import { useCallback, useSyncExternalStore } from 'react';
import { type ColorMode, colorModeStorageKey, darkQuery, type ResolvedColorMode } from './colorModeScript';
import { themeClassNames } from './themeClassNames';

export type { ColorMode, ResolvedColorMode } from './colorModeScript';
export { colorModeScript, colorModeStorageKey, colorModes } from './colorModeScript';

function readStoredMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(colorModeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkQuery).matches;
}

/** Resolves a choice to the mode actually shown. */
export function resolveColorMode(mode: ColorMode): ResolvedColorMode {
  if (mode !== 'system') return mode;
  return systemPrefersDark() ? 'dark' : 'light';
}

/** Puts the theme class for `mode` on `<html>`; the same work the inline script does at load. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  const resolved = resolveColorMode(mode);
  root.classList.remove(themeClassNames.light, themeClassNames.dark);
  root.classList.add(themeClassNames[resolved]);
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(darkQuery) : undefined;
  const onSystemChange = () => {
    if (readStoredMode() === 'system') applyColorMode('system');
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== colorModeStorageKey) return;
    applyColorMode(readStoredMode());
    listener();
  };
  query?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    query?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

function snapshot(): string {
  const mode = readStoredMode();
  return `${mode}:${resolveColorMode(mode)}`;
}

export interface ColorModeState {
  /** The stored choice. */
  mode: ColorMode;
  /** What is shown now (`system` resolved through the OS preference). */
  resolvedMode: ResolvedColorMode;
  /** Stores a new choice and applies it at once, in every open tab. */
  setMode: (mode: ColorMode) => void;
}

/** Reads and changes the colour mode. On the server it reports `system`/`light`. */
export function useColorMode(): ColorModeState {
  const value = useSyncExternalStore(subscribe, snapshot, () => 'system:light');
  const [mode, resolvedMode] = value.split(':') as [ColorMode, ResolvedColorMode];
  const setMode = useCallback((next: ColorMode) => {
    try {
      if (next === 'system') window.localStorage.removeItem(colorModeStorageKey);
      else window.localStorage.setItem(colorModeStorageKey, next);
    } catch {
      // Storage can be blocked (private mode, policy); the choice still applies for this page view.
    }
    applyColorMode(next);
    notify();
  }, []);
  return { mode, resolvedMode, setMode };
}
