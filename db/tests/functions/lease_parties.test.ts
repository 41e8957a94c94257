import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select * from public.lease_parties() order by tenant_name';

describe('lease_parties', () => {
  const fx = useDatabase();
  let tenant: Actor;
  let owner: Actor;
  let manager: Actor;
  let otherOwner: Actor;
  let stranger: Actor;
  let admin: Actor;

  beforeAll(async () => {
    owner = signedIn(await createUser(fx.pool, 'Suresh Reddy', ['landlord']), 'owner');
    otherOwner = signedIn(await createUser(fx.pool, 'Other Owner', ['landlord']), 'other owner');
    tenant = signedIn(await createUser(fx.pool, 'Ananya Sharma', ['tenant']), 'tenant');
    manager = signedIn(await createUser(fx.pool, 'Farhan Qureshi', ['property_manager']), 'manager');
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'stranger');
    ({ aal2: admin } = await createAdmin(fx.pool));
    const mine = await createProperty(fx.pool, owner.sub as string, 'rented');
    const theirs = await createProperty(fx.pool, otherOwner.sub as string, 'rented');
    const otherTenant = await createUser(fx.pool, 'Rahul Verma', ['tenant']);
    const lease = `insert into public.leases (property_id, tenant_id, start_date, monthly_rent) values ($1, $2, '2026-01-01', 28000)`;
    await fx.pool.query(lease, [mine, tenant.sub]);
    await fx.pool.query(lease, [theirs, otherTenant]);
    await fx.pool.query(`insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2)`, [manager.sub, owner.sub]);
  });

  it('gives the tenant their landlord, and the landlord and their manager their tenant', async () => {
    const [forTenant] = await callAs(fx.pool, tenant, call);
    expect(forTenant, 'the tenant sees their landlord').toMatchObject({ owner_name: 'Suresh Reddy', owner_phone: '+91 98765 43210', tenant_name: 'Ananya Sharma' });
    for (const actor of [owner, manager]) {
      const rows = await callAs(fx.pool, actor, call);
      expect(rows.map((row) => row.tenant_name), `${actor.label} sees only their own tenant`).toEqual(['Ananya Sharma']);
      expect(rows[0]?.tenant_email, 'with an email address').toMatch(/@example\.in$/);
    }
  });

  it('gives a stranger nothing, an admin every lease, and anon no call', async () => {
    expect(await callAs(fx.pool, stranger, call), 'stranger').toEqual([]);
    expect((await callAs(fx.pool, admin, call)).map((row) => row.tenant_name), 'admin').toEqual(['Ananya Sharma', 'Rahul Verma']);
    await expect(callAs(fx.pool, anon, call), 'anon call').rejects.toMatchObject({ code: '42501' });
  });
});
