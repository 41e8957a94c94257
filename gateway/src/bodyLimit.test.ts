import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BODY_SIZE, isStorageUpload, maxBodySizeFromEnv } from './bodyLimit.ts';

describe('the JSON body limit', () => {
  it('reads GATEWAY_MAX_BODY_SIZE as a byte count, 4 MiB by default', () => {
    expect(maxBodySizeFromEnv({})).toBe(DEFAULT_MAX_BODY_SIZE);
    expect(maxBodySizeFromEnv({ GATEWAY_MAX_BODY_SIZE: '1048576' })).toBe(1048576);
    expect(() => maxBodySizeFromEnv({ GATEWAY_MAX_BODY_SIZE: '4MB' })).toThrow(/must be a byte count/);
    expect(() => maxBodySizeFromEnv({ GATEWAY_MAX_BODY_SIZE: '0' })).toThrow(/must be a byte count/);
  });

  it('leaves the storage uploads to their own limits and covers the storage JSON routes', () => {
    expect(isStorageUpload('POST', '/storage/v1/object/avatars/me.png')).toBe(true);
    expect(isStorageUpload('PUT', '/storage/v1/object/property-images/p/1.jpg')).toBe(true);
    for (const path of ['/storage/v1/object/move', '/storage/v1/object/copy', '/storage/v1/object/list/avatars',
      '/storage/v1/object/sign/avatars/me.png', '/storage/v1/bucket', '/storage/v1/bucket/avatars/empty']) {
      expect(isStorageUpload('POST', path), path).toBe(false);
    }
    expect(isStorageUpload('DELETE', '/storage/v1/object/avatars')).toBe(false);
  });

  it('signing an upload URL is JSON; uploading to it and resumable uploads keep their own limits', () => {
    expect(isStorageUpload('POST', '/storage/v1/object/upload/sign/avatars/me.png')).toBe(false);
    expect(isStorageUpload('PUT', '/storage/v1/object/upload/sign/avatars/me.png')).toBe(true);
    expect(isStorageUpload('POST', '/storage/v1/upload/resumable')).toBe(true);
    expect(isStorageUpload('PATCH', '/storage/v1/upload/resumable/YXZhdGFycy9tZS5wbmc')).toBe(true);
    expect(isStorageUpload('HEAD', '/storage/v1/upload/resumable/YXZhdGFycy9tZS5wbmc')).toBe(false);
    expect(isStorageUpload('PATCH', '/storage/v1/object/avatars/me.png')).toBe(false);
  });
});
