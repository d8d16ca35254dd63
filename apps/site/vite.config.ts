import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const preactDir = dirname(createRequire(import.meta.url).resolve('preact/package.json'));
/**
 * The browser bundle runs on preact/compat; the prerender (SSR build) and the dev server keep React (see README
 * "First-load JavaScript"). Absolute paths, because workspace packages import `react` from folders where preact is not
 * installed.
 */
const preactCompatAliases = [
  // `react` is preact/compat plus React's hydration semantics for useSyncExternalStore (src/preactReact.ts).
  { find: /^react$/, replacement: fileURLToPath(new URL('src/preactReact.ts', import.meta.url)) },
  { find: /^react-dom$/, replacement: join(preactDir, 'compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: join(preactDir, 'compat/client.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: join(preactDir, 'compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(preactDir, 'compat/jsx-dev-runtime.mjs') },
];

// One config for the client build, the SSR build used only by the prerender step, and the dev server
// (server/dev.mjs runs Vite in middleware mode and renders each request through the same SSR entry).
// One timestamp for the client and SSR builds (scripts/build.mjs sets it before both): time-relative texts such as
// "posted 3 weeks ago" render the same on the server and in the hydrating browser, then refresh after mount.
process.env.SITE_BUILD_TIME ??= new Date().toISOString();

/**
 * The browser build runs on preact/compat by default (the 90 KB budget; README "First-load JavaScript");
 * `SITE_CLIENT_RUNTIME=react` builds it on React 19 instead, like the prerender and the dev server.
 */
const preactClient = process.env.SITE_CLIENT_RUNTIME !== 'react';

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: preactClient && command === 'build' && !isSsrBuild ? { alias: preactCompatAliases } : {},
  define: {
    __SITE_BUILD_TIME__: JSON.stringify(process.env.SITE_BUILD_TIME),
    __SITE_PREACT__: JSON.stringify(preactClient && command === 'build' && !isSsrBuild),
  },
  plugins: [
    // Must run before the React plugin so split route chunks are transformed as React modules.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    vanillaExtractPlugin(),
  ],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        // One stylesheet for the whole site: every prerendered page links it up front, so split route chunks never
        // arrive without their styles (no flash, no layout shift on client navigation).
        cssCodeSplit: false,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  ssr: {
    // Workspace packages are TypeScript source with vanilla-extract styles: bundle them into the SSR build.
    noExternal: [/^@ardena\//, /@vanilla-extract/, 'lucide-react', 'radix-ui', /^@radix-ui\//],
  },
}));
