import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from './_fixtures.ts';
import { PAN_SHARING_CHOICE_REQUIRED, PAN_SHARING_NOT_YOUR_MANAGER } from '@rentals/core/validation/messages';
import { anon, callAs, count, createAdmin, createUser, expectBusinessError, signedIn, useDatabase, type Actor } from './_support.ts';

const pan = 'select public.rent_receipt_pan($1) as pan';
const share = 'select manager_id, pan_shared_at is not null as shared from public.share_pan_with_manager($1, $2)';
const appoint = 'insert into public.property_manager_landlords (manager_id, landlord_id) values ($1, $2) returning id';

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
    await callAs(fx.pool, admin, appoint, [manager.sub, landlord.sub]);
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

  it("reaches the lease's tenant and landlord on receipts, a manager only once the landlord shares it, and nobody else", async () => {
    for (const actor of [tenant, landlord]) {
      expect(await callAs(fx.pool, actor, pan, [lease]), actor.label).toEqual([{ pan: 'ABCDE1234G' }]);
    }
    expect(await callAs(fx.pool, manager, pan, [lease]), 'manager appointed by an admin').toEqual([{ pan: null }]);
    expect(await callAs(fx.pool, landlord, share, [manager.sub, true]), 'the landlord shares it').toEqual([{ manager_id: manager.sub, shared: true }]);
    expect(await callAs(fx.pool, manager, pan, [lease]), 'manager the landlord shares it with').toEqual([{ pan: 'ABCDE1234G' }]);
    for (const actor of [otherTenant, admin]) {
      expect(await callAs(fx.pool, actor, pan, [lease]), actor.label).toEqual([{ pan: null }]);
    }
    expect(await callAs(fx.pool, otherTenant, pan, [otherLease]), 'a landlord without a PAN on file').toEqual([{ pan: null }]);
    await expect(callAs(fx.pool, anon, pan, [lease]), 'anon').rejects.toMatchObject({ code: '42501' });
    expect(await callAs(fx.pool, landlord, share, [manager.sub, false]), 'the landlord stops sharing').toEqual([{ manager_id: manager.sub, shared: false }]);
    expect(await callAs(fx.pool, manager, pan, [lease]), 'manager after the landlord stopped').toEqual([{ pan: null }]);
  });

  describe('an admin who appoints themselves manager of the landlord', () => {
    it('reads no PAN, cannot share it for the landlord, and every step is audited', async () => {
      await callAs(fx.pool, admin, 'select * from public.assign_role($1, $2)', [admin.sub, 'property_manager']);
      const [link] = await callAs(fx.pool, admin, appoint, [admin.sub, landlord.sub]);
      expect(await callAs(fx.pool, admin, pan, [lease]), 'PAN through the self-made appointment').toEqual([{ pan: null }]);
      await expectBusinessError(callAs(fx.pool, admin, share, [admin.sub, true]), PAN_SHARING_NOT_YOUR_MANAGER);
      const direct = await callAs(fx.pool, admin, 'update public.property_manager_landlords set pan_shared_at = now() where id = $1 returning id', [link?.id])
        .catch((error: { code?: string }) => error.code);
      expect(direct, 'no update right on appointments').toBe('42501');
      await expect(
        callAs(fx.pool, admin, 'insert into public.property_manager_landlords (manager_id, landlord_id, pan_shared_at) values ($1, $2, now())', [manager.sub, tenant.sub]),
        'an appointment inserted as already shared',
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        callAs(fx.pool, admin, 'insert into public.property_manager_landlords (manager_id, landlord_id, created_by) values ($1, $2, $3)', [manager.sub, tenant.sub, landlord.sub]),
        'an appointment made in the landlord\'s name',
      ).rejects.toMatchObject({ code: '42501' });
      const { rows } = await fx.pool.query('select created_by, pan_shared_at from public.property_manager_landlords where id = $1', [link?.id]);
      expect(rows, 'the appointment records who made it').toEqual([{ created_by: admin.sub, pan_shared_at: null }]);
      await callAs(fx.pool, admin, 'delete from public.property_manager_landlords where id = $1', [link?.id]);
      const audit = await fx.pool.query(
        `select admin_user_id, action, details from public.admin_audit_log where target_table = 'property_manager_landlords' and target_id = $1 order by created_at`,
        [link?.id],
      );
      const details = { manager_id: admin.sub, landlord_id: landlord.sub, created_by: admin.sub, pan_shared: false };
      expect(audit.rows, 'made and removed, each audited').toEqual([
        { admin_user_id: admin.sub, action: 'appoint_property_manager', details },
        { admin_user_id: admin.sub, action: 'remove_property_manager', details },
      ]);
    });
  });

  describe('sharing', () => {
    it('is audited each time it changes, and only the landlord of an appointment changes it', async () => {
      const before = await count(fx.pool, 'public.admin_audit_log', `action in ('share_pan_with_manager', 'stop_sharing_pan_with_manager')`);
      await callAs(fx.pool, landlord, share, [manager.sub, true]);
      await callAs(fx.pool, landlord, share, [manager.sub, true]);
      await callAs(fx.pool, landlord, share, [manager.sub, false]);
      const { rows } = await fx.pool.query(
        `select admin_user_id, action from public.admin_audit_log where action in ('share_pan_with_manager', 'stop_sharing_pan_with_manager') order by created_at offset $1`,
        [before],
      );
      expect(rows, 'a repeat changes nothing').toEqual([
        { admin_user_id: landlord.sub, action: 'share_pan_with_manager' },
        { admin_user_id: landlord.sub, action: 'stop_sharing_pan_with_manager' },
      ]);
      await expectBusinessError(callAs(fx.pool, manager, share, [manager.sub, true]), PAN_SHARING_NOT_YOUR_MANAGER);
      await expectBusinessError(callAs(fx.pool, tenant, share, [manager.sub, true]), PAN_SHARING_NOT_YOUR_MANAGER);
      await expectBusinessError(callAs(fx.pool, landlord, share, [manager.sub, null]), PAN_SHARING_CHOICE_REQUIRED);
      await expect(callAs(fx.pool, anon, share, [manager.sub, true]), 'anon').rejects.toMatchObject({ code: '42501' });
    });
  });
});
