import path from 'node:path';
import { FileBackend } from './file.ts';
import type { ObjectBackend } from './types.ts';

export type StorageSettings = { kind: 'file'; root: string };

/** Where object bytes live: DATA_DIR/storage. */
export function storageSettingsFromEnv(_env: NodeJS.ProcessEnv, dataDir: string): StorageSettings {
  return { kind: 'file', root: path.join(dataDir, 'storage') };
}

export async function openStorageBackend(settings: StorageSettings): Promise<ObjectBackend> {
  return new FileBackend(settings.root);
}
