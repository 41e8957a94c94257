import { beforeAll, describe, expect, it } from 'vitest';
import { anon, callAs, createAdmin, createUser, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select manager_name, landlord_name, landlord_phone from public.portfolio_contacts()';

describe('portfolio_contacts', () => {
  const fx = useDatabase();
  let manager: Actor;
  let landlord: Actor;
  let stranger: Actor;
  let admin: Actor;
  let adminAal1: Actor;

  beforeAll(async () => {
    manager = signedIn(await createUser(fx.pool, 'Farhan Qureshi', ['property_manager']), 'manager');
    landlord = signedIn(await createUser(fx.pool, 'Suresh Reddy', ['landlord']), 'landlord');
    const otherLandlord = await createUser(fx.pool, 'Lakshmi Rao', ['landlord']);
    const otherManager = await createUser(fx.pool, 'Imran Shaikh', ['property_manager']);
    stranger = signedIn(await createUser(fx.pool, 'Sana Stranger'), 'stranger');
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    const appoint = `insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2)`;
    await fx.pool.query(appoint, [manager.sub, landlord.sub]);
    await fx.pool.query(appoint, [otherManager, otherLandlord]);
  });

  it('gives the manager and the landlord their own appointment with both names and the phone', async () => {
    for (const actor of [manager, landlord]) {
      expect(await callAs(fx.pool, actor, call), actor.label).toEqual([
        { manager_name: 'Farhan Qureshi', landlord_name: 'Suresh Reddy', landlord_phone: '+91 98765 43210' },
      ]);
    }
  });

  it('gives an admin with the second factor every appointment, and nobody else anything', async () => {
    expect((await callAs(fx.pool, admin, call)).map((row) => row.manager_name), 'admin').toEqual(['Farhan Qureshi', 'Imran Shaikh']);
    expect(await callAs(fx.pool, adminAal1, call), 'admin without the second factor').toEqual([]);
    expect(await callAs(fx.pool, stranger, call), 'stranger').toEqual([]);
    await expect(callAs(fx.pool, anon, call), 'anon call').rejects.toMatchObject({ code: '42501' });
  });
});
