import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    isolate: false,
    // One throw-away PostgreSQL for the file that checks the queries against the real schema.
    globalSetup: ['../db/src/vitest.globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
