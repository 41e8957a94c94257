import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from './fixture.ts';

// The app's own bucket from db/migrations: images only, 5 MB each, avatars at most 2 MB.
const MB = 1024 * 1024;
// A real PNG padded to size: uploads declared as images must start like one.
const png = (bytes: number) => {
  const padded = new Uint8Array(Math.max(bytes, PNG.length));
  padded.set(PNG);
  return new Blob([padded], { type: 'image/png' });
};

describe('property-images bucket', () => {
  let fx: StorageFixture;
  beforeAll(async () => {
    fx = await startStorage();
  });
  afterAll(async () => {
    await fx.gateway.close();
  });

  it('takes an avatar image of up to 2 MB under the user’s own avatars/ folder and serves it publicly', async () => {
    const key = `avatars/${fx.a.id}-me.png`;
    const { error } = await fx.a.client.storage.from('property-images').upload(key, png(2 * MB));
    expect(error, 'upload of a 2 MB avatar').toBeNull();
    const url = fx.a.client.storage.from('property-images').getPublicUrl(key).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await response.arrayBuffer()).byteLength).toBe(2 * MB);
  });

  it('refuses an avatar over 2 MB with a message the user can act on', async () => {
    const { error } = await fx.a.client.storage.from('property-images').upload(`avatars/${fx.a.id}-big.png`, png(2 * MB + 1));
    expect(error?.message).toBe('Avatars must be at most 2 MB');
  });

  it('refuses files that are not images, and images over 5 MB', async () => {
    const text = new Blob(['hello'], { type: 'text/plain' });
    const notImage = await fx.a.client.storage.from('property-images').upload(`properties/${fx.a.id}/notes.txt`, text);
    expect(notImage.error?.message).toMatch(/mime type text\/plain is not supported/);
    const huge = await fx.a.client.storage.from('property-images').upload(`properties/${fx.a.id}/huge.png`, png(5 * MB + 1));
    expect(huge.error, 'a 5 MB + 1 byte photo').not.toBeNull();
  });

  it('refuses writing into another user’s folders', async () => {
    const { error } = await fx.b.client.storage.from('property-images').upload(`properties/${fx.a.id}/x.png`, png(10));
    expect(error?.message).toMatch(/row-level security/);
  });
});
