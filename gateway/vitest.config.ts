import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['../db/src/vitest.globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
