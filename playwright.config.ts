import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

// The site the e2e journeys drive (tests/e2e/stack.ts reads the API and mailbox URLs the same way).
const siteOrigin = (process.env.SITE_ORIGIN?.trim() || 'http://127.0.0.1:4173').replace(/\/+$/, '');

// Debian's Chromium (Playwright's own browser download cannot work on this network).
const launchOptions = { executablePath: findChromium(), args: chromiumArgs };

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two workers: the machine this must fit has two cores. A third (for the throttled journeys, which mostly wait) was
  // tried and measured: the CPU-bound journeys beside it slowed past their timeouts.
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  // Its own folder: Playwright empties the output folder when it starts, and test-results/ also holds the Vitest
  // reports and the step logs of the test command.
  outputDir: 'test-results/playwright',
  use: { trace: 'retain-on-failure', launchOptions },
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  snapshotPathTemplate: '{testDir}/{testFileDir}/__baselines__/{arg}{ext}',
  projects: [
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      testIgnore: 'perf/**',
      use: { ...devices['Desktop Chrome'], baseURL: siteOrigin, launchOptions },
    },
    {
      // Actions at first paint on a throttled phone profile (tests/e2e/perf): a project of their own, so a run can
      // pick them (`--project e2e-throttled`).
      name: 'e2e-throttled',
      testDir: 'tests/e2e/perf',
      use: { ...devices['Desktop Chrome'], baseURL: siteOrigin, launchOptions },
    },
    {
      name: 'visual',
      testDir: 'tests/visual',
      // No traces: the spec keeps one page open per worker and theme, and a screenshot diff says more than a trace.
      use: {
        ...devices['Desktop Chrome'],
        baseURL: 'http://127.0.0.1:6007',
        launchOptions,
        deviceScaleFactor: 1,
        trace: 'off',
      },
    },
  ],
  webServer: [
    {
      // Backend + built site; `pnpm test` builds the site before Playwright runs.
      command: 'node_modules/.bin/tsx scripts/e2e-servers.ts',
      // Pointed at another stack (SITE_ORIGIN and the other variables of tests/e2e/stack.ts), an answering site is reused.
      url: `${siteOrigin}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
    },
    {
      // The built Storybook for visual regression; `pnpm test` runs build-storybook first.
      command: 'node scripts/serve-static.mjs storybook-static 6007',
      url: 'http://127.0.0.1:6007/index.json',
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
