import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestFrom } from './fromAddress.ts';
import { gatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

// Finding 7 (third audit): avatar_url and image_urls took any URL, so the portals and the console
// loaded pictures from outside servers and told them who was looking. The database now accepts
// only the site's placeholders and public objects of this project's own storage.
let db: TestDatabase;
let gateway: GatewayProcess;
let me: { id: string; token: string };
/** The address this gateway publishes (API_URL), which it lists as the storage origin when it starts. */
let origin: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-photos-'));

beforeAll(async () => {
  db = await createTestDatabase();
  gateway = await gatewayProcess(db.url, dataDir);
  origin = gateway.url.replace('127.0.0.1', 'localhost');
  const email = 'owner@photos.test';
  const created = await requestFrom('127.0.0.2', `${gateway.url}/auth/v1/admin/users`, {
    headers: { apikey: gateway.serviceKey, authorization: `Bearer ${gateway.serviceKey}` },
    body: { email, password: 'photos-pass-1', email_confirm: true },
  });
  const signedIn = await requestFrom('127.0.0.2', `${gateway.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: gateway.anonKey }, body: { email, password: 'photos-pass-1' },
  });
  me = { id: created.json<{ id: string }>().id, token: signedIn.json<{ access_token: string }>().access_token };
});

afterAll(async () => {
  gateway?.child.kill();
  if (gateway && gateway.exitCode() === null) await new Promise((resolve) => gateway.child.once('exit', resolve));
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rest = (method: string, pathname: string, body: unknown) =>
  requestFrom('127.0.0.3', `${gateway.url}/rest/v1${pathname}`, {
    method,
    headers: { apikey: gateway.anonKey, authorization: `Bearer ${me.token}`, prefer: 'return=representation' },
    body,
  });

const ownPhoto = (name: string) => `${origin}/storage/v1/object/public/property-images/properties/${me.id}/${name}.jpg`;
const OUTSIDE = [
  'https://tracker.example/pixel.png',
  () => `https://tracker.example/storage/v1/object/public/property-images/properties/${me.id}/a.jpg`,
  () => `${origin}@tracker.example/storage/v1/object/public/property-images/avatars/${me.id}.png`,
  () => `${origin}/storage/v1/object/public/property-images/../../../evil.png`,
  // Browsers and servers read percent-encoded dots as dots: each of these leaves the bucket too.
  () => `${origin}/storage/v1/object/public/property-images/%2e%2e/%2e%2e/%2e%2e/evil.png`,
  () => `${origin}/storage/v1/object/public/property-images/%2E%2E/%2E%2E/evil.png`,
  () => `${origin}/storage/v1/object/public/property-images/.%2e/.%2E/evil.png`,
  () => `${origin}/storage/v1/object/public/property-images/%2e./avatars/evil.png`,
  () => `${origin}/storage/v1/object/public/property-images/properties/%2e/x.png`,
  () => `${origin}/storage/v1/object/public/property-images/..%2f..%2fevil.png`,
  () => `${origin}/storage/v1/object/public/property-images/x%5c..%5c..%5cevil.png`,
  () => `${origin}/storage/v1/object/public/property-images/properties/%ff%2e%2e.png`,
  '//tracker.example/a.png',
  'javascript:alert(1)',
];
const outside = () => OUTSIDE.map((url) => (typeof url === 'function' ? url() : url));

describe('profile photos', () => {
  it('are refused from anywhere but this project\'s storage', async () => {
    for (const url of outside()) {
      const response = await rest('PATCH', `/profiles?user_id=eq.${me.id}`, { avatar_url: url });
      expect(response.status, url).toBe(400);
      expect(response.json(), url).toMatchObject({ message: 'Profile photos must be uploaded to this site' });
    }
  });

  it('are taken from this project\'s storage, and can be cleared', async () => {
    const url = `${origin}/storage/v1/object/public/property-images/avatars/${me.id}-1a2b.png`;
    const saved = await rest('PATCH', `/profiles?user_id=eq.${me.id}`, { avatar_url: url });
    expect(saved.status).toBe(200);
    expect(saved.json<{ avatar_url: string }[]>()[0]?.avatar_url).toBe(url);
    // A name with spaces or Hindi letters is percent-encoded in its URL, and stays acceptable.
    const encoded = `${origin}/storage/v1/object/public/property-images/avatars/${me.id}-%E0%A4%98%E0%A4%B0%20photo.v2.png`;
    expect((await rest('PATCH', `/profiles?user_id=eq.${me.id}`, { avatar_url: encoded })).status).toBe(200);
    expect((await rest('PATCH', `/profiles?user_id=eq.${me.id}`, { avatar_url: null })).status).toBe(200);
  });
});

describe('listing photos', () => {
  const listing = (image_urls: string[]) => ({
    _listing: { title: '2 BHK near Baner Road', city: 'Pune', locality: 'Baner', rent: 28000, bedrooms: 2, bathrooms: 2, area_sqft: 950, image_urls },
  });

  it('are refused from anywhere but this project\'s storage, when listed or changed later', async () => {
    const listed = await rest('POST', '/rpc/list_property', listing([ownPhoto('front')]));
    expect(listed.status).toBe(200);
    const id = listed.json<{ id: string }>().id;
    for (const url of outside()) {
      const changed = await rest('PATCH', `/properties?id=eq.${id}`, { image_urls: [ownPhoto('front'), url] });
      expect(changed.status, url).toBe(400);
      expect(changed.json(), url).toMatchObject({ message: 'Photos must be uploaded to this site' });
      const gallery = await rest('POST', '/property_images', { property_id: id, url });
      expect(gallery.status, `gallery row ${url}`).toBe(400);
    }
    const stored = await rest('GET', `/properties?id=eq.${id}&select=image_urls`, undefined);
    expect(stored.json<{ image_urls: string[] }[]>()[0]?.image_urls).toEqual([ownPhoto('front')]);
  });

  it('are taken from this project\'s storage and the site\'s placeholders', async () => {
    const listed = await rest('POST', '/rpc/list_property', listing([ownPhoto('hall'), ownPhoto('kitchen')]));
    expect(listed.status).toBe(200);
    const id = listed.json<{ id: string }>().id;
    const changed = await rest('PATCH', `/properties?id=eq.${id}`, { image_urls: [ownPhoto('hall'), '/images/placeholders/bedroom.svg'] });
    expect(changed.status).toBe(200);
  });
});
