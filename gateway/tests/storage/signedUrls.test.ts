import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from './fixture.ts';

let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
  for (const name of ['lease.txt', 'rent-receipt.txt']) {
    const { error } = await f.a.client.storage.from('tenant-docs').upload(`${f.a.id}/${name}`, Buffer.from(name), { contentType: 'text/plain' });
    if (error) throw error;
  }
  await f.b.client.storage.from('tenant-docs').upload(`${f.b.id}/id.png`, new Blob([PNG], { type: 'image/png' }));
});
afterAll(() => f.gateway.close());

describe('createSignedUrls (POST /object/sign/:bucket)', () => {
  it('signs each path the caller may read, in order, and each URL serves its own object', async () => {
    const paths = [`${f.a.id}/rent-receipt.txt`, `${f.a.id}/lease.txt`];
    const { data, error } = await f.a.client.storage.from('tenant-docs').createSignedUrls(paths, 60);
    expect(error).toBeNull();
    expect(data?.map((entry) => [entry.path, entry.error])).toEqual([[paths[0], null], [paths[1], null]]);
    for (const [i, entry] of (data ?? []).entries()) {
      expect(entry.signedUrl).toContain(`/storage/v1/object/sign/tenant-docs/${paths[i]}?token=`);
      const response = await fetch(entry.signedUrl!);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(paths[i]!.split('/')[1]);
    }
  });

  it('gives an error entry, not a URL, for objects that are missing or hidden by RLS', async () => {
    const paths = [`${f.a.id}/lease.txt`, `${f.b.id}/id.png`, `${f.a.id}/nope.txt`];
    const { data, error } = await f.a.client.storage.from('tenant-docs').createSignedUrls(paths, 60);
    expect(error).toBeNull();
    expect(data?.[0]?.signedUrl).toBeTruthy();
    for (const entry of data?.slice(1) ?? []) {
      expect(entry).toMatchObject({ signedUrl: null, error: 'Either the object does not exist or you do not have access to it' });
    }
  });

  it('refuses a token signed for one path on another path, and a body without paths', async () => {
    const { data } = await f.a.client.storage.from('tenant-docs').createSignedUrls([`${f.a.id}/lease.txt`], 60);
    const swapped = data![0]!.signedUrl!.replace('lease.txt', 'rent-receipt.txt');
    const refused = await fetch(swapped);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '400', error: 'Unauthorized' });
    const bad = await f.a.client.storage.from('tenant-docs').createSignedUrls([], 60);
    expect(bad.error?.message).toBe('paths must be an array of 1 to 1000 object names');
  });
});
