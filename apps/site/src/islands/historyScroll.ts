/** Where the visitor was on this page, kept in its history entry for back/forward. */
const stateKey = 'ardenaScrollY';

/**
 * Back/forward to a public page: the browser restores the scroll position as the document loads, which can happen
 * before the cookie banner's reserved space at the bottom of the page is applied (it is measured at the first layout),
 * and then stops short of where the visitor left. The position is kept in the page's history entry when leaving, and
 * the restoration finished once the page has loaded, unless the visitor has moved the page in the meantime.
 */
export function finishScrollRestoration(): void {
  addEventListener('pagehide', () => {
    history.replaceState({ ...(history.state ?? {}), [stateKey]: scrollY }, '');
  });
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  const saved: unknown = history.state?.[stateKey];
  if (navigation?.type !== 'back_forward' || typeof saved !== 'number') return;
  let visitorMoved = false;
  const noteVisitor = () => {
    visitorMoved = true;
  };
  for (const type of ['wheel', 'touchmove', 'keydown', 'pointerdown'])
    addEventListener(type, noteVisitor, { capture: true, passive: true, once: true });
  const finish = () =>
    requestAnimationFrame(() => {
      if (!visitorMoved && Math.abs(scrollY - saved) > 1) scrollTo(0, saved);
    });
  if (document.readyState === 'complete') finish();
  else addEventListener('load', finish, { once: true });
}
