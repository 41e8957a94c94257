import { describe, expect, it } from 'vitest';
import { DEFAULT_TENANT, storageSettingsFromEnv } from './settings.ts';

const S3 = { STORAGE_BACKEND: 's3', GLOBAL_S3_BUCKET: 'rentals', REGION: 'ap-south-1' };

describe('storage settings, with storage-api\'s names', () => {
  it('keep bytes in DATA_DIR/storage unless STORAGE_BACKEND says s3', () => {
    expect(storageSettingsFromEnv({}, '/srv/data')).toEqual({ kind: 'file', root: '/srv/data/storage' });
    expect(storageSettingsFromEnv({ STORAGE_BACKEND: 'file', GLOBAL_S3_BUCKET: 'ignored' }, '/srv/data').kind).toBe('file');
  });

  it('read the bucket, region, endpoint, path style, keys and tenant for s3', () => {
    expect(storageSettingsFromEnv({ ...S3 }, '/srv/data')).toEqual({
      kind: 's3', bucket: 'rentals', region: 'ap-south-1', endpoint: undefined, forcePathStyle: false, credentials: undefined, prefix: DEFAULT_TENANT,
    });
    expect(storageSettingsFromEnv({
      ...S3, GLOBAL_S3_ENDPOINT: 'http://127.0.0.1:9000', GLOBAL_S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'key', AWS_SECRET_ACCESS_KEY: 'secret', TENANT_ID: 'rentals-prod',
    }, '/srv/data')).toMatchObject({
      endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, prefix: 'rentals-prod',
    });
  });

  it('stop the start with a sentence on a missing or mistyped value', () => {
    const refused = (env: NodeJS.ProcessEnv) => () => storageSettingsFromEnv(env, '/srv/data');
    expect(refused({ STORAGE_BACKEND: 'S3' })).toThrow("STORAGE_BACKEND must be file or s3, got 'S3'.");
    expect(refused({ STORAGE_BACKEND: 's3', REGION: 'ap-south-1' })).toThrow('STORAGE_BACKEND=s3 needs GLOBAL_S3_BUCKET.');
    expect(refused({ STORAGE_BACKEND: 's3', GLOBAL_S3_BUCKET: 'rentals' })).toThrow('STORAGE_BACKEND=s3 needs REGION.');
    expect(refused({ ...S3, GLOBAL_S3_ENDPOINT: 'minio:9000 ' })).toThrow(/GLOBAL_S3_ENDPOINT must be a URL/);
    expect(refused({ ...S3, GLOBAL_S3_FORCE_PATH_STYLE: 'yes' })).toThrow("GLOBAL_S3_FORCE_PATH_STYLE must be true or false, got 'yes'.");
    expect(refused({ ...S3, AWS_ACCESS_KEY_ID: 'key' })).toThrow(/set both, or neither/);
    expect(refused({ ...S3, TENANT_ID: '../other' })).toThrow(/TENANT_ID must be/);
  });
});
