import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const pan = 'select public.rent_receipt_pan($1) as pan';

describe('landlord PAN for rent receipts', () => {
  const fx = useDatabase();
  let landlord: Actor;
  let tenant: Actor;
  let manager: Actor;
  let otherTenant: Actor;
  let admin: Actor;
  let lease: string;
  let otherLease: string;

  beforeAll(async () => {
    landlord = signedIn(await createUser(fx.pool, 'Suresh Reddy', ['landlord']), 'landlord');
    const otherLandlord = await createUser(fx.pool, 'Other Owner', ['landlord']);
    tenant = signedIn(await createUser(fx.pool, 'Ananya Sharma', ['tenant']), 'tenant');
    otherTenant = signedIn(await createUser(fx.pool, 'Rahul Verma', ['tenant']), 'other tenant');
    manager = signedIn(await createUser(fx.pool, 'Farhan Qureshi', ['property_manager']), 'manager');
    ({ aal2: admin } = await createAdmin(fx.pool));
    const insertLease = `insert into public.leases (property_id, tenant_id, start_date, monthly_rent) values ($1, $2, '2026-04-01', 28000) returning id`;
    lease = (await fx.pool.query(insertLease, [await createProperty(fx.pool, landlord.sub as string, 'rented'), tenant.sub])).rows[0].id;
    otherLease = (await fx.pool.query(insertLease, [await createProperty(fx.pool, otherLandlord, 'rented'), otherTenant.sub])).rows[0].id;
    await fx.pool.query(`insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2)`, [manager.sub, landlord.sub]);
  });

  it('is kept by the landlord alone, in the AAAAA9999A format', async () => {
    await expect(
      callAs(fx.pool, landlord, `insert into public.landlord_tax_details (user_id, pan) values ($1, 'ABCDE1234')`, [landlord.sub]),
      'a malformed PAN',
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      callAs(fx.pool, tenant, `insert into public.landlord_tax_details (user_id, pan) values ($1, 'ABCDE1234F')`, [landlord.sub]),
      "someone else's PAN",
    ).rejects.toMatchObject({ code: '42501' });
    await callAs(fx.pool, landlord, `insert into public.landlord_tax_details (user_id, pan) values ($1, 'ABCDE1234F')`, [landlord.sub]);
    await callAs(fx.pool, landlord, `update public.landlord_tax_details set pan = 'ABCDE1234G' where user_id = $1`, [landlord.sub]);
    expect(await callAs(fx.pool, landlord, 'select pan from public.landlord_tax_details'), 'the landlord reads it').toEqual([{ pan: 'ABCDE1234G' }]);
    for (const actor of [tenant, manager, admin]) {
      expect(await callAs(fx.pool, actor, 'select pan from public.landlord_tax_details'), `${actor.label} reads no table row`).toEqual([]);
      const changed = await callAs(fx.pool, actor, `update public.landlord_tax_details set pan = 'ZZZZZ9999Z' returning pan`);
      expect(changed, `${actor.label} changes nothing`).toEqual([]);
    }
  });

  it("reaches the lease's tenant, landlord and manager on receipts, and nobody else", async () => {
    for (const actor of [tenant, landlord, manager]) {
      expect(await callAs(fx.pool, actor, pan, [lease]), actor.label).toEqual([{ pan: 'ABCDE1234G' }]);
    }
    for (const actor of [otherTenant, admin]) {
      expect(await callAs(fx.pool, actor, pan, [lease]), actor.label).toEqual([{ pan: null }]);
    }
    expect(await callAs(fx.pool, otherTenant, pan, [otherLease]), 'a landlord without a PAN on file').toEqual([{ pan: null }]);
    await expect(callAs(fx.pool, anon, pan, [lease]), 'anon').rejects.toMatchObject({ code: '42501' });
  });
});
