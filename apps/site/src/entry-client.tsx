import { replayHeldClicks } from './hydration/earlyVisitor';
import { hasWaitingSections, hydrateAllSections } from './hydration/progressive';

declare global {
  interface Window {
    /** The router's inline bootstrap (from the prerendered page); `h()` tells it hydration finished. */
    $_TSR?: { h(): void };
  }
}

/** Resolves in a new task, so that the work before and after it are separate tasks the browser can run input between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The path the document was prerendered at, when it differs from the address: the not-found page is one file, rendered
 * at a probe path and served at every unknown one (scripts/prerender.mjs marks its `<html>`). Its router state was
 * dehydrated for the probe path, so the router starts there; the visitor's address is put back once the page has
 * hydrated. Otherwise the router would see a match the server never rendered and load it again while the page
 * hydrates, changing the state under blocks still waiting (in the Preact build that could lock up the page; React
 * reported a hydration mismatch).
 */
function prerenderedPathOtherThanAddress(): string | undefined {
  const prerendered = document.documentElement.dataset.prerenderedPath;
  return prerendered && prerendered !== window.location.pathname ? prerendered : undefined;
}

/**
 * Puts the visitor's address back in the address bar without telling the router (the page stays as it is). The router's
 * history wraps `window.history.replaceState` to follow changes made by other code, so the method is taken from the
 * prototype; the router catches up with the address on the next navigation or back/forward.
 */
function restoreAddress(address: string): undefined {
  History.prototype.replaceState.call(window.history, window.history.state, '', address);
  return undefined;
}

/**
 * Default preact/compat build (README "First-load JavaScript" and "Progressive hydration").
 *
 * Each step runs in a task of its own: evaluating the router, evaluating the app's modules, creating the router,
 * restoring its state (which loads the route's code) and the first render. Together they would be one task long
 * enough to block input on a phone right after the page appears.
 *
 * `<RouterClient>` suspends at the root while it restores the router's state, which React tolerates during hydration
 * and Preact reports as an uncaught promise, so the state is restored first and `<RouterProvider>` (the same tree)
 * takes over the document after it.
 */
async function hydrateWithPreact() {
  // Pages are prerendered without a query string and hydration keeps the server's attributes, so the first render
  // must match that: the router starts on the URL without its search params, which are applied once the document has
  // hydrated (`/insights?category=…` then selects its tab, `/auth?tab=…` its form).
  const { pathname, search, hash } = window.location;
  const prerenderedPath = prerenderedPathOtherThanAddress();
  if (prerenderedPath) window.history.replaceState(window.history.state, '', `${prerenderedPath}${hash}`);
  else if (search) window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
  const { RouterProvider, hydrate } = await import('./hydration/routerRuntime');
  await nextTask();
  const { createAppRouter } = await import('./router');
  await nextTask();
  const router = createAppRouter();
  const restoreSearch = prerenderedPath
    ? () => restoreAddress(`${pathname}${search}${hash}`)
    : search
      ? () => router.navigate({ href: `${pathname}${search}${hash}`, replace: true, resetScroll: false })
      : undefined;
  // Blocks of the page that wait for the visitor (./hydration/progressive.tsx) hydrate before any client navigation
  // (links, back/forward, the search params above) changes the state the server rendered them with.
  const unblock = router.history.block({
    enableBeforeUnload: false,
    blockerFn: async () => {
      if (hasWaitingSections()) await hydrateAllSections();
      unblock();
      return false;
    },
  });
  await nextTask();
  const [, { hydrateDocumentWithPreact }] = await Promise.all([hydrate(router), import('./preactDocument')]);
  await nextTask();
  hydrateDocumentWithPreact(<RouterProvider router={router} />, restoreSearch);
}

async function hydrateWithReact() {
  const address = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const prerenderedPath = prerenderedPathOtherThanAddress();
  if (prerenderedPath)
    window.history.replaceState(window.history.state, '', `${prerenderedPath}${window.location.hash}`);
  const [{ StrictMode }, { hydrateRoot }, { RouterClient }, { createAppRouter }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('@tanstack/react-router/ssr/client'),
    import('./router'),
  ]);
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={createAppRouter()} />
    </StrictMode>,
  );
  // Clicks held before the app ran (./hydration/earlyVisitor.ts) go to the page once it is live: React hydrates the
  // route's lazily loaded boundary after the root, and `Page` marks the end with `data-hydrated` on every route.
  new MutationObserver((_, observer) => {
    if (!document.documentElement.dataset.hydrated) return;
    observer.disconnect();
    if (prerenderedPath) restoreAddress(address);
    replayHeldClicks();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}

// Every page arrives prerendered (scripts/prerender.mjs); the browser only hydrates the document it received.
if (__SITE_PREACT__) void hydrateWithPreact().finally(() => window.$_TSR?.h());
else void hydrateWithReact();
