import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { anon, attempt, connect, createUser, signedIn, withActor, type Actor, type TestUser } from '../helpers/actors.ts';

let db: TestDatabase;
let client: pg.Client;
let admin: TestUser;
let tenant: TestUser;
let broker: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
  admin = await createUser(client, { roles: ['admin'], metadata: { full_name: 'Meera Admin' } });
  tenant = await createUser(client, { roles: ['tenant', 'user'], metadata: { full_name: 'Ananya Tenant' } });
  broker = await createUser(client, { roles: ['broker'], metadata: { full_name: 'Rohan Broker' } });
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

async function people(actor: Actor): Promise<{ id: string; full_name: string; roles: string[] }[]> {
  return withActor(client, actor, async (c) =>
    (await c.query('select id, full_name, roles from public.admin_user_profiles order by full_name')).rows,
  );
}

describe('admin_user_profiles', () => {
  it('gives an admin with the second factor every person with their roles', async () => {
    const rows = await people(signedIn(admin, 'aal2'));
    expect(rows.map((row) => row.id).sort(), 'everyone').toEqual([admin.id, tenant.id, broker.id].sort());
    expect(rows.find((row) => row.id === tenant.id), 'the tenant as the admin sees them').toEqual({
      id: tenant.id,
      full_name: 'Ananya Tenant',
      roles: ['tenant', 'user'],
    });
  });

  it('gives anyone else, an admin without the second factor included, only themselves', async () => {
    expect((await people(signedIn(tenant))).map((row) => row.id), 'tenant').toEqual([tenant.id]);
    expect((await people(signedIn(admin))).map((row) => row.id), 'admin at aal1').toEqual([admin.id]);
  });

  it('is closed to visitors', async () => {
    const result = await withActor(client, anon, (c) => attempt(c, 'select * from public.admin_user_profiles'));
    expect(result, 'anon select').toMatchObject({ ok: false, code: '42501' });
  });
});
