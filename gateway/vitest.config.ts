import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    globalSetup: ['../db/src/vitest.globalSetup.ts'],
    // Object bytes in a folder of each test's own; vitest.s3.config.ts runs the storage tests again on S3.
    env: { STORAGE_BACKEND: 'file' },
    // Files share a worker's modules, as in @rentals/db: each file still starts its own gateway on
    // its own database, and no file leaves a global changed (pg's parsers, process.env) behind.
    isolate: false,
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
