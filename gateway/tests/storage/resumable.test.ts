import { spawnSync } from 'node:child_process';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorageBackend } from '../../src/storage/backends/settings.ts';
import { storageConfigFromEnv } from '../../src/storage/config.ts';
import { storageRoutes } from '../../src/storage/routes.ts';
import { PNG, startStorage, type StorageFixture } from './fixture.ts';

/**
 * Issue 20, item 12: /storage/v1/upload/resumable answered 404. It now speaks tus 1.0.0 as
 * storage-api does (creation with upload, PATCH at offsets, HEAD to resume, expiry, termination),
 * with the bucket's limits and RLS, and keeps its state in the database and its bytes in the
 * storage backend, so another worker carries on.
 */
let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

const KB = 1024;
const endpoint = () => `${f.gateway.url}/storage/v1/upload/resumable`;
const bytes = (size: number, seed = 7) => Buffer.from(Array.from({ length: size }, (_, i) => (i * seed + 13) % 251));
const meta = (fields: Record<string, string>) =>
  Object.entries(fields).map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`).join(',');

function tusHeaders(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0', ...extra };
}

/** Creates an upload by hand; answers its absolute URL and the response. */
async function createRaw(token: string, fields: Record<string, string>, length: number, extra: Record<string, string> = {}) {
  const response = await fetch(endpoint(), {
    method: 'POST',
    headers: tusHeaders(token, { 'upload-length': String(length), 'upload-metadata': meta(fields), ...extra }),
  });
  const location = response.headers.get('location');
  return { response, url: location ? new URL(location, f.gateway.url).toString() : '' };
}

const patchRaw = (url: string, token: string, offset: number, body: Buffer, extra: Record<string, string> = {}) =>
  fetch(url, {
    method: 'PATCH',
    headers: tusHeaders(token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset), ...extra }),
    body: new Uint8Array(body),
  });

const headRaw = (url: string, token: string) => fetch(url, { method: 'HEAD', headers: tusHeaders(token) });

/** The upload version an upload URL names (its id is base64url of `<bucket>/<key>/<version>`). */
const versionOf = (url: string) => Buffer.from(new URL(url).pathname.split('/').pop()!, 'base64url').toString('utf8').split('/').pop()!;

/** What the backend still keeps of an upload's bytes, and whether its row is there. */
async function leftOf(version: string) {
  const parts = (await f.gateway.ctx.storageBackend.list('~resumable/')).filter((name) => name.includes(version));
  const { rowCount } = await f.gateway.db.query('select 1 from private.resumable_uploads where version = $1', [version]);
  return { parts, row: rowCount === 1 };
}

const expire = (version: string) =>
  f.gateway.db.query(`update private.resumable_uploads set expires_at = now() - interval '1 second' where version = $1`, [version]);

/** tus-js-client, the client storage-api's docs use, with the options they recommend. */
function upload(input: Buffer, token: string, fields: Record<string, string>, options: Partial<tus.UploadOptions> = {}) {
  return new Promise<{ url: string | null }>((resolve, reject) => {
    const task: tus.Upload = new tus.Upload(input, {
      endpoint: endpoint(),
      retryDelays: [],
      headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${token}` },
      uploadDataDuringCreation: true,
      removeFingerprintOnSuccess: true,
      metadata: fields,
      chunkSize: 64 * KB,
      ...options,
      onError: reject,
      onSuccess: () => resolve({ url: task.url }),
    });
    task.start();
  });
}

async function stored(bucket: string, name: string) {
  const { rows } = await f.gateway.db.query<{ owner: string; metadata: Record<string, unknown> }>(
    'select owner::text, metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucket, name],
  );
  return rows[0];
}

describe('issue 20 item 12: resumable uploads (tus) with tus-js-client', () => {
  it('uploads a file in chunks into the caller\'s folder, recorded and served like any upload', async () => {
    const name = `${f.a.id}/floor-plan.pdf`;
    const content = bytes(300 * KB);
    await upload(content, f.a.token, { bucketName: 'tenant-docs', objectName: name, contentType: 'application/pdf', cacheControl: '3600' });
    expect(await stored('tenant-docs', name)).toMatchObject({
      owner: f.a.id,
      metadata: { size: content.length, mimetype: 'application/pdf', cacheControl: 'max-age=3600' },
    });
    const { data } = await f.a.client.storage.from('tenant-docs').download(name);
    expect(Buffer.from(await data!.arrayBuffer()).equals(content)).toBe(true);
  });

  it('resumes after an interruption, on another worker, over a lock left by a dead one', async () => {
    const name = `${f.a.id}/walkthrough.mp4`;
    const content = bytes(256 * KB, 11);
    const fields = { bucketName: 'tenant-docs', objectName: name, contentType: 'video/mp4' };
    // The network drops after the first chunk.
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const task: tus.Upload = new tus.Upload(content, {
        endpoint: endpoint(), retryDelays: [], chunkSize: 64 * KB, metadata: fields, uploadDataDuringCreation: true,
        headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}` },
        onChunkComplete: () => {
          void task.abort().then(() => resolve(task.url!));
        },
        onError: reject,
      });
      task.start();
    });
    const head = await headRaw(uploadUrl, f.a.token);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(64 * KB));
    expect(head.headers.get('upload-length')).toBe(String(content.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    // A worker that died mid-PATCH left its lock behind.
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    const version = versionOf(uploadUrl);
    await f.gateway.db.query(
      'update private.resumable_uploads set lock_holder = $2, lock_touched_at = now() where version = $1',
      [version, `${dead}@${os.hostname()}#${crypto.randomUUID()}`],
    );

    // A fresh worker: same database and storage, nothing in memory.
    const storageBackend = await openStorageBackend(f.gateway.storage);
    const app = new Hono();
    app.route('/storage/v1', storageRoutes({ ...f.gateway.ctx, storageBackend }, storageConfigFromEnv({})));
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const other = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const resumedUrl = uploadUrl.replace(f.gateway.url, other);
      let firstOffset = -1;
      await upload(content, f.a.token, fields, {
        endpoint: `${other}/storage/v1/upload/resumable`,
        uploadUrl: resumedUrl,
        onProgress: (sent) => {
          if (firstOffset < 0) firstOffset = sent;
        },
      });
      expect(firstOffset, 'it carried on from 64 KB, not from the start').toBeGreaterThanOrEqual(64 * KB);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      storageBackend.close();
    }
    const { data } = await f.a.client.storage.from('tenant-docs').download(name);
    expect(Buffer.from(await data!.arrayBuffer()).equals(content)).toBe(true);
    expect(await leftOf(version), 'the finished upload is forgotten').toEqual({ parts: [], row: false });
  });
});

describe('issue 20 item 12: the tus protocol rules', () => {
  it('PATCH must be at the upload\'s offset, as offset+octet-stream, within Upload-Length', async () => {
    const { response, url } = await createRaw(f.a.token, { bucketName: 'tenant-docs', objectName: `${f.a.id}/rules.bin` }, 10);
    expect(response.status).toBe(201);
    expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    const expires = Date.parse(response.headers.get('upload-expires') ?? '');
    expect(Math.round((expires - Date.now()) / 3_600_000), 'expires in 24 hours').toBe(24);
    expect((await patchRaw(url, f.a.token, 3, Buffer.from('abc'))).status, 'wrong offset').toBe(409);
    expect((await patchRaw(url, f.a.token, 0, Buffer.from('abc'), { 'content-type': 'text/plain' })).status).toBe(415);
    const noVersion = await fetch(url, { method: 'PATCH', headers: { authorization: `Bearer ${f.a.token}`, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }, body: 'abc' });
    expect(noVersion.status).toBe(412);
    expect((await patchRaw(url, f.a.token, 0, Buffer.from('0123456789AB'))).status, 'past Upload-Length').toBe(413);
    const first = await patchRaw(url, f.a.token, 0, Buffer.from('01234'));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('5');
    const last = await patchRaw(url, f.a.token, 5, Buffer.from('56789'));
    expect(last.status).toBe(204);
    expect(last.headers.get('upload-offset')).toBe('10');
    expect((await stored('tenant-docs', `${f.a.id}/rules.bin`))?.metadata).toMatchObject({ size: 10, mimetype: 'application/octet-stream' });
    expect((await headRaw(url, f.a.token)).status, 'a finished upload is gone').toBe(404);
  });

  it('belongs to its creator: another user, or nobody, cannot see or continue it', async () => {
    const { url } = await createRaw(f.a.token, { bucketName: 'tenant-docs', objectName: `${f.a.id}/mine.bin` }, 4);
    expect((await headRaw(url, f.b.token)).status).toBe(404);
    expect((await patchRaw(url, f.b.token, 0, Buffer.from('evil'))).status).toBe(404);
    expect((await fetch(url, { method: 'HEAD', headers: { 'tus-resumable': '1.0.0' } })).status).toBe(400);
    expect((await headRaw(url, f.a.token)).headers.get('upload-offset')).toBe('0');
  });

  it('expires: HEAD and PATCH then answer 410 and the bytes are removed', async () => {
    const { url } = await createRaw(f.a.token, { bucketName: 'tenant-docs', objectName: `${f.a.id}/late.bin` }, 6);
    await patchRaw(url, f.a.token, 0, Buffer.from('abc'));
    const version = versionOf(url);
    expect((await leftOf(version)).parts, 'the first bytes are kept').not.toEqual([]);
    await expire(version);
    expect((await patchRaw(url, f.a.token, 3, Buffer.from('def'))).status).toBe(410);
    expect((await headRaw(url, f.a.token)).status).toBe(404);
    expect(await leftOf(version)).toEqual({ parts: [], row: false });
  });

  it('HEAD records an upload whose bytes all arrived but whose worker died before recording it', async () => {
    const name = `${f.a.id}/orphan.bin`;
    const { url } = await createRaw(f.a.token, { bucketName: 'tenant-docs', objectName: name }, 4);
    // The bytes are in, as a PATCH whose worker died before it could record them leaves them.
    const part = await f.gateway.ctx.storageBackend.appendPart(versionOf(url), 0);
    await part.write(Buffer.from('done'));
    await part.close();
    const head = await headRaw(url, f.a.token);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('4');
    expect(await stored('tenant-docs', name)).toMatchObject({ owner: f.a.id, metadata: { size: 4 } });
  });

  it('an expired upload nobody touches again is removed when another upload is created', async () => {
    const { url } = await createRaw(f.a.token, { bucketName: 'tenant-docs', objectName: `${f.a.id}/abandoned.bin` }, 6);
    const version = versionOf(url);
    await patchRaw(url, f.a.token, 0, Buffer.from('abc'));
    await expire(version);
    await createRaw(f.b.token, { bucketName: 'tenant-docs', objectName: `${f.b.id}/next.bin` }, 6);
    expect(await leftOf(version)).toEqual({ parts: [], row: false });
  });

  it('DELETE ends an unfinished upload', async () => {
    const { url } = await createRaw(f.a.token, { bucketName: 'tenant-docs', objectName: `${f.a.id}/dropped.bin` }, 4);
    expect((await fetch(url, { method: 'DELETE', headers: tusHeaders(f.a.token) })).status).toBe(204);
    expect((await headRaw(url, f.a.token)).status).toBe(404);
    expect(await stored('tenant-docs', `${f.a.id}/dropped.bin`)).toBeUndefined();
  });

  it('a creation body is bounded by its Upload-Length', async () => {
    const response = await fetch(endpoint(), {
      method: 'POST',
      headers: tusHeaders(f.a.token, {
        'upload-length': '4', 'upload-metadata': meta({ bucketName: 'tenant-docs', objectName: `${f.a.id}/small.bin` }),
        'content-type': 'application/offset+octet-stream',
      }),
      body: 'more than four bytes',
    });
    expect(response.status).toBe(413);
    expect(await stored('tenant-docs', `${f.a.id}/small.bin`)).toBeUndefined();
  });
});

describe('issue 20 item 12: the same limits and folder rules as other uploads', () => {
  const png = (size: number) => {
    const padded = Buffer.alloc(Math.max(size, PNG.length));
    PNG.copy(padded);
    return padded;
  };

  it('refuses at creation what a plain upload would refuse', async () => {
    const images = (objectName: string, contentType = 'image/png') => ({ bucketName: 'property-images', objectName, contentType });
    const tooBig = await createRaw(f.a.token, images(`properties/${f.a.id}/huge.png`), 5 * 1024 * KB + 1);
    expect(tooBig.response.status).toBe(413);
    const wrongType = await createRaw(f.a.token, images(`properties/${f.a.id}/notes.txt`, 'text/plain'), 10);
    expect(wrongType.response.status).toBe(415);
    const foreign = await createRaw(f.a.token, images(`properties/${f.b.id}/planted.png`), 100);
    expect(foreign.response.status, 'another user\'s folder').toBe(403);
    const anonymous = await createRaw(f.gateway.ctx.keys.anonKey, images(`properties/${f.a.id}/anon.png`), 100);
    expect(anonymous.response.status).toBe(403);
    const noBucket = await createRaw(f.a.token, { bucketName: 'nope', objectName: `${f.a.id}/x.bin` }, 10);
    expect(noBucket.response.status).toBe(404);
    expect(await noBucket.response.text()).toBe('Bucket not found');
    const noName = await createRaw(f.a.token, { bucketName: 'tenant-docs' }, 10);
    expect(noName.response.status).toBe(400);
  });

  it('an existing object needs x-upsert, which replaces it', async () => {
    const name = `${f.a.id}/twice.bin`;
    await upload(bytes(1000), f.a.token, { bucketName: 'tenant-docs', objectName: name });
    await expect(upload(bytes(2000), f.a.token, { bucketName: 'tenant-docs', objectName: name })).rejects.toThrow(/409/);
    await upload(bytes(2000), f.a.token, { bucketName: 'tenant-docs', objectName: name }, {
      headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}`, 'x-upsert': 'true' },
    });
    expect((await stored('tenant-docs', name))?.metadata).toMatchObject({ size: 2000 });
  });

  it('checks the finished bytes like a plain upload: an "image" that is not one is refused, nothing is kept', async () => {
    const name = `properties/${f.a.id}/fake.png`;
    await expect(upload(Buffer.from('<html><script>alert(1)</script></html>'), f.a.token, { bucketName: 'property-images', objectName: name, contentType: 'image/png' }))
      .rejects.toThrow(/415/);
    expect(await stored('property-images', name)).toBeUndefined();
    const avatar = `avatars/${f.a.id}-big.png`;
    await expect(upload(png(2 * 1024 * KB + 1), f.a.token, { bucketName: 'property-images', objectName: avatar, contentType: 'image/png' }, { chunkSize: 1024 * KB }))
      .rejects.toThrow(/Avatars must be at most 2 MB/);
    await upload(png(3000), f.a.token, { bucketName: 'property-images', objectName: avatar, contentType: 'image/png' });
    expect((await stored('property-images', avatar))?.owner).toBe(f.a.id);
  });
});

describe('issue 20 item 12: through the whole gateway (body limits and CORS)', () => {
  const MB = 1024 * KB;
  let base = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const { createApp } = await import('../../src/app.ts');
    const app = createApp(f.gateway.ctx, { maxBodySize: MB, mailbox: false });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());

  it('takes chunks larger than the JSON body limit (Supabase recommends 6 MB); a browser may read the offset', async () => {
    const name = `${f.a.id}/tour.mov`;
    const content = bytes(3 * MB, 5);
    await upload(content, f.a.token, { bucketName: 'tenant-docs', objectName: name, contentType: 'video/quicktime' }, {
      endpoint: `${base}/storage/v1/upload/resumable`,
      chunkSize: 2 * MB,
    });
    expect((await stored('tenant-docs', name))?.metadata).toMatchObject({ size: 3 * MB });
    const { response, url } = await createRaw(f.a.token, { bucketName: 'tenant-docs', objectName: `${f.a.id}/cors.bin` }, 4);
    const head = await fetch(url.replace(f.gateway.url, base), { method: 'HEAD', headers: { ...tusHeaders(f.a.token), origin: 'http://localhost:5173' } });
    expect(response.status).toBe(201);
    expect(head.headers.get('access-control-expose-headers')).toMatch(/Upload-Offset/);
  });

  it('a streamed PATCH body past the upload\'s length is refused while it streams, not read to its end', async () => {
    const { url } = await createRaw(f.a.token, { bucketName: 'tenant-docs', objectName: `${f.a.id}/flood.bin` }, 100);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100 * MB) return controller.close();
        sent += 64 * KB;
        controller.enqueue(new Uint8Array(64 * KB));
      },
    }, { highWaterMark: 0 });
    const response = await fetch(url.replace(f.gateway.url, base), {
      method: 'PATCH',
      headers: tusHeaders(f.a.token, { 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' }),
      body: stream,
      duplex: 'half',
    } as RequestInit).catch(() => null);
    if (response) expect(response.status).toBe(413);
    expect(sent, 'bytes the server let in').toBeLessThan(30 * MB);
    expect((await headRaw(url, f.a.token)).headers.get('upload-offset'), 'nothing kept past the length').toBe('0');
  });
});

describe('issue 20 item 12: resumable uploads to a signed upload URL (x-signature, storage-api\'s /upload/resumable/sign)', () => {
  it('whoever holds the token uploads that one object in chunks, recorded as the signer\'s', async () => {
    const name = `${f.a.id}/signed-video.mp4`;
    const { data, error } = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(name);
    expect(error).toBeNull();
    const content = bytes(200 * KB, 3);
    await upload(content, f.gateway.ctx.keys.anonKey, { bucketName: 'tenant-docs', objectName: name, contentType: 'video/mp4' }, {
      endpoint: `${f.gateway.url}/storage/v1/upload/resumable/sign`,
      headers: { apikey: f.gateway.ctx.keys.anonKey, 'x-signature': data!.token },
    });
    expect(await stored('tenant-docs', name)).toMatchObject({ owner: f.a.id, metadata: { size: content.length } });
  });

  it('the token names one object: another name, or no token, is refused', async () => {
    const { data } = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(`${f.a.id}/one.bin`);
    const headers = (signature?: string) => ({
      'tus-resumable': '1.0.0', 'upload-length': '3', ...(signature ? { 'x-signature': signature } : {}),
      'upload-metadata': meta({ bucketName: 'tenant-docs', objectName: `${f.a.id}/another.bin` }),
    });
    const other = await fetch(`${endpoint()}/sign`, { method: 'POST', headers: headers(data!.token) });
    expect(other.status).toBe(400);
    expect(await other.text()).toBe('Invalid signature');
    const none = await fetch(`${endpoint()}/sign`, { method: 'POST', headers: headers() });
    expect(none.status).toBe(400);
  });
});
