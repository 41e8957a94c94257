import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from './fixture.ts';

let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

const multipart = (bytes: Buffer, type = 'image/png') => {
  const form = new FormData();
  form.append('cacheControl', '3600');
  form.append('', new Blob([new Uint8Array(bytes)], { type }), 'blob');
  return form;
};

describe('upload (conformance 25)', () => {
  it('stores a multipart upload with an empty-named file part and answers {Id, Key}', async () => {
    const response = await fetch(`${f.gateway.url}/storage/v1/object/listing-photos/${f.a.id}/p1.png`, {
      method: 'POST',
      headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}`, 'x-upsert': 'false' },
      body: multipart(PNG),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { Id: string; Key: string };
    expect(body.Key).toBe(`listing-photos/${f.a.id}/p1.png`);
    expect(body.Id).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await f.gateway.db.query<{ owner: string; metadata: { size: number; mimetype: string } }>(
      `select owner, metadata from storage.objects where bucket_id = 'listing-photos' and name = $1`,
      [`${f.a.id}/p1.png`],
    );
    expect(rows[0]).toMatchObject({ owner: f.a.id, metadata: { size: PNG.length, mimetype: 'image/png' } });
  });

  it('answers HTTP 400 with statusCode 409 when the object exists and x-upsert is false', async () => {
    const response = await fetch(`${f.gateway.url}/storage/v1/object/listing-photos/${f.a.id}/p1.png`, {
      method: 'POST',
      headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}`, 'x-upsert': 'false' },
      body: multipart(PNG),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '409', error: 'Duplicate' });
  });

  it('refuses another user writing into the owner folder with statusCode 403 (RLS)', async () => {
    const { error } = await f.b.client.storage.from('listing-photos').upload(`${f.a.id}/evil.png`, PNG, { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, statusCode: '403' });
    const { rowCount } = await f.gateway.db.query(`select 1 from storage.objects where name = $1`, [`${f.a.id}/evil.png`]);
    expect(rowCount, 'no row was written').toBe(0);
  });

  it('uploads raw bytes through supabase-js and upserts a replacement, dropping the old version\'s bytes', async () => {
    const bucket = f.a.client.storage.from('listing-photos');
    const first = await bucket.upload(`${f.a.id}/notes.txt`, Buffer.from('first'), { contentType: 'text/plain' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ path: `${f.a.id}/notes.txt`, fullPath: `listing-photos/${f.a.id}/notes.txt` });
    const second = await bucket.upload(`${f.a.id}/notes.txt`, Buffer.from('second!'), { contentType: 'text/plain', upsert: true });
    expect(second.error).toBeNull();
    const { data } = await bucket.download(`${f.a.id}/notes.txt`);
    expect(await data?.text()).toBe('second!');
    const versions = await f.gateway.ctx.storageBackend.list(`listing-photos/${f.a.id}/notes.txt/`);
    expect(versions, 'one version kept').toHaveLength(1);
  });

  it('treats PUT as an update of an existing object', async () => {
    const { error } = await f.a.client.storage.from('listing-photos').update(`${f.a.id}/notes.txt`, Buffer.from('third'), {
      contentType: 'text/plain',
    });
    expect(error).toBeNull();
    const { data } = await f.a.client.storage.from('listing-photos').download(`${f.a.id}/notes.txt`);
    expect(await data?.text()).toBe('third');
  });

  it('refuses keys with dot segments and unknown buckets', async () => {
    // fetch resolves literal ../ itself; an encoded slash reaches the server as a '..' segment.
    const bad = await fetch(`${f.gateway.url}/storage/v1/object/listing-photos/${f.a.id}/..%2F..%2Fescape.txt`, {
      method: 'POST',
      headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    const missing = await f.a.client.storage.from('no-such-bucket').upload(`${f.a.id}/x.txt`, Buffer.from('x'));
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
