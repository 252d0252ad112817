import { defineConfig } from 'vitest/config';

// Three tiers, each a project: `vitest run --project unit` runs one, `vitest run` runs them all.
// unit: no child processes, no whole-site builds, no servers. integration: CLI runs, whole builds,
// dev and preview servers on 127.0.0.1 (and the fuzz corpus, which builds pages by the hundred).
// e2e: chromium against the built site.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // browser suites each start chromium; two at a time suits the 2-core machines CI runs on
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.{ts,tsx}', 'tests/fuzz/**/*.test.ts'],
        },
      },
      { extends: true, test: { name: 'e2e', include: ['tests/e2e/**/*.test.{ts,tsx}'] } },
    ],
  },
});
