import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'scripts',
    include: ['tests/**/*.test.ts'],
    isolate: false,
    // The site tests (tests/site) run a gateway on a throw-away database of the run's cluster.
    globalSetup: ['../db/src/vitest.globalSetup.ts'],
    testTimeout: 30_000,
  },
});
