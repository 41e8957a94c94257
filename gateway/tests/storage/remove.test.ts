import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from './fixture.ts';

let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

describe('remove (conformance 25)', () => {
  it('deletes an object, answers the deleted rows, and the public URL then says 404', async () => {
    const photos = f.a.client.storage.from('listing-photos');
    await photos.upload(`${f.a.id}/p1.png`, new Blob([PNG], { type: 'image/png' }));
    const response = await fetch(`${f.gateway.url}/storage/v1/object/listing-photos`, {
      method: 'DELETE',
      headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${f.a.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes: [`${f.a.id}/p1.png`] }),
    });
    expect(response.status).toBe(200);
    const removed = (await response.json()) as { name: string }[];
    expect(removed).toHaveLength(1);
    expect(removed[0]?.name).toBe(`${f.a.id}/p1.png`);
    const after = await fetch(photos.getPublicUrl(`${f.a.id}/p1.png`).data.publicUrl);
    expect(after.status).toBe(400);
    expect(await after.json()).toMatchObject({ statusCode: '404' });
    expect(await f.gateway.ctx.storageBackend.list(`listing-photos/${f.a.id}/p1.png/`), 'its bytes are gone').toEqual([]);
  });

  it('skips objects the caller may not delete', async () => {
    await f.a.client.storage.from('listing-photos').upload(`${f.a.id}/keep.png`, PNG, { contentType: 'image/png' });
    const { data, error } = await f.b.client.storage.from('listing-photos').remove([`${f.a.id}/keep.png`, 'missing.png']);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { rowCount } = await f.gateway.db.query(`select 1 from storage.objects where name = $1`, [`${f.a.id}/keep.png`]);
    expect(rowCount).toBe(1);
  });
});

describe('move and copy', () => {
  it('moves within the owner folder and refuses a move into another user\'s folder', async () => {
    const photos = f.a.client.storage.from('listing-photos');
    await photos.upload(`${f.a.id}/old.txt`, Buffer.from('moving'), { contentType: 'text/plain' });
    expect((await photos.move(`${f.a.id}/old.txt`, `${f.a.id}/new.txt`)).error).toBeNull();
    expect(await (await photos.download(`${f.a.id}/new.txt`)).data?.text()).toBe('moving');
    expect((await photos.download(`${f.a.id}/old.txt`)).error).not.toBeNull();
    const stolen = await photos.move(`${f.a.id}/new.txt`, `${f.b.id}/new.txt`);
    expect(stolen.error).toMatchObject({ statusCode: '403' });
  });

  it('copies an object to a new key with its own bytes', async () => {
    const photos = f.a.client.storage.from('listing-photos');
    const { data, error } = await photos.copy(`${f.a.id}/new.txt`, `${f.a.id}/copy.txt`);
    expect(error).toBeNull();
    expect(data?.path, 'storage-js reports the Key, bucket included').toBe(`listing-photos/${f.a.id}/copy.txt`);
    await photos.remove([`${f.a.id}/new.txt`]);
    expect(await (await photos.download(`${f.a.id}/copy.txt`)).data?.text()).toBe('moving');
  });
});
