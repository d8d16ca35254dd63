import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

// One config for the client build, the SSR build used only by the prerender step, and the dev server
// (server/dev.mjs runs Vite in middleware mode and renders each request through the same SSR entry).
// One timestamp for the client and SSR builds (scripts/build.mjs sets it before both): time-relative texts such as
// "posted 3 weeks ago" render the same on the server and in the hydrating browser, then refresh after mount.
process.env.SITE_BUILD_TIME ??= new Date().toISOString();

// The browser entries: the router client of the account area, and one module per island file
// (src/islands/<entry>.island.tsx), so a public page loads only the code of the islands it contains. Each island entry
// is generated from its file (islandEntries below): the declarations are the only list of islands.
const islandsDir = fileURLToPath(new URL('src/islands/', import.meta.url));
const islandFiles = readdirSync(islandsDir).filter((file) => file.endsWith('.island.tsx'));
const islandEntryPrefix = 'virtual:island-entry/';
const islandInputs = Object.fromEntries(
  islandFiles.map((file) => {
    const entry = file.replace(/\.island\.tsx$/, '');
    return [`island-${entry}`, `${islandEntryPrefix}${entry}`];
  }),
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
    islandEntries(),
    moduleSizes(),
    accountChunksOffIslands(),
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
        rollupOptions: {
          input: { 'entry-client': 'src/entry-client.tsx', ...islandInputs },
          output: {
            // Everything the layout's islands need (React, the header, footer, cookie banner and consent store) in one
            // chunk: every public page loads all of it, and as some thirty small shared chunks (the default split,
            // driven by which of the many route and island entries use each module) it cost 7 KB gzip more per page.
            // A module captured here takes its dependencies with it; what other islands use alone stays split.
            // The bundler's runtime helpers (CommonJS interop for React) go with it, rather than in a chunk of their own.
            codeSplitting: {
              groups: [
                // Content's title helper (about 100 bytes) too: the account area's first load and the search panel use
                // it, and on its own it would be one more request for each.
                {
                  name: 'layout',
                  test: /virtual:island-entry\/layout$|rolldown[\\/]runtime|packages[\\/]content[\\/]src[\\/]titled\.ts$/,
                },
                // The card parts public pages and the portals share, with the grid that reveals them and its motion
                // tokens, as one chunk rather than one per part.
                {
                  name: 'cards',
                  test: /packages[\\/]ui[\\/]src[\\/](components[\\/](Card|Reveal)|patterns[\\/](FeatureCard|FeatureGrid|LinkedCard))[\\/]|packages[\\/]ui[\\/]src[\\/]theme[\\/]tokens\.ts$|lucide-react[\\/].*[\\/]icons[\\/](check|arrow-right)\.mjs$/,
                  includeDependenciesRecursively: false,
                },
                // The table of every page's metadata, on its own: route loaders and the search panel load it on
                // demand; otherwise the bundler puts it with a small helper the account area's first load needs.
                {
                  name: 'seo-table',
                  test: /packages[\\/]content[\\/]src[\\/]seo\.ts$/,
                  includeDependenciesRecursively: false,
                },
                // The AuthProvider and what it runs on (the account API, validation, notifications), as one chunk
                // rather than four: account pages and the quick sign-in island start with all of them, and the public
                // header loads them once an account can be there (src/components/layout/SiteHeaderBar.tsx).
                {
                  name: 'auth-provider',
                  test: /packages[\\/](auth[\\/]src[\\/](provider[\\/]AuthProvider|data[\\/]accountApi|notifications[\\/]notifications|forms[\\/](validation|countries)|guards[\\/]portalRedirect))\.tsx?$/,
                  includeDependenciesRecursively: false,
                },
                // What every account page starts from besides the router, as one chunk rather than five: the sign-in
                // state (the site's provider and session, the account hooks, the router context the account menu reads
                // and its chevron) and the content the route tree reads (the route list, the not-found page's record,
                // the insights' summaries, the Open Graph image size). The public header loads it once an account can
                // be there, the search panel with the table of metadata.
                {
                  name: 'account-start',
                  test: /apps[\\/]site[\\/]src[\\/]account[\\/](SiteAuthProvider\.tsx|session\.ts|earlySignIn\.ts)$|packages[\\/]auth[\\/]src[\\/]provider[\\/](hooks|prefetch)\.ts$|[\\/]@tanstack[\\/]react-router[\\/]dist[\\/]esm[\\/](useRouter|routerContext)\.js$|lucide-react[\\/].*[\\/]icons[\\/]chevron-down\.mjs$|packages[\\/]content[\\/]src[\\/](types|notFound|seoRecord|pages[\\/]insightMeta)\.ts$/,
                  includeDependenciesRecursively: false,
                },
                // Small parts public islands share, each set as one chunk rather than one per part. Every set is one the
                // islands that use any of it mostly load whole, so no public page gains more than a few hundred bytes:
                // the insights filter's (tabs, its search parameters and categories), the newsletter and sign-in
                // fields' (email check, early-input capture, error icon, and the account context and failure shape the
                // OAuth buttons read), the partner form's (field, heading, radio group, error summary) and the job
                // listings' (locale, number formats, label filling).
                {
                  name: 'insights-filter',
                  test: /packages[\\/]ui[\\/]src[\\/]components[\\/]Tabs[\\/]|apps[\\/]site[\\/]src[\\/]searchParams\.ts$|packages[\\/]content[\\/]src[\\/]pages[\\/]insightCategories\.ts$/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'field-support',
                  test: /packages[\\/]ui[\\/]src[\\/](validation[\\/]isValidEmail|hydration[\\/]enteredBeforeHydration)\.ts$|lucide-react[\\/].*[\\/]icons[\\/]circle-exclamation-point\.mjs$|packages[\\/]auth[\\/]src[\\/](provider[\\/]authContext|data[\\/]result)\.ts$/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'form-parts',
                  test: /packages[\\/]ui[\\/]src[\\/]components[\\/](Field|TextField|Heading|RadioGroup|FormErrorSummary)[\\/]/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'locale',
                  test: /packages[\\/]ui[\\/]src[\\/](locale[\\/](LocaleProvider\.tsx|fillLabel\.ts)|format[\\/]intlCache\.ts)$/,
                  includeDependenciesRecursively: false,
                },
                // The dialog and what it runs on (focus trap, scroll lock, dismissal), which the search panel, the cookie
                // preferences and the account's dialogs each load on demand: one chunk instead of four.
                {
                  name: 'dialog',
                  test: /packages[\\/]ui[\\/]src[\\/]components[\\/]Dialog[\\/]|@radix-ui[\\/]react-dialog[\\/]/,
                },
                accountAreaChunks(),
              ],
            },
          },
        },
      },
  ssr: {
    // Workspace packages are TypeScript source with vanilla-extract styles: bundle them into the SSR build.
    noExternal: [/^@ardena\//, /@vanilla-extract/, 'lucide-react', 'radix-ui', /^@radix-ui\//],
  },
}));

/** The route components the account pages start with, by the chunk each goes into (see accountAreaChunks). */
const accountRouteChunks: Record<string, readonly string[]> = {
  'auth-page': ['src/routes/auth.tsx?tsr-split=component'],
  portal: [
    'src/routes/_account.tsx?tsr-split=component',
    'src/routes/_account/consumer-portal.tsx?tsr-split=component',
    'src/routes/_account/business-portal.tsx?tsr-split=component',
  ],
};

/**
 * The account area in a handful of chunks instead of some forty: `account` holds everything the router entry imports
 * statically (the router, the route tree and every route's loader and head) and what both account pages share,
 * `auth-page` the sign-in page's code and `portal` the portals'. Left out is every module an island can load, at once
 * or on demand, so a public page never downloads account code; those stay in the shared chunks the bundler makes (most
 * of them in `layout`). The build fails if an island can reach an account chunk (accountChunksOffIslands). Measured on
 * `/auth`: 45 scripts before (HTTP/1.1 fetched them in 7–8 waves), see docs/adr/0015-account-area-loading.md.
 */
function accountAreaChunks(): Rolldown.CodeSplittingGroup {
  let chunkOf: Map<string, string> | undefined;
  return {
    name: (id, context) => {
      chunkOf ??= assignAccountChunks(context);
      return accountOnly(id) ?? chunkOf.get(id) ?? null;
    },
    debugName: 'account area',
    // The modules are chosen above, with the dependencies they may take; the rest stay where they are.
    includeDependenciesRecursively: false,
  };
}

/** The chunks only account pages load; no island may reach them (accountChunksOffIslands). */
const accountChunkNames = ['account', 'auth-page', 'portal'];

const routerLibrary =
  /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store)|use-sync-external-store)[\\/]/;
const routerContext = /[\\/](useRouter|routerContext)\.js$/;

/**
 * Package modules only the account pages use, by the chunk each goes into. Islands and routes import the packages
 * through their index, which re-exports every module, so in the module graph everything seems to reach these; after
 * tree-shaking only the account pages do (the build checks that no island does: accountChunksOffIslands).
 */
const accountOnlyModules: Record<string, RegExp> = {
  // Both account pages: the passkey API, sign-in, texts and icon (the portals' passkey list reuses them), the pages' copy.
  account:
    /packages[\\/](auth[\\/]src[\\/](data[\\/]passkeysApi\.ts$|components[\\/]PasskeySignIn[\\/])|content[\\/]src[\\/]pages[\\/]accounts\.ts$)|lucide-react[\\/].*[\\/]icons[\\/]key-round\.mjs$/,
  'auth-page': new RegExp(
    [
      String.raw`packages[\\/]auth[\\/]src[\\/](components[\\/]AuthForm[\\/]|forms[\\/]authFormState\.ts$)`,
      String.raw`packages[\\/]ui[\\/]src[\\/]components[\\/](PasswordField|Select)[\\/]`,
      String.raw`lucide-react[\\/].*[\\/]icons[\\/](eye|eye-off)\.mjs$`,
    ].join('|'),
  ),
  portal: new RegExp(
    [
      String.raw`packages[\\/]auth[\\/]src[\\/]components[\\/](PasskeyManager|BusinessPortal|ConsumerPortal)[\\/]`,
      String.raw`packages[\\/]ui[\\/]src[\\/]components[\\/](Skeleton|ConfirmationDialog)[\\/]`,
      String.raw`packages[\\/]ui[\\/]src[\\/]patterns[\\/](AccountHeader|CompanyInfoCard|GettingStartedList|MetricCard|QuickActions|TransactionTable)[\\/]`,
      String.raw`packages[\\/]ui[\\/]src[\\/]format[\\/](formatAmount|formatTransactionDate)\.ts$`,
      String.raw`lucide-react[\\/].*[\\/]icons[\\/](chart-line|arrow-down-left|arrow-up-right|chevron-left|chevron-right|receipt|download|banknote|building-complex|code|credit-card|layers|refresh-cw|users)\.mjs$`,
    ].join('|'),
  ),
};
const accountOnly = (id: string) => Object.entries(accountOnlyModules).find(([, test]) => test.test(id))?.[0];

function assignAccountChunks(context: Rolldown.ChunkingContext): Map<string, string> {
  // Every module reachable from `starts`, not through the account-only modules, which are placed by name.
  const reach = (starts: readonly string[], dynamic: boolean) => {
    const seen = new Set<string>();
    const queue = [...starts];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id) || accountOnly(id)) continue;
      const info = context.getModuleInfo(id);
      if (!info) continue;
      seen.add(id);
      queue.push(...info.importedIds, ...(dynamic ? info.dynamicallyImportedIds : []));
    }
    return seen;
  };
  const root = fileURLToPath(new URL('.', import.meta.url));
  const fromIslands = reach(
    islandFiles.map((file) => `\0${islandEntryPrefix}${file.replace(/\.island\.tsx$/, '')}`),
    true,
  );
  const chunkOf = new Map<string, string>();
  const entry = `${root}src/entry-client.tsx`;
  for (const id of reach([entry], false)) {
    // The router's package entry re-exports all of it, so every island that reads the router context (the header's
    // account menu) reaches all of the router in the module graph; it uses only the context, which stays outside.
    if ((routerLibrary.test(id) && !routerContext.test(id)) || !fromIslands.has(id)) chunkOf.set(id, 'account');
  }
  // The entry itself stays the entry chunk: it awaits the router's hydration at the top level, which imports route
  // chunks that import `account`; inside `account` that await would wait for itself.
  chunkOf.delete(entry);
  // A module both the sign-in page and the portals use goes into `account`, which every account page loads anyway.
  const pages = Object.entries(accountRouteChunks).map(([name, modules]) => ({
    name,
    modules: reach(
      modules.map((module) => `${root}${module}`),
      false,
    ),
  }));
  for (const page of pages) {
    for (const id of page.modules) {
      if (fromIslands.has(id) || chunkOf.has(id)) continue;
      const shared = pages.some((other) => other !== page && other.modules.has(id));
      chunkOf.set(id, shared ? 'account' : page.name);
    }
  }
  return chunkOf;
}

/** Fails the build if an island's code, loaded at once or on demand, can reach a chunk only account pages need. */
function accountChunksOffIslands(): Plugin {
  return {
    name: 'ardena-account-chunks-off-islands',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      for (const island of chunks.values()) {
        if (!island.isEntry || !island.name.startsWith('island-')) continue;
        const seen = new Set<string>();
        const queue = [island.fileName];
        while (queue.length > 0) {
          const chunk = chunks.get(queue.pop() as string);
          if (!chunk || seen.has(chunk.fileName)) continue;
          seen.add(chunk.fileName);
          if (accountChunkNames.includes(chunk.name)) {
            this.error(
              `${island.name} can load the account chunk ${chunk.fileName}: a module of it is used by an island (vite.config.ts, accountOnlyModules)`,
            );
          }
          queue.push(...chunk.imports, ...chunk.dynamicImports);
        }
      }
    },
  };
}

/**
 * `virtual:island-entry/<entry>`: the browser entry of src/islands/<entry>.island.tsx, which hydrates every island the
 * file declares (`export const … = defineIsland(…)`; src/islands/hydrate.tsx).
 */
function islandEntries(): Plugin {
  return {
    name: 'ardena-island-entries',
    resolveId: (id) => (id.startsWith(islandEntryPrefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${islandEntryPrefix}`)) return undefined;
      const file = `${id.slice(islandEntryPrefix.length + 1)}.island.tsx`;
      if (!islandFiles.includes(file)) return undefined;
      // Named imports, not a namespace object: the bundle then needs no namespace helper.
      const islands = [
        ...readFileSync(`${islandsDir}${file}`, 'utf8').matchAll(/^export const (\w+) = defineIsland\(/gm),
      ].map((match) => match[1]);
      if (islands.length === 0) this.error(`src/islands/${file} declares no island (export const X = defineIsland(…))`);
      return [
        `import { ${islands.join(', ')} } from ${JSON.stringify(`${islandsDir}${file}`)};`,
        `import { hydrateIslands } from ${JSON.stringify(`${islandsDir}hydrate.tsx`)};`,
        `hydrateIslands(${islands.join(', ')});`,
      ].join('\n');
    },
  };
}

/**
 * Writes `.vite/modules.json` next to the client manifest: for each chunk, its modules and their rendered size, so the
 * bench (bench/site.bench.mjs) can say which modules a page's first-load bytes come from.
 */
function moduleSizes(): Plugin {
  return {
    name: 'ardena-module-sizes',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [
            id.replace(/^.*node_modules\//, ''),
            module.renderedLength,
          ]),
        );
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}
