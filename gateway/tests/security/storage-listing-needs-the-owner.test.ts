import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../storage/fixture.ts';
import { requestFrom } from './fromAddress.ts';
import { gatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

// Finding 10 (third audit): anyone could list the property-images bucket, and every listed name
// carries its uploader's user id. Listing now shows only the caller's own objects (an admin's
// shows all); public objects stay readable by their URL.
let db: TestDatabase;
let owner: pg.Pool;
let gateway: GatewayProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-listing-'));
const people: Record<'uploader' | 'other' | 'admin', { id: string; token: string }> = {} as never;

async function person(name: string): Promise<{ id: string; token: string }> {
  const email = `${name}@listing.test`;
  const created = await requestFrom('127.0.0.2', `${gateway.url}/auth/v1/admin/users`, {
    headers: { apikey: gateway.serviceKey, authorization: `Bearer ${gateway.serviceKey}` },
    body: { email, password: 'listing-pass-1', email_confirm: true },
  });
  const signedIn = await requestFrom('127.0.0.2', `${gateway.url}/auth/v1/token?grant_type=password`, {
    headers: { apikey: gateway.anonKey }, body: { email, password: 'listing-pass-1' },
  });
  return { id: created.json<{ id: string }>().id, token: signedIn.json<{ access_token: string }>().access_token };
}

const list = (token: string, prefix: string, from = '127.0.0.3') =>
  requestFrom(from, `${gateway.url}/storage/v1/object/list/property-images`, {
    headers: { apikey: gateway.anonKey, authorization: `Bearer ${token}` },
    body: { prefix },
  });

beforeAll(async () => {
  db = await createTestDatabase();
  owner = new pg.Pool({ connectionString: db.url, max: 2 });
  gateway = await gatewayProcess(db.url, dataDir);
  people.uploader = await person('uploader');
  people.other = await person('other');
  people.admin = await person('admin');
  const uploaded = await requestFrom('127.0.0.2', `${gateway.url}/storage/v1/object/property-images/properties/${people.uploader.id}/front.png`, {
    headers: { apikey: gateway.anonKey, authorization: `Bearer ${people.uploader.token}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(uploaded.status).toBe(200);
});

afterAll(async () => {
  gateway?.child.kill();
  if (gateway && gateway.exitCode() === null) await new Promise((resolve) => gateway.child.once('exit', resolve));
  await owner?.end();
  await db?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('listing property-images', () => {
  it('shows a visitor nothing, not even the uploaders\' folders', async () => {
    for (const prefix of ['properties/', '', `properties/${people.uploader.id}/`]) {
      const listed = await list(gateway.anonKey, prefix);
      expect(listed.status, prefix).toBe(200);
      expect(listed.json<unknown[]>(), prefix).toEqual([]);
    }
  });

  it('shows another signed-in person nothing of the uploader\'s', async () => {
    expect((await list(people.other.token, 'properties/')).json<unknown[]>()).toEqual([]);
    expect((await list(people.other.token, `properties/${people.uploader.id}/`)).json<unknown[]>()).toEqual([]);
  });

  it('shows the uploader their own folder', async () => {
    const names = (await list(people.uploader.token, 'properties/')).json<{ name: string }[]>().map((entry) => entry.name);
    expect(names).toEqual([people.uploader.id]);
    const files = (await list(people.uploader.token, `properties/${people.uploader.id}/`)).json<{ name: string }[]>();
    expect(files.map((entry) => entry.name)).toEqual(['front.png']);
  });

  it('shows an admin (aal2) everything', async () => {
    await owner.query(`insert into public.user_roles (user_id, role) values ($1, 'admin')`, [people.admin.id]);
    // Raised to aal2 as a TOTP verification would (the second factor is not what this tests).
    await owner.query(`update auth.sessions set aal = 'aal2' where user_id = $1`, [people.admin.id]);
    const adminToken = await aal2Token(people.admin.id);
    const names = (await list(adminToken, 'properties/')).json<{ name: string }[]>().map((entry) => entry.name);
    expect(names).toEqual([people.uploader.id]);
  });

  it('still serves the object at its public URL to anyone', async () => {
    const object = await requestFrom('127.0.0.4', `${gateway.url}/storage/v1/object/public/property-images/properties/${people.uploader.id}/front.png`);
    expect(object.status).toBe(200);
    expect(object.headers['content-type']).toBe('image/png');
  });
});

/** A token for an admin's aal2 session, signed as the gateway signs them (the admin's TOTP sign-in is not what this tests). */
async function aal2Token(userId: string): Promise<string> {
  const { signJwt } = await import('../../src/jwt.ts');
  const keys = JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { jwtSecret: string };
  const { rows } = await owner.query<{ id: string }>(`select id from auth.sessions where user_id = $1 order by created_at desc limit 1`, [userId]);
  return signJwt(
    { sub: userId, role: 'authenticated', aud: 'authenticated', aal: 'aal2', session_id: rows[0]!.id, amr: [{ method: 'totp', timestamp: 1 }] },
    keys.jwtSecret,
    600,
  );
}
