import { useSyncExternalStore } from 'react';
import { media } from '../../theme/tokens';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(media.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(media.reducedMotion).matches;
}

/**
 * True when the reader asked the operating system for reduced motion. On the server it answers `true`, so
 * server-rendered HTML never depends on an animation having run.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
