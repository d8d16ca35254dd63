import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'node',
    environment: 'node',
    // Relative to this folder (the project root when the root vitest.config.ts loads it).
    include: [
      '{src,test,bench,scripts}/**/*.test.ts',
      '../../packages/*/src/**/*.node.test.ts',
      '../site/{server,scripts}/**/*.node.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    passWithNoTests: true,
    // Each suite starts its own server; PGlite's first start (initdb) takes seconds, more on a busy machine.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
