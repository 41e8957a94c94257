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
