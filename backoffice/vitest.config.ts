import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
