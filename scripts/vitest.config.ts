import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
