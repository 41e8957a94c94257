import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG, startStorage, type StorageFixture } from './fixture.ts';

/**
 * Issue 20, item 11: createSignedUploadUrl / uploadToSignedUrl answered 404 "Bucket not found"
 * (the route took `upload` for a bucket). A signed upload URL now names one object in one bucket,
 * expires, and the upload goes through the bucket's limits and RLS as the signer's own would.
 */
let f: StorageFixture;
beforeAll(async () => {
  f = await startStorage();
});
afterAll(() => f.gateway.close());

const MB = 1024 * 1024;
const png = (bytes: number) => {
  const padded = new Uint8Array(Math.max(bytes, PNG.length));
  padded.set(PNG);
  return new Blob([padded], { type: 'image/png' });
};
/** A client with no session: whoever the URL was handed to. */
const stranger = () => f.gateway.client();

describe('issue 20 item 11: signed upload URLs', () => {
  it('the signer gets a URL for one object; anyone holding it uploads once, recorded as the signer\'s', async () => {
    const path = `${f.a.id}/lease-scan.txt`;
    const signed = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(path);
    expect(signed.error).toBeNull();
    expect(signed.data?.signedUrl).toContain(`/storage/v1/object/upload/sign/tenant-docs/${path}?token=`);
    const uploaded = await stranger().storage.from('tenant-docs').uploadToSignedUrl(path, signed.data!.token, Buffer.from('signed lease'), { contentType: 'text/plain' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path, fullPath: `tenant-docs/${path}` });
    const { rows } = await f.gateway.db.query('select owner::text, metadata from storage.objects where bucket_id = $1 and name = $2', ['tenant-docs', path]);
    expect(rows[0]).toMatchObject({ owner: f.a.id, metadata: { mimetype: 'text/plain', size: 12 } });
    const { data } = await f.a.client.storage.from('tenant-docs').download(path);
    expect(await data?.text()).toBe('signed lease');

    const again = await stranger().storage.from('tenant-docs').uploadToSignedUrl(path, signed.data!.token, Buffer.from('replaced'), { contentType: 'text/plain' });
    expect(again.error, 'without upsert the object is not replaced').toMatchObject({ statusCode: '409' });
  });

  it('with upsert the URL replaces the object; a Blob goes as multipart', async () => {
    const path = `${f.a.id}/photo.png`;
    await f.a.client.storage.from('listing-photos').upload(path, png(100));
    const signed = await f.a.client.storage.from('listing-photos').createSignedUploadUrl(path, { upsert: true });
    expect(signed.error).toBeNull();
    const uploaded = await stranger().storage.from('listing-photos').uploadToSignedUrl(path, signed.data!.token, png(2000));
    expect(uploaded.error).toBeNull();
    const info = await f.a.client.storage.from('listing-photos').info(path);
    expect(info.data?.size).toBe(2000);
  });

  it('is bound to its bucket and path', async () => {
    const path = `${f.a.id}/bound.txt`;
    const { data } = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(path);
    const otherPath = await stranger().storage.from('tenant-docs').uploadToSignedUrl(`${f.a.id}/other.txt`, data!.token, Buffer.from('x'), { contentType: 'text/plain' });
    expect(otherPath.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });
    const otherBucket = await stranger().storage.from('listing-photos').uploadToSignedUrl(path, data!.token, Buffer.from('x'), { contentType: 'text/plain' });
    expect(otherBucket.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });
    const none = await fetch(`${f.gateway.url}/storage/v1/object/upload/sign/tenant-docs/${path}?token=nonsense`, { method: 'PUT', body: 'x' });
    expect(none.status).toBe(400);
    const { rowCount } = await f.gateway.db.query('select 1 from storage.objects where name like $1', [`${f.a.id}/other%`]);
    expect(rowCount).toBe(0);
  });

  it('expires', async () => {
    const path = `${f.a.id}/late.txt`;
    const { data } = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(path);
    const claims = JSON.parse(Buffer.from(data!.token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
    expect((claims.exp as number) - (claims.iat as number), 'two hours, as on hosted Supabase').toBe(7200);
    const late = await new SignJWT({ ...claims, iat: Math.floor(Date.now() / 1000) - 7300, exp: Math.floor(Date.now() / 1000) - 100 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(f.gateway.ctx.keys.jwtSecret));
    const { error } = await stranger().storage.from('tenant-docs').uploadToSignedUrl(path, late, Buffer.from('x'), { contentType: 'text/plain' });
    expect(error).toMatchObject({ statusCode: '400', message: 'The provided token has expired.' });
  });

  it('is refused at signing when RLS would refuse the upload, and names a missing bucket rightly', async () => {
    const theirs = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(`${f.b.id}/planted.txt`);
    expect(theirs.error).toMatchObject({ statusCode: '403' });
    const anonymous = await stranger().storage.from('tenant-docs').createSignedUploadUrl(`${f.a.id}/anon.txt`);
    expect(anonymous.error).toMatchObject({ statusCode: '403' });
    const missing = await f.a.client.storage.from('no-such-bucket').createSignedUploadUrl(`${f.a.id}/x.txt`);
    expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    await f.a.client.storage.from('tenant-docs').upload(`${f.a.id}/taken.txt`, Buffer.from('x'), { contentType: 'text/plain' });
    const taken = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(`${f.a.id}/taken.txt`);
    expect(taken.error, 'an existing object without upsert').toMatchObject({ statusCode: '409' });
  });

  it('keeps the bucket\'s size, type and content rules and the app\'s folder rules (property-images)', async () => {
    const bucket = f.a.client.storage.from('property-images');
    const big = await bucket.createSignedUploadUrl(`properties/${f.a.id}/big.png`);
    expect(big.error).toBeNull();
    const tooBig = await stranger().storage.from('property-images').uploadToSignedUrl(`properties/${f.a.id}/big.png`, big.data!.token, png(5 * MB + 1));
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    const text = await stranger().storage.from('property-images').uploadToSignedUrl(`properties/${f.a.id}/big.png`, big.data!.token, Buffer.from('hello'), { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ statusCode: '415' });
    const fake = await stranger().storage.from('property-images').uploadToSignedUrl(`properties/${f.a.id}/big.png`, big.data!.token, new Blob(['<html>'], { type: 'image/png' }));
    expect(fake.error).toMatchObject({ statusCode: '415' });
    const avatar = await bucket.createSignedUploadUrl(`avatars/${f.a.id}-me.png`);
    const heavyAvatar = await stranger().storage.from('property-images').uploadToSignedUrl(`avatars/${f.a.id}-me.png`, avatar.data!.token, png(2 * MB + 1));
    expect(heavyAvatar.error?.message).toBe('Avatars must be at most 2 MB');
    const ok = await stranger().storage.from('property-images').uploadToSignedUrl(`avatars/${f.a.id}-me.png`, avatar.data!.token, png(1000));
    expect(ok.error).toBeNull();
    const foreign = await bucket.createSignedUploadUrl(`avatars/${f.b.id}-me.png`);
    expect(foreign.error, 'another user\'s avatar name').toMatchObject({ statusCode: '403' });
    const { rows } = await f.gateway.db.query<{ name: string }>(
      `select name from storage.objects where bucket_id = 'property-images' and name like any($1)`,
      [[`properties/${f.a.id}/%`, `avatars/${f.b.id}%`]],
    );
    expect(rows, 'nothing but the good avatar was stored').toEqual([]);
  });

  it('an upload token opens nothing else: not a download, not a bearer token', async () => {
    const path = `${f.a.id}/lease.txt`;
    await f.a.client.storage.from('tenant-docs').upload(path, Buffer.from('lease'), { contentType: 'text/plain' });
    const { data } = await f.a.client.storage.from('tenant-docs').createSignedUploadUrl(path, { upsert: true });
    const download = await fetch(`${f.gateway.url}/storage/v1/object/sign/tenant-docs/${path}?token=${data!.token}`);
    expect(download.status).toBe(400);
    const asBearer = await fetch(`${f.gateway.url}/storage/v1/object/tenant-docs/${path}`, { headers: { authorization: `Bearer ${data!.token}` } });
    expect(asBearer.status).toBe(400);
    const user = await fetch(`${f.gateway.url}/auth/v1/user`, { headers: { apikey: f.gateway.ctx.keys.anonKey, authorization: `Bearer ${data!.token}` } });
    expect(user.status).toBe(403);
  });
});
