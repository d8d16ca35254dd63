/** Where the visitor was on this page, kept in its history entry for back/forward. */
const stateKey = 'ardenaScrollY';

/**
 * Back/forward to a public page: the browser restores the scroll position as the document loads, but the page can
 * still grow afterwards — the cookie banner reserves its height at the bottom once its island has hydrated, which may
 * come after `load` — so the browser's restoration stops short of where the visitor left. The position is kept in the
 * page's history entry when leaving; on return it is applied again whenever the page's height changes, until it is
 * reached after `load`, the visitor moves the page themselves, or the page has settled (a few seconds after `load`).
 */
export function finishScrollRestoration(): void {
  addEventListener('pagehide', () => {
    history.replaceState({ ...(history.state ?? {}), [stateKey]: scrollY }, '');
  });
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved: unknown = history.state?.[stateKey];
  if (navigation?.type !== 'back_forward' || typeof saved !== 'number') return;

  const visitorEvents = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
  const heightObserver = new ResizeObserver(() => restore());
  const stop = () => {
    heightObserver.disconnect();
    for (const type of visitorEvents) removeEventListener(type, stop, { capture: true });
  };
  const restore = () => {
    if (Math.abs(scrollY - saved) > 1) scrollTo(0, saved);
    if (document.readyState === 'complete' && Math.abs(scrollY - saved) <= 1) stop();
  };
  for (const type of visitorEvents) addEventListener(type, stop, { capture: true, passive: true });
  heightObserver.observe(document.documentElement);
  const afterLoad = () => {
    requestAnimationFrame(restore);
    setTimeout(stop, 3000);
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
