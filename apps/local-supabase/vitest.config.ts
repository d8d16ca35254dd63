import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'node',
    environment: 'node',
    include: ['apps/local-supabase/**/*.test.ts', 'packages/*/src/**/*.node.test.ts'],
    passWithNoTests: true,
  },
});
