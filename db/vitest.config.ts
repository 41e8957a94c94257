import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'src/**/*.test.ts', 'seed/**/*.test.ts'],
    globalSetup: ['src/vitest.globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
