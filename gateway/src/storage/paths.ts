import path from 'node:path';
import type { GatewayContext } from '../context.ts';
import { storageErrors } from './errors.ts';

// storage-api's character sets: keeping them makes uploads that work here work on Supabase too.
const KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/** An object name as storage-js builds it: no leading slash, no empty, '.' or '..' segments. */
export function objectKey(raw: string | undefined): string {
  const key = (raw ?? '').replace(/^\/+/, '');
  const segments = key.split('/');
  if (!key || key.length > 1024 || !KEY.test(key) || segments.some((s) => s === '' || s === '.' || s === '..')) {
    throw storageErrors.invalidKey(key);
  }
  return key;
}

export function bucketId(raw: string | undefined): string {
  const id = raw ?? '';
  if (!id || id.length > 100 || !BUCKET.test(id) || id === '.' || id === '..') {
    throw storageErrors.invalidRequest(`Bucket name invalid: ${id}`);
  }
  return id;
}

export function storageRoot(ctx: Pick<GatewayContext, 'dataDir'>): string {
  return path.join(ctx.dataDir, 'storage');
}

/**
 * Where an object's bytes live: <dataDir>/storage/<bucket>/<name>/<version>. The version level
 * lets an upsert write the new bytes before the catalogue row switches to them, and lets "a" and
 * "a/b" both exist.
 */
export function objectFile(ctx: Pick<GatewayContext, 'dataDir'>, bucket: string, key: string, version: string): string {
  const root = storageRoot(ctx);
  const file = path.join(root, bucket, ...key.split('/'), version);
  if (!file.startsWith(root + path.sep)) throw storageErrors.invalidKey(key);
  return file;
}
