import { defineConfig } from 'vitest/config';

/**
 * The storage tests again with STORAGE_BACKEND=s3: every file that moves object bytes, unchanged,
 * against a real S3-protocol server (s3rver) the global setup starts on 127.0.0.1.
 */
export default defineConfig({
  test: {
    name: 'gateway-s3',
    include: [
      'tests/storage/**/*.test.ts',
      ...['storage-fuzz-no-5xx', 'resumable-fuzz-no-5xx', 'upload-body-limit', 'upload-leaves-no-orphan-files',
        'uploaded-content-is-what-it-claims', 'storage-writes-stay-in-own-folders'].map((name) => `tests/security/${name}.test.ts`),
    ],
    globalSetup: ['../db/src/vitest.globalSetup.ts', 'tests/storage/s3Server.globalSetup.ts'],
    env: { STORAGE_BACKEND: 's3' },
    isolate: false,
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
