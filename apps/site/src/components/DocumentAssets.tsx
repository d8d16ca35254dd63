import { Asset, rootRouteId, Scripts, useRouter, useTags } from '@tanstack/react-router';

type HeadTag = ReturnType<typeof useTags>[number];

/**
 * Where React's server renderer writes a head tag relative to the others: the charset and viewport `<meta>` first,
 * then stylesheets with a precedence (the router gives every stylesheet one), then every other tag in render order.
 */
function serverSlot(tag: HeadTag): number {
  if (tag.tag === 'meta' && tag.attrs?.charSet !== undefined) return 0;
  if (tag.tag === 'meta' && tag.attrs?.name === 'viewport') return 1;
  if (tag.tag === 'link' && tag.attrs?.rel === 'stylesheet') return 2;
  return 3;
}

/**
 * The router's head tags (what `<HeadContent>` renders), listed in the order the prerendered `<head>` holds them.
 *
 * React 19 hoists head tags and matches them to the server's nodes by kind and key, so their order in the tree does
 * not matter to it. The Preact browser build (README "First-load JavaScript") adopts existing nodes in tree order,
 * taking the next unclaimed element with the same tag name. In the router's own order the modulepreload links come
 * before the stylesheet that React wrote first, so each `<link>` would adopt its neighbour: the first preload would
 * take over the stylesheet, and the canonical link the favicon, which a later navigation (a new canonical URL) then
 * removed — Chromium fell back to requesting /favicon.ico. Rendering the tags in the server's order keeps every
 * `<link>` on its own node. `Array.prototype.sort` is stable, so tags within a slot keep the router's order.
 */
export function DocumentHead() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  const ordered = [...tags].sort((a, b) => serverSlot(a) - serverSlot(b));
  return (
    <>
      {ordered.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
    </>
  );
}

/**
 * The document's body scripts: the router's `<Scripts>` on the server and in the React build. Its `<Script>` renders
 * nothing once the page has hydrated; React 19 keeps the entry `<script type="module" async>` anyway, because it
 * treats an async script as a resource that outlives its element, while Preact removes the node. In the Preact build
 * the entry script (already run) is therefore rendered as a plain element that stays, exactly as the server wrote it.
 * (The prerender step writes it as a placeholder that a loader swaps for the real script once the page has painted,
 * in the same place: scripts/prerender.mjs, `deferScriptsUntilPainted`.)
 */
export function DocumentScripts() {
  const router = useRouter();
  if (!__SITE_PREACT__) return <Scripts />;
  const scripts = router.ssr?.manifest?.routes[rootRouteId]?.scripts ?? [];
  return (
    <>
      {scripts.map((script) =>
        typeof script.attrs?.src === 'string' ? <script key={script.attrs.src} {...script.attrs} /> : null,
      )}
    </>
  );
}
