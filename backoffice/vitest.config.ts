import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Node loads react-router's ES module for react-router-dom, react-admin's router; without this
    // condition the tests' own imports got its CommonJS copy, a second router that react-admin could
    // not see (a story's MemoryRouter and its path were ignored), unlike the app's single bundle.
    conditions: ['module-sync'],
  },
  test: {
    name: 'backoffice',
    environment: 'jsdom',
    // Importing React, MUI and react-admin again for every file was most of the run's time.
    isolate: false,
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['src/testing/setup.ts'],
    testTimeout: 20_000,
  },
});
