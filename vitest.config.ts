import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'packages/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    globalSetup: ['apps/server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // two files at a time on this 2-core machine: most integration tests wait on PostgreSQL or on timers
    maxWorkers: Number(process.env.VITEST_WORKERS ?? 2),
  },
});
