import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type StorageFixture } from './fixture.ts';

let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
  const photos = f.a.client.storage.from('listing-photos');
  for (const name of ['b.png', 'a.png', 'c.png', 'flat-1/kitchen.png', 'flat-1/hall.png', 'flat-2/x.png']) {
    const { error } = await photos.upload(`${f.a.id}/${name}`, Buffer.from(name), { contentType: 'text/plain' });
    if (error) throw error;
  }
  await f.b.client.storage.from('listing-photos').upload(`${f.b.id}/theirs.png`, Buffer.from('b'), { contentType: 'text/plain' });
});
afterAll(() => f.gateway.close());

describe('list (conformance 25)', () => {
  it('lists one level below the prefix: folders first, then files with metadata', async () => {
    const { data, error } = await f.a.client.storage.from('listing-photos').list(f.a.id);
    expect(error).toBeNull();
    expect(data?.map((entry) => entry.name)).toEqual(['flat-1', 'flat-2', 'a.png', 'b.png', 'c.png']);
    expect(data?.[0]).toMatchObject({ id: null, metadata: null });
    expect(data?.[2]?.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
    expect(typeof data?.[2]?.id).toBe('string');
  });

  it('honours limit, offset, sortBy and search', async () => {
    const photos = f.a.client.storage.from('listing-photos');
    const page = await photos.list(f.a.id, { limit: 2, offset: 3, sortBy: { column: 'name', order: 'asc' } });
    expect(page.data?.map((entry) => entry.name)).toEqual(['b.png', 'c.png']);
    const desc = await photos.list(`${f.a.id}/flat-1`, { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data?.map((entry) => entry.name)).toEqual(['kitchen.png', 'hall.png']);
    const searched = await photos.list(f.a.id, { search: 'b' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.png']);
  });

  it('shows only what the SELECT policy allows', async () => {
    const mine = await f.b.client.storage.from('listing-photos').list(f.a.id);
    expect(mine.data, 'B sees nothing in A\'s folder').toEqual([]);
    const root = await f.b.client.storage.from('listing-photos').list();
    expect(root.data?.map((entry) => entry.name)).toEqual([f.b.id]);
    const service = await f.service.storage.from('listing-photos').list();
    expect(service.data?.map((entry) => entry.name).sort()).toEqual([f.a.id, f.b.id].sort());
  });
});
