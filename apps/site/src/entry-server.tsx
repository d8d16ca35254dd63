import { brand, type ContentIcon, getSeo, type OgImage, ogImageSize, routes } from '@ardena/content';
import { rootRouteId } from '@tanstack/react-router';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { accountClientLoaderScript } from './account/accountClientLoader';
import { isAccountPath } from './accountPaths';
import { FormResult, formResultAttribute } from './components/forms/FormResult';
import { postedFormResult } from './forms/postedForms';
import { ContentIconView } from './icons';
import { IslandRoot, isIsland } from './islands/defineIsland';
import { IslandCollector, islandSlot } from './islands/IslandCollector';
import { ServerSlotsContext } from './islands/ServerMarkup';
import { ContentIconRenderer } from './islands/StaticIcon';
import { createAppRouter } from './router';

/** Every route the build writes as HTML, with its sitemap treatment (from @ardena/content's route list). */
export const prerenderRoutes = routes
  .filter((route) => route.prerender)
  .map((route) => ({
    path: route.path,
    indexable: route.sitemap,
    changefreq: route.changefreq,
    priority: route.priority,
  }));

let matcher: ReturnType<typeof createAppRouter> | undefined;

/**
 * The files under src/routes whose routes render `path` (the root left out), found by the router's own matching:
 * `/insights/psp-agnostic` → `insights/$slug.tsx`, `/consumer-portal` → `_account.tsx`, `_account/consumer-portal.tsx`.
 * The prerender preloads their code with the page. Route ids follow the file layout (`/insights/` is
 * `insights/index.tsx`).
 */
export function routeFilesFor(path: string): string[] {
  matcher ??= createAppRouter();
  return matcher
    .matchRoutes(path)
    .filter((match) => match.routeId !== rootRouteId)
    .map((match) => {
      const file = match.routeId.replace(/^\//, '');
      return file === '' || file.endsWith('/') ? `${file}index.tsx` : `${file}.tsx`;
    });
}

/**
 * Each island's entry (the `src/islands/<entry>.island.tsx` file that declares it, which is also its browser entry),
 * read from the declarations themselves.
 */
const islandEntryOf = new Map<string, string>();
for (const [file, module] of Object.entries(
  import.meta.glob<Record<string, unknown>>('./islands/*.island.tsx', { eager: true }),
)) {
  const entry = file.replace(/^.*\/|\.island\.tsx$/g, '');
  for (const value of Object.values(module)) {
    if (!isIsland(value)) continue;
    const { name } = value.island;
    const other = islandEntryOf.get(name);
    if (other) throw new Error(`Island "${name}" is declared twice (${other}.island.tsx and ${entry}.island.tsx)`);
    islandEntryOf.set(name, entry);
  }
}

/** The entry that hydrates island `name` (the file that declares it, without `.island.tsx`). */
export function islandEntry(name: string): string {
  const entry = islandEntryOf.get(name);
  if (!entry) throw new Error(`Island "${name}" is not declared in src/islands/*.island.tsx`);
  return entry;
}

/** Absolute origin for the sitemap and robots.txt (`SITE_URL` at build time). */
export const siteUrl = brand.siteUrl;

/** The Open Graph image of every prerendered page, which the prerender draws (scripts/og-images.mjs). */
export const ogImages: { images: OgImage[]; size: typeof ogImageSize; brandName: string } = {
  images: prerenderRoutes.flatMap((route) => getSeo(route.path)?.ogImage ?? []),
  size: ogImageSize,
  brandName: brand.name,
};

/** A path no route matches, rendered once to produce dist/client/404.html. */
export const notFoundProbePath = '/__ardena-not-found__';

/** The module that hydrates one kind of island, and the chunks it imports statically. */
export interface IslandAssets {
  script: string;
  preloads: readonly string[];
}

/** A `<script>` or stylesheet the document must load, from Vite's client manifest. */
export interface DocumentAssets {
  /** The router's client entry module (account pages), e.g. `/assets/entry-client-XXXX.js`. */
  entryScript: string;
  /** Stylesheets (the one site stylesheet). */
  stylesheets: readonly string[];
  /** Chunks the router entry and the page's route import statically, worth preloading (`modulepreload`). */
  preloads: readonly string[];
  /** Preloads the account client starts without (a portal's supabase-js, which it connects to as it starts). */
  notNeededToStart: readonly string[];
  /** Each island entry's module (`layout` for layout.island.tsx; public pages load those of their islands). */
  islands: (entry: string) => IslandAssets;
}

/**
 * The router's own scripts: its dehydrated state, the markers of its stream and its scroll restoration, which only its
 * client reads. A public page is a plain document: the browser starts it at the top and restores it on back/forward.
 */
const routerScripts =
  /<script data-tsr-stream-part="">[\s\S]*?<\/script>|<script>document\.currentScript\.remove\(\);\/\*\$tsr-stream-boundary\*\/<\/script>|<script>(?:(?!<\/script>)[\s\S])*?tsr-scroll-restoration(?:(?!<\/script>)[\s\S])*<\/script>/g;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * Finishes a public page rendered by the router: each island is rendered as its own root into its marker, the router's
 * client scripts are dropped (public pages do not load the router), and the document loads the entries of its islands
 * instead, each once, as deferred module scripts (they run before `DOMContentLoaded`, so React listens for the
 * visitor's clicks and key presses from then on), with their chunks preloaded.
 */
/** Island icons are drawn here only (src/islands/StaticIcon.tsx). */
function renderContentIcon(icon: ContentIcon) {
  return <ContentIconView icon={icon} />;
}

function withIslands(html: string, collector: IslandCollector, assets: DocumentAssets): string {
  let page = html;
  collector.islands.forEach((island, index) => {
    const Component = island.component as ComponentType<object>;
    const rendered = renderToString(
      <ContentIconRenderer.Provider value={renderContentIcon}>
        <ServerSlotsContext.Provider value={island.slots}>
          <IslandRoot>
            <Component {...island.props} />
          </IslandRoot>
        </ServerSlotsContext.Provider>
      </ContentIconRenderer.Provider>,
      { identifierPrefix: island.id },
    );
    page = page.replace(islandSlot(index), () => rendered);
  });
  page = page.replace(routerScripts, '');
  const used = [...new Set(collector.islands.map((island) => islandEntry(island.name)))];
  const entries = used.map((entry) => assets.islands(entry));
  const preloads = [...new Set(entries.flatMap((entry) => entry.preloads))].filter(
    (file) => !entries.some((entry) => entry.script === file),
  );
  const preloadTags = [...entries.map((entry) => entry.script), ...preloads]
    // Low: island code must not compete with the stylesheet and the largest paint for the first bytes (Lighthouse's
    // simulated LCP on `/` went from about 2.1 s to 1.4 s with it); the browser still fetches it at once.
    .map((file) => `<link rel="modulepreload" fetchpriority="low" href="${escapeAttribute(file)}"/>`)
    .join('');
  const scriptTags = entries
    .map((entry) => `<script type="module" src="${escapeAttribute(entry.script)}"></script>`)
    .join('');
  return page.replace('</head>', () => `${preloadTags}</head>`).replace('</body>', () => `${scriptTags}</body>`);
}

/**
 * Renders one URL to a complete HTML document with the router's non-streaming SSR handler. The prerender step calls
 * it once per public route; the dev server calls it per request.
 */
export async function render(url: string, assets: DocumentAssets): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'));
  // Public pages are static with islands; the account area hydrates whole under the router.
  const collector = isAccountPath(new URL(request.url).pathname) ? null : new IslandCollector();
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ islands: collector }),
    getRouterManifest: () => ({
      routes: {
        __root__: collector
          ? { css: [...assets.stylesheets], preloads: [], scripts: [] }
          : {
              css: [...assets.stylesheets],
              preloads: [assets.entryScript, ...assets.preloads],
              // Started by an inline script once the document is parsed and the visitor is not typing
              // (account/accountClientLoader.ts); the code is preloaded meanwhile. What the visitor does before,
              // the early-event contract holds.
              scripts: [{ children: accountClientLoaderScript(assets.entryScript, assets.notNeededToStart) }],
            },
      },
    }),
  });
  const response = await handler(defaultRenderHandler);
  if (!collector) return response;
  return new Response(withIslands(await response.text(), collector, assets), {
    status: response.status,
    headers: response.headers,
  });
}

export { handlePostedForm } from './forms/postedForms';

/**
 * The answer to a natively posted form as the element the server puts into the page's result slot (its attribute
 * and form name), or undefined when `flash` names no answer.
 */
export function renderFormResult(flash: string): { form: string; html: string } | undefined {
  const result = postedFormResult(flash);
  if (!result) return undefined;
  return {
    form: result.form,
    html: `<div ${formResultAttribute}="${result.form}">${renderToString(<FormResult result={result} />)}</div>`,
  };
}
