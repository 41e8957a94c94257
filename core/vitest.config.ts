import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Pure TypeScript: no database, fast.
      { test: { name: 'unit', include: ['src/**/*.test.ts'], isolate: false } },
      // The generated database types are compared with a freshly migrated database.
      {
        test: {
          name: 'types',
          include: ['scripts/**/*.test.ts'],
          globalSetup: ['../db/src/vitest.globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
