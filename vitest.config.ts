import { defineConfig } from 'vitest/config';
import { ProjectOrder } from './scripts/vitestOrder.ts';

// One vitest run for the whole workspace; each package keeps its own config (environment,
// global setup). Playwright journeys in e2e/ run through Playwright, not here.
export default defineConfig({
  test: {
    projects: [
      ...['core', 'db', 'gateway', 'site', 'backoffice', 'stories', 'bench', 'scripts'].map((pkg) => `${pkg}/vitest.config.ts`),
      // The storage tests once more, with object bytes in S3.
      'gateway/vitest.s3.config.ts',
    ],
    passWithNoTests: true,
    sequence: { sequencer: ProjectOrder },
  },
});
