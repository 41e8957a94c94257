import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from './fixture.ts';

let f: StorageFixture;
let publicUrl: string;
beforeAll(async () => {
  f = await startStorage();
  const photos = f.a.client.storage.from('listing-photos');
  await photos.upload(`${f.a.id}/p1.png`, new Blob([PNG], { type: 'image/png' }));
  await f.a.client.storage.from('tenant-docs').upload(`${f.a.id}/lease.txt`, Buffer.from('private lease'), {
    contentType: 'text/plain',
  });
  publicUrl = photos.getPublicUrl(`${f.a.id}/p1.png`).data.publicUrl;
});
afterAll(() => f.gateway.close());

describe('public URLs (conformance 25)', () => {
  it('builds getPublicUrl as /storage/v1/object/public/<bucket>/<path>', () => {
    expect(publicUrl).toBe(`${f.gateway.url}/storage/v1/object/public/listing-photos/${f.a.id}/p1.png`);
  });

  it('serves the exact bytes without any header, with type, caching and length headers', async () => {
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('content-length')).toBe(String(PNG.length));
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG), 'same bytes').toBe(true);
  });

  it('answers 304 to a matching If-None-Match and adds Content-Disposition for ?download=', async () => {
    const etag = (await fetch(publicUrl)).headers.get('etag')!;
    expect((await fetch(publicUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const download = await fetch(`${publicUrl}?download=photo.png`);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename=photo.png');
  });

  it('serves a byte range', async () => {
    const response = await fetch(publicUrl, { headers: { range: 'bytes=0-3' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-3/${PNG.length}`);
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG.subarray(0, 4))).toBe(true);
  });

  it('does not serve private buckets by public URL', async () => {
    const response = await fetch(`${f.gateway.url}/storage/v1/object/public/tenant-docs/${f.a.id}/lease.txt`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('authenticated downloads', () => {
  it('lets the owner download a private object and reports it as existing', async () => {
    const docs = f.a.client.storage.from('tenant-docs');
    const { data, error } = await docs.download(`${f.a.id}/lease.txt`);
    expect(error).toBeNull();
    expect(await data?.text()).toBe('private lease');
    expect((await docs.exists(`${f.a.id}/lease.txt`)).data).toBe(true);
    expect((await docs.exists(`${f.a.id}/nope.txt`)).data).toBe(false);
  });

  it('hides the object from another user (SELECT policy) and from anon', async () => {
    const other = await f.b.client.storage.from('tenant-docs').download(`${f.a.id}/lease.txt`);
    expect(other.error).toMatchObject({ statusCode: '404' });
    const anon = await f.gateway.client().storage.from('tenant-docs').download(`${f.a.id}/lease.txt`);
    expect(anon.error).toMatchObject({ statusCode: '404' });
  });

  it('gives object info and signed URLs that work without credentials', async () => {
    const docs = f.a.client.storage.from('tenant-docs');
    const info = await docs.info(`${f.a.id}/lease.txt`);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: `${f.a.id}/lease.txt`, size: 13, contentType: 'text/plain' });
    const signed = await docs.createSignedUrl(`${f.a.id}/lease.txt`, 60);
    expect(signed.error).toBeNull();
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('private lease');
    const refused = await f.b.client.storage.from('tenant-docs').createSignedUrl(`${f.a.id}/lease.txt`, 60);
    expect(refused.error, 'no signed URL for an object the caller cannot read').not.toBeNull();
  });

  it('refuses an expired or forged token with InvalidJWT', async () => {
    const response = await fetch(`${f.gateway.url}/storage/v1/object/tenant-docs/${f.a.id}/lease.txt`, {
      headers: { authorization: `Bearer ${f.a.token.slice(0, -4)}abcd` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' });
  });
});
