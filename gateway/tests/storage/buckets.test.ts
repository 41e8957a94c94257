import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from './fixture.ts';

let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
  await f.gateway.db.query(`
    create policy objects_insert_avatars on storage.objects for insert to authenticated
      with check (bucket_id = 'avatars-test' and (storage.foldername(name))[1] = (select auth.uid()::text));`);
});
afterAll(() => f.gateway.close());

describe('buckets', () => {
  it('lets the service role create, read, update and delete buckets', async () => {
    const created = await f.service.storage.createBucket('avatars-test', {
      public: true,
      fileSizeLimit: '2MB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ name: 'avatars-test' });
    const read = await f.service.storage.getBucket('avatars-test');
    expect(read.data).toMatchObject({ id: 'avatars-test', public: true, file_size_limit: 2_000_000, allowed_mime_types: ['image/*'] });
    const again = await f.service.storage.createBucket('avatars-test');
    expect(again.error).toMatchObject({ statusCode: '409' });
    const scratch = await f.service.storage.createBucket('scratch');
    expect(scratch.error).toBeNull();
    expect((await f.service.storage.updateBucket('scratch', { public: true })).error).toBeNull();
    expect((await f.service.storage.getBucket('scratch')).data?.public).toBe(true);
    expect((await f.service.storage.deleteBucket('scratch')).error).toBeNull();
    expect((await f.service.storage.getBucket('scratch')).error).toMatchObject({ statusCode: '404' });
  });

  it('reads file_size_limit as storage-api does: decimal units, rounded to 3 significant digits', async () => {
    const cases: Array<[string | number, number]> = [
      ['20mb', 20_000_000], ['20MB', 20_000_000], ['1.5GB', 1_500_000_000], ['30KB', 30_000], ['3B', 3],
      ['1.2345MB', 1_230_000], ['12345kb', 12_300_000], ['1000', 1000], [52_428_800, 52_428_800],
    ];
    for (const [index, [limit, bytes]] of cases.entries()) {
      const id = `units-${index}`;
      expect((await f.service.storage.createBucket(id, { public: false, fileSizeLimit: limit })).error, String(limit)).toBeNull();
      expect((await f.service.storage.getBucket(id)).data?.file_size_limit, String(limit)).toBe(bytes);
      expect((await f.service.storage.updateBucket(id, { public: false, fileSizeLimit: '2mb' })).error).toBeNull();
      expect((await f.service.storage.getBucket(id)).data?.file_size_limit, `${limit} updated`).toBe(2_000_000);
      await f.service.storage.deleteBucket(id);
    }
    for (const limit of ['20 MB', '20MiB', '.5MB', '0.5B', 'MB', '', '-1MB', 1.5, -1]) {
      const { error } = await f.service.storage.createBucket('units-refused', { public: false, fileSizeLimit: limit as string });
      expect(error, JSON.stringify(limit)).toMatchObject({ statusCode: '400', message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B' });
    }
  });

  it('refuses bucket creation by a signed-in user (no grant) with statusCode 403', async () => {
    const { error } = await f.a.client.storage.createBucket('mine');
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('lists buckets for everyone and deletes an empty bucket', async () => {
    const { data } = await f.a.client.storage.listBuckets();
    expect(data?.map((bucket) => bucket.id)).toEqual(expect.arrayContaining(['listing-photos', 'tenant-docs']));
    const { error } = await f.service.storage.deleteBucket('listing-photos');
    expect(error, 'empty bucket deletes fine').toBeNull();
  });
});

describe('bucket limits (avatars: images up to 2 MB)', () => {
  it('accepts an image under the limit', async () => {
    const { error } = await f.a.client.storage.from('avatars-test').upload(`${f.a.id}/me.png`, PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
  });

  it('refuses a file over the size limit with statusCode 413', async () => {
    const big = Buffer.alloc(2 * 1024 * 1024 + 1);
    const { error } = await f.a.client.storage.from('avatars-test').upload(`${f.a.id}/big.png`, big, { contentType: 'image/png' });
    expect(error).toMatchObject({ status: 400, statusCode: '413' });
  });

  it('refuses a type outside allowed_mime_types with statusCode 415', async () => {
    const { error } = await f.a.client.storage.from('avatars-test').upload(`${f.a.id}/cv.pdf`, Buffer.from('%PDF'), {
      contentType: 'application/pdf',
    });
    expect(error).toMatchObject({ statusCode: '415' });
  });

  it('refuses deleting a bucket that has objects', async () => {
    const { error } = await f.service.storage.deleteBucket('avatars-test');
    expect(error).toMatchObject({ statusCode: '409' });
  });
});
