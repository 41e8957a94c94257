import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type StorageFixture } from './fixture.ts';

let f: StorageFixture;
let photo: string;
const countRenders = async () => (await f.gateway.ctx.storageBackend.list('~renders/')).length;

beforeAll(async () => {
  f = await startStorage();
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
  photo = `${f.a.id}/flat-1/hall.jpg`;
  for (const bucket of ['listing-photos', 'tenant-docs']) {
    const { error } = await f.a.client.storage.from(bucket).upload(photo, new Blob([jpeg], { type: 'image/jpeg' }));
    if (error) throw error;
  }
  await f.a.client.storage.from('listing-photos').upload(`${f.a.id}/notes.txt`, Buffer.from('not an image'), { contentType: 'text/plain' });
});
afterAll(() => f.gateway.close());

async function size(response: Response) {
  const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
  return { width: meta.width, height: meta.height, format: meta.format };
}

describe('image transforms (/render/image/…)', () => {
  it('serves a public listing photo at card size, as WebP to browsers that take it, once rendered then from the store', async () => {
    const url = f.a.client.storage.from('listing-photos').getPublicUrl(photo, { transform: { width: 400, height: 300 } }).data.publicUrl;
    expect(url).toContain('/storage/v1/render/image/public/listing-photos/');
    const first = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('vary')).toBe('Accept');
    const etag = first.headers.get('etag');
    expect(await size(first)).toEqual({ width: 400, height: 300, format: 'webp' });
    expect(await countRenders()).toBe(1);
    const again = await fetch(url, { headers: { accept: 'image/webp' } });
    expect(again.headers.get('etag')).toBe(etag);
    expect(await countRenders(), 'the second request reuses the stored render').toBe(1);
    expect((await fetch(url, { headers: { accept: 'image/webp', 'if-none-match': etag! } })).status).toBe(304);
  });

  it('keeps the source format with format=origin and honours resize=contain', async () => {
    const url = f.a.client.storage.from('listing-photos')
      .getPublicUrl(photo, { transform: { width: 300, height: 300, resize: 'contain', format: 'origin' } }).data.publicUrl;
    const response = await fetch(url, { headers: { accept: 'image/webp' } });
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await size(response)).toEqual({ width: 300, height: 300, format: 'jpeg' });
  });

  it('renders private objects for the caller RLS allows, and through a signed URL with its transform', async () => {
    const own = await f.a.client.storage.from('tenant-docs').download(photo, { transform: { width: 200 } });
    expect(own.error).toBeNull();
    expect((await sharp(Buffer.from(await own.data!.arrayBuffer())).metadata()).width).toBe(200);
    const other = await f.b.client.storage.from('tenant-docs').download(photo, { transform: { width: 200 } });
    expect(other.data).toBeNull();
    const signed = await f.a.client.storage.from('tenant-docs').createSignedUrl(photo, 60, { transform: { width: 160, height: 120 } });
    expect(signed.data?.signedUrl).toContain('/storage/v1/render/image/sign/tenant-docs/');
    expect(await size(await fetch(signed.data!.signedUrl))).toMatchObject({ width: 160, height: 120 });
  });

  it('decides by the bytes: a JPEG stored as storage-js\'s default text/plain renders, a text file never', async () => {
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg().toBuffer();
    const name = `${f.a.id}/flat-2/untyped.jpg`;
    expect((await f.a.client.storage.from('listing-photos').upload(name, jpeg)).error).toBeNull();
    const info = await f.a.client.storage.from('listing-photos').info(name);
    expect(info.data?.contentType).toMatch(/^text\/plain/);
    const url = f.a.client.storage.from('listing-photos').getPublicUrl(name, { transform: { width: 320, height: 240, format: 'origin' } }).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await size(response)).toEqual({ width: 320, height: 240, format: 'jpeg' });
    const text = await fetch(`${f.gateway.url}/storage/v1/render/image/public/listing-photos/${f.a.id}/notes.txt?width=100`);
    expect(await text.json()).toMatchObject({ statusCode: '400', message: 'Only JPEG, PNG, WebP, AVIF and GIF images can be transformed' });
  });

  it('says what was asked in X-Transformations, as storage-api does (signed, public and authenticated)', async () => {
    const signed = await f.a.client.storage.from('tenant-docs').createSignedUrl(photo, 60, { transform: { width: 200, height: 200, quality: 60 } });
    const response = await fetch(signed.data!.signedUrl);
    expect(response.status).toBe(200);
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0);
    expect(response.headers.get('x-transformations')).toBe('height:200,width:200,resizing_type:fill,quality:60');
    const publicUrl = `${f.gateway.url}/storage/v1/render/image/public/listing-photos/${photo}?width=300&resize=contain&format=webp`;
    expect((await fetch(publicUrl)).headers.get('x-transformations')).toBe('width:300,resizing_type:fit,format:webp');
    const own = await fetch(`${f.gateway.url}/storage/v1/render/image/authenticated/tenant-docs/${photo}?height=90&resize=fill&format=origin`, {
      headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}` },
    });
    expect(own.headers.get('x-transformations')).toBe('height:90,resizing_type:force');
  });

  it('answers storage-api errors for bad options, non-images and missing objects', async () => {
    const base = `${f.gateway.url}/storage/v1/render/image/public/listing-photos`;
    const bad = await fetch(`${base}/${photo}?width=0`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400', message: 'width must be an integer from 1 to 2500' });
    const text = await fetch(`${base}/${f.a.id}/notes.txt?width=100`);
    expect(await text.json()).toMatchObject({ statusCode: '400', message: 'Only JPEG, PNG, WebP, AVIF and GIF images can be transformed' });
    const missing = await fetch(`${base}/${f.a.id}/gone.jpg?width=100`);
    expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'not_found' });
  });
});
