/** storage-api settings, read with its environment names. */
export interface StorageConfig {
  /** FILE_SIZE_LIMIT: the largest object any bucket accepts, in bytes (default 50 MB). */
  fileSizeLimit: number;
}

export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  const raw = env.FILE_SIZE_LIMIT;
  const limit = raw ? Number(raw) : 50 * 1024 * 1024;
  if (!Number.isFinite(limit) || limit <= 0) throw new Error(`FILE_SIZE_LIMIT must be a byte count, got '${raw}'`);
  return { fileSizeLimit: limit };
}
