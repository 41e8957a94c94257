import path from 'node:path';
import { StartupError } from '@rentals/db/errors';
import { FileBackend } from './file.ts';
import type { S3Settings } from './s3.ts';
import type { ObjectBackend } from './types.ts';

export type StorageSettings = { kind: 'file'; root: string } | S3Settings;

/** storage-api's tenant id when it serves one project (PROJECT_REF and TENANT_ID unset). */
export const DEFAULT_TENANT = 'storage-single-tenant';

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new StartupError(`STORAGE_BACKEND=s3 needs ${name}.`);
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = env[name]?.trim() ?? '';
  if (value !== '' && value !== 'true' && value !== 'false') throw new StartupError(`${name} must be true or false, got '${value}'.`);
  return value === 'true';
}

/**
 * Where object bytes live, read with storage-api's own names: STORAGE_BACKEND `file` (the default:
 * DATA_DIR/storage) or `s3` (GLOBAL_S3_BUCKET, REGION, GLOBAL_S3_ENDPOINT for any S3-compatible
 * store, GLOBAL_S3_FORCE_PATH_STYLE, AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, else the AWS SDK's
 * own chain, and TENANT_ID for the keys' first segment). A mistyped value stops the start.
 */
export function storageSettingsFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageSettings {
  const kind = env.STORAGE_BACKEND?.trim() || 'file';
  if (kind === 'file') return { kind, root: path.join(dataDir, 'storage') };
  if (kind !== 's3') throw new StartupError(`STORAGE_BACKEND must be file or s3, got '${kind}'.`);
  const endpoint = env.GLOBAL_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:$/.test(URL.parse(endpoint)?.protocol ?? '')) throw new StartupError(`GLOBAL_S3_ENDPOINT must be a URL such as http://127.0.0.1:9000, got '${endpoint}'.`);
  const accessKeyId = env.AWS_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new StartupError('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither.');
  const prefix = env.TENANT_ID?.trim() || DEFAULT_TENANT;
  if (!/^[\w.-]{1,64}$/.test(prefix)) throw new StartupError(`TENANT_ID must be letters, digits, '.', '_' or '-', got '${prefix}'.`);
  return {
    kind,
    bucket: required(env, 'GLOBAL_S3_BUCKET'),
    region: required(env, 'REGION'),
    endpoint,
    forcePathStyle: flag(env, 'GLOBAL_S3_FORCE_PATH_STYLE'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    prefix,
  };
}

/** The backend for `settings`; the AWS SDK is loaded only when the bytes live in S3. */
export async function openStorageBackend(settings: StorageSettings): Promise<ObjectBackend> {
  if (settings.kind === 'file') return new FileBackend(settings.root);
  const { S3Backend } = await import('./s3.ts');
  return new S3Backend(settings);
}
