import { defineConfig } from 'vitest/config';

// The backend contract tests again, on a real PostgreSQL server (Debian's postgresql): globalSetup starts a throwaway
// cluster and each test server gets a fresh database of its own (test/support/test-database.ts). Timeouts as in the
// `node` project (vitest.config.ts).
export default defineConfig({
  test: {
    name: 'node-postgres',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // test/db is about PGlite's files on disk: nothing there changes with the engine.
    exclude: ['**/node_modules/**', 'test/db/**'],
    globalSetup: ['./test/support/postgres-global-setup.ts'],
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
