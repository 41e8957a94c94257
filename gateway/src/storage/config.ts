/** storage-api settings, read with its environment names. */
export interface StorageConfig {
  /** FILE_SIZE_LIMIT: the largest object any bucket accepts, in bytes (default 50 MB). */
  fileSizeLimit: number;
  /** UPLOAD_SIGNED_URL_EXPIRATION_TIME: lifetime of a signed upload URL, in seconds (2 hours, as on hosted Supabase). */
  uploadSignedUrlExpiresIn: number;
  /** TUS_URL_EXPIRY_MS: how long a resumable upload may take from its creation, in milliseconds (24 hours). */
  tusUrlExpiryMs: number;
}

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number, what: string): number {
  const raw = env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be ${what}, got '${raw}'`);
  return Math.floor(value);
}

export function storageConfigFromEnv(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return {
    fileSizeLimit: positive(env, 'FILE_SIZE_LIMIT', 50 * 1024 * 1024, 'a byte count'),
    uploadSignedUrlExpiresIn: positive(env, 'UPLOAD_SIGNED_URL_EXPIRATION_TIME', 2 * 60 * 60, 'a number of seconds'),
    tusUrlExpiryMs: positive(env, 'TUS_URL_EXPIRY_MS', 24 * 60 * 60 * 1000, 'a number of milliseconds'),
  };
}
