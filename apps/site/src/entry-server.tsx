import { brand, routes } from '@ardena/content';
import { rootRouteId } from '@tanstack/react-router';
import { createRequestHandler, defaultRenderHandler } from '@tanstack/react-router/ssr/server';
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

/** Absolute origin for the sitemap and robots.txt (`SITE_URL` at build time). */
export const siteUrl = brand.siteUrl;

/** A path no route matches, rendered once to produce dist/client/404.html. */
export const notFoundProbePath = '/__ardena-not-found__';

/** A `<script>` or stylesheet the document must load, from Vite's client manifest. */
export interface DocumentAssets {
  /** The client entry module, e.g. `/assets/entry-client-XXXX.js`. */
  entryScript: string;
  /** Stylesheets imported by the entry chunk. */
  stylesheets: readonly string[];
  /** Statically imported chunks worth preloading (`modulepreload`). */
  preloads: readonly string[];
}

/**
 * Renders one URL to a complete HTML document with the router's non-streaming SSR handler. The prerender step calls
 * it once per public route; the dev server calls it per request.
 */
export async function render(url: string, assets: DocumentAssets): Promise<Response> {
  const request = new Request(new URL(url, 'http://localhost'));
  const handler = createRequestHandler({
    request,
    createRouter: createAppRouter,
    getRouterManifest: () => ({
      routes: {
        __root__: {
          css: [...assets.stylesheets],
          preloads: [...assets.preloads],
          // Deferred, not async: the entry runs before `DOMContentLoaded`, so React listens for the visitor's clicks and
          // key presses (and replays them on parts still hydrating) from the moment the document is complete.
          scripts: [{ attrs: { type: 'module', src: assets.entryScript } }],
        },
      },
    }),
  });
  return handler(defaultRenderHandler);
}
