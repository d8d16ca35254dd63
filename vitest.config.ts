import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { localSupabase } from './apps/local-supabase/src/defaults';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// One Vitest run, three projects (CONVENTIONS "Tests, one job per layer"):
//  - unit:      component and logic tests in jsdom (colocated *.test.ts(x) in packages and the site)
//  - node:      server-side suites (the local Supabase contract tests live in their own config)
//  - node-postgres: the local Supabase contract tests again, on a real PostgreSQL server
//  - storybook: every story rendered from source in Debian's Chromium with its play function and axe (`pnpm
//               test:stories`, the development loop). `pnpm test` checks stories once, in the built Storybook: the
//               visual suite (tests/visual) plays every story in both themes with axe and compares a screenshot.
const storybookProject = {
  plugins: [storybookTest({ configDir: '.storybook', storybookScript: 'pnpm storybook' })],
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      // Debian's Chromium: Playwright's own browser download cannot work on this network.
      provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
      instances: [{ browser: 'chromium' as const }],
      screenshotFailures: false,
    },
    // One page per worker, reused across story files: the per-file page set-up cost more than most stories.
    // Portable stories reset their own state (args, MSW handlers, loaders) for each story.
    isolate: false,
    setupFiles: ['.storybook/vitest.setup.ts'],
  },
};

export default defineConfig({
  test: {
    // Vitest's default in run mode is one worker fewer than the cores: a single worker on a 2-core machine, which ran
    // every file one after another. Three workers keep both cores busy while the contract tests wait on their servers
    // and the story tests on the browser. (All projects of one run must share the count.)
    maxWorkers: 3,
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/site/src/**/*.test.{ts,tsx}',
            'apps/site/bench/**/*.test.ts',
            'bench/**/*.test.ts',
            // The release guards (API reports, changesets); these files run in Node (`@vitest-environment node`).
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.node.test.ts', '**/node_modules/**'],
          setupFiles: ['./scripts/vitest-setup-dom.ts'],
          // The backend target the site's build would inline (apps/site/src/backend.ts reads it): the local backend.
          env: { VITE_SUPABASE_URL: localSupabase.url, VITE_SUPABASE_ANON_KEY: localSupabase.anonKey },
          restoreMocks: true,
          // One jsdom per worker instead of one per file (it cost about 1.5 s per file); the setup file blanks the
          // document and storage before each file.
          isolate: false,
        },
      },
      'apps/local-supabase/vitest.config.ts',
      'apps/local-supabase/vitest.postgres.config.ts',
      storybookProject,
    ],
  },
});
