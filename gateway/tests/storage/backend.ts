import crypto from 'node:crypto';
import { storageSettingsFromEnv, type StorageSettings } from '../../src/storage/backends/settings.ts';

/**
 * The storage settings of this test run (STORAGE_BACKEND: `file`, or `s3` against the S3 server
 * that vitest.s3.config.ts starts), with a place of its own: `dataDir` for files, a TENANT_ID of
 * its own in the shared bucket. `env` carries the same settings to a gateway started as a process.
 */
export function testStorage(dataDir: string): { settings: StorageSettings; env: Record<string, string> } {
  const env = { TENANT_ID: `test-${crypto.randomUUID()}` };
  return { settings: storageSettingsFromEnv({ ...process.env, ...env }, dataDir), env };
}

export const testStorageSettings = (dataDir: string): StorageSettings => testStorage(dataDir).settings;
