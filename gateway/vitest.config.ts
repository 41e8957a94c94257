import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['../db/src/vitest.globalSetup.ts'],
    // Object bytes in a folder of each test's own; vitest.s3.config.ts runs the storage tests again on S3.
    env: { STORAGE_BACKEND: 'file' },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
