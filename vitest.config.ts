import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // browser suites each start chromium; two at a time suits the 2-core machines CI runs on
    maxWorkers: 2,
  },
});
