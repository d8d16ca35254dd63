import { readdirSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// One config for the client build, the SSR build used only by the prerender step, and the dev server
// (server/dev.mjs runs Vite in middleware mode and renders each request through the same SSR entry).
// One timestamp for the client and SSR builds (scripts/build.mjs sets it before both): time-relative texts such as
// "posted 3 weeks ago" render the same on the server and in the hydrating browser, then refresh after mount.
process.env.SITE_BUILD_TIME ??= new Date().toISOString();

// The browser entries: the router client of the account area, and one module per island (src/islands/entries), so a
// public page loads only the code of the islands it contains.
const islandEntries = Object.fromEntries(
  readdirSync(new URL('src/islands/entries', import.meta.url))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => [`island-${file.replace(/\.tsx$/, '')}`, `src/islands/entries/${file}`]),
);

export default defineConfig(({ isSsrBuild }) => ({
  define: {
    __SITE_BUILD_TIME__: JSON.stringify(process.env.SITE_BUILD_TIME),
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
        rollupOptions: { input: { 'entry-client': 'src/entry-client.tsx', ...islandEntries } },
      },
  ssr: {
    // Workspace packages are TypeScript source with vanilla-extract styles: bundle them into the SSR build.
    noExternal: [/^@ardena\//, /@vanilla-extract/, 'lucide-react', 'radix-ui', /^@radix-ui\//],
  },
}));
