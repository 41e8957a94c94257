import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStorage, type StorageFixture } from './fixture.ts';

let f: StorageFixture;
const NAMES = ['b.png', 'a.png', 'c.png', 'flat-1/kitchen.png', 'flat-1/hall.png', 'flat-2/x.png'];
beforeAll(async () => {
  f = await startStorage();
  for (const name of NAMES) {
    const { error } = await f.a.client.storage.from('listing-photos').upload(`${f.a.id}/${name}`, Buffer.from(name), { contentType: 'text/plain' });
    if (error) throw error;
  }
  await f.b.client.storage.from('listing-photos').upload(`${f.b.id}/theirs.png`, Buffer.from('b'), { contentType: 'text/plain' });
});
afterAll(() => f.gateway.close());

describe('listV2 (POST /object/list-v2/:bucket)', () => {
  it('lists every key under the prefix, flat, in name order, with metadata', async () => {
    const { data, error } = await f.a.client.storage.from('listing-photos').listV2({ prefix: `${f.a.id}/` });
    expect(error).toBeNull();
    expect(data?.hasNext).toBe(false);
    expect(data?.folders).toEqual([]);
    expect(data?.objects.map((o) => o.name)).toEqual([...NAMES].sort().map((n) => `${f.a.id}/${n}`));
    expect(data?.objects[0]).toMatchObject({ name: `${f.a.id}/a.png`, metadata: { size: 5, mimetype: 'text/plain' } });
    // storage-api's objects without a delimiter: the table's columns, no key.
    expect(Object.keys(data?.objects[0] ?? {}).sort()).toEqual(['created_at', 'id', 'last_accessed_at', 'metadata', 'name', 'updated_at']);
  });

  it('gives each entry storage-api\'s key with a delimiter: its segment at the prefix\'s depth, a folder\'s without the slash', async () => {
    const root = await f.b.client.storage.from('listing-photos').listV2({ with_delimiter: true });
    expect(root.data?.folders).toEqual([{
      key: f.b.id, name: `${f.b.id}/`, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null,
    }]);
    const mine = await f.a.client.storage.from('listing-photos').listV2({ prefix: `${f.a.id}/`, with_delimiter: true });
    expect(mine.data?.folders.map(({ key, name }) => ({ key, name }))).toEqual([
      { key: 'flat-1', name: `${f.a.id}/flat-1/` }, { key: 'flat-2', name: `${f.a.id}/flat-2/` },
    ]);
    expect(mine.data?.objects.map(({ key, name }) => ({ key, name }))).toEqual(
      ['a.png', 'b.png', 'c.png'].map((n) => ({ key: n, name: `${f.a.id}/${n}` })),
    );
    const deeper = await f.a.client.storage.from('listing-photos').listV2({ prefix: `${f.a.id}/flat-1/`, with_delimiter: true });
    expect(deeper.data?.objects.map((o) => o.key)).toEqual(['hall.png', 'kitchen.png']);
  });

  it('folds sub-folders into folder entries with with_delimiter', async () => {
    const { data } = await f.a.client.storage.from('listing-photos').listV2({ prefix: `${f.a.id}/`, with_delimiter: true });
    expect(data?.folders.map((folder) => folder.name)).toEqual([`${f.a.id}/flat-1/`, `${f.a.id}/flat-2/`]);
    expect(data?.objects.map((o) => o.name)).toEqual(['a.png', 'b.png', 'c.png'].map((n) => `${f.a.id}/${n}`));
  });

  it('pages with nextCursor until hasNext is false, each key once, in both orders', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      for (let pages = 0; pages < 10; pages += 1) {
        const { data } = await f.a.client.storage.from('listing-photos').listV2({ prefix: f.a.id, limit: 4, cursor, sortBy: { column: 'name', order } });
        seen.push(...(data?.objects ?? []).map((o) => o.name));
        if (!data?.hasNext) break;
        cursor = data.nextCursor;
      }
      const expected = [...NAMES].sort().map((n) => `${f.a.id}/${n}`);
      expect(seen).toEqual(order === 'asc' ? expected : expected.reverse());
    }
  });

  it('shows only what the SELECT policy allows', async () => {
    const { data } = await f.b.client.storage.from('listing-photos').listV2({ with_delimiter: true });
    expect(data?.folders.map((folder) => folder.name)).toEqual([`${f.b.id}/`]);
    const theirs = await f.b.client.storage.from('listing-photos').listV2({ prefix: `${f.a.id}/` });
    expect(theirs.data?.objects).toEqual([]);
  });
});
