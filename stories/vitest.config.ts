import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'stories',
    environment: 'jsdom',
    // Importing React, MUI and react-admin again for every file was most of the run's time.
    isolate: false,
    setupFiles: ['../site/src/testing/setup.ts'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 20_000,
  },
});
