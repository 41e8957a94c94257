import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from '../storage/fixture.ts';

// Finding 6: HTML bytes declared as image/png were stored and served as image/png, without
// nosniff. Image uploads must start like the declared format, and downloads must stay inert.
let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

const HTML = Buffer.from('<!doctype html><html><body><script>fetch("/steal?c=" + document.cookie)</script></body></html>');
const pad = (head: Buffer) => Buffer.concat([head, Buffer.alloc(64)]);
const IMAGES: Record<string, Buffer> = {
  'image/png': PNG,
  'image/jpeg': pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00])),
  'image/gif': pad(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1')),
  'image/webp': pad(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])),
  'image/avif': pad(Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif'), Buffer.alloc(4), Buffer.from('avifmif1miaf')])),
};
const images = () => f.a.client.storage.from('property-images');

describe('an upload declared as an image', () => {
  it('is refused with invalid_mime_type (415) when its bytes are HTML, as multipart or raw', async () => {
    for (const type of Object.keys(IMAGES)) {
      const name = `properties/${f.a.id}/evil-${type.split('/')[1]}`;
      const multipart = await images().upload(name, new Blob([new Uint8Array(HTML)], { type }));
      expect(multipart.error, `multipart ${type}`).toMatchObject({ statusCode: '415', message: `mime type ${type} is not supported` });
      const raw = await images().upload(name, HTML, { contentType: type });
      expect(raw.error, `raw ${type}`).toMatchObject({ statusCode: '415', message: `mime type ${type} is not supported` });
    }
    const { rowCount } = await f.gateway.db.query(`select 1 from storage.objects where name like $1`, [`properties/${f.a.id}/evil-%`]);
    expect(rowCount, 'nothing stored').toBe(0);
  });

  it('is refused when its bytes are another image format', async () => {
    const { error } = await images().upload(`properties/${f.a.id}/gif-as.png`, IMAGES['image/gif']!, { contentType: 'image/png' });
    expect(error).toMatchObject({ statusCode: '415' });
  });

  it('is refused in a bucket that takes any type, too, in storage-api’s own error shape', async () => {
    const response = await fetch(`${f.gateway.url}/storage/v1/object/listing-photos/${f.a.id}/evil.png`, {
      method: 'POST',
      headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}`, 'content-type': 'image/png' },
      body: HTML,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type image/png is not supported',
    });
  });

  it('is stored when the bytes are the declared format', async () => {
    for (const [type, bytes] of Object.entries(IMAGES)) {
      const { error } = await images().upload(`properties/${f.a.id}/ok-${type.split('/')[1]}`, new Blob([new Uint8Array(bytes)], { type }));
      expect(error, `a real ${type}`).toBeNull();
    }
  });
});

describe('every object download', () => {
  beforeAll(async () => {
    const upload = await f.a.client.storage.from('tenant-docs').upload(`${f.a.id}/page.html`, HTML, { contentType: 'text/html' });
    expect(upload.error).toBeNull();
  });

  it('carries nosniff and a sandboxing Content-Security-Policy (public, authenticated, signed)', async () => {
    const signed = await f.a.client.storage.from('tenant-docs').createSignedUrl(`${f.a.id}/page.html`, 60);
    const headers = { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}` };
    const downloads = {
      public: await fetch(images().getPublicUrl(`properties/${f.a.id}/ok-png`).data.publicUrl),
      authenticated: await fetch(`${f.gateway.url}/storage/v1/object/authenticated/tenant-docs/${f.a.id}/page.html`, { headers }),
      plain: await fetch(`${f.gateway.url}/storage/v1/object/tenant-docs/${f.a.id}/page.html`, { headers }),
      signed: await fetch(signed.data!.signedUrl),
    };
    for (const [kind, response] of Object.entries(downloads)) {
      expect(response.status, kind).toBe(200);
      expect(response.headers.get('x-content-type-options'), kind).toBe('nosniff');
      expect(response.headers.get('content-security-policy'), kind).toBe("default-src 'none'; sandbox");
    }
    expect(downloads.public.headers.get('content-type'), 'real images still served as images').toBe('image/png');
  });
});
