import { beforeAll, describe, expect, it } from 'vitest';
import { createAffiliate } from './_fixtures.ts';
import {
  callAs, count, createAdmin, expectBusinessError, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase,
  type Actor,
} from './_support.ts';

const set = 'select * from public.set_affiliate_shadow_power($1, $2, $3)';
const addVirtual = 'select * from public.add_shadow_power_virtual_properties($1, $2, $3)';

describe('set_affiliate_shadow_power and add_shadow_power_virtual_properties', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let affiliate: Actor;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    affiliate = signedIn(await createAffiliate(fx.pool, 'AFF30001', null), 'affiliate');
    await createAffiliate(fx.pool, 'AFF30002', 'AFF30001');
    await createAffiliate(fx.pool, 'AFF30003', 'AFF30001');
    await createAffiliate(fx.pool, 'AFF30004', 'AFF30001');
  });

  describe('admin', () => {
    it('grants active shadow power, audits it and records one virtual property', async () => {
      const [row] = await callAs(fx.pool, admin, set, ['AFF30001', 200000, 'Launch support']);
      expect(row, 'shadow power').toMatchObject({
        affiliate_id: 'AFF30001', shadow_power_amount: '200000.00', is_active: true, notes: 'Launch support', created_by_admin_id: admin.sub,
      });
      const { rows: audit } = await fx.pool.query(`select * from public.shadow_power_audit where affiliate_id = 'AFF30001'`);
      expect(audit, 'audit').toMatchObject([{ previous_amount: '0.00', new_amount: '200000.00', admin_user_id: admin.sub }]);
      const { rows: virtual } = await fx.pool.query(`select * from public.affiliate_virtual_properties where affiliate_id = 'AFF30001'`);
      expect(virtual, 'virtual properties').toMatchObject([{ shadow_amount: '200000.00', property_count: 1 }]);
    });

    it('saving the same again is one change; saving 0 deactivates with the previous amount audited', async () => {
      await callAs(fx.pool, admin, set, ['AFF30001', 200000, 'Launch support']);
      expect(await count(fx.pool, 'public.shadow_power_audit', `affiliate_id = 'AFF30001'`), 'audit after repeat').toBe(1);
      const [row] = await callAs(fx.pool, admin, set, ['AFF30001', 0, null]);
      expect(row, 'deactivated').toMatchObject({ shadow_power_amount: '0.00', is_active: false });
      const { rows } = await fx.pool.query(
        `select previous_amount, new_amount from public.shadow_power_audit where affiliate_id = 'AFF30001' order by created_at desc limit 1`);
      expect(rows[0], 'newest audit').toEqual({ previous_amount: '200000.00', new_amount: '0.00' });
      expect(await count(fx.pool, 'public.affiliate_virtual_properties', `affiliate_id = 'AFF30001'`), 'revoking removes the virtual property').toBe(0);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'remove_shadow_power_virtual_properties' and details ->> 'affiliate_id' = 'AFF30001'`),
        'removal audited').toBe(1);
    });

    it('each save replaces the virtual property: one row for the current grant, never one per save', async () => {
      for (const amount of [100000, 150000, 250000]) await callAs(fx.pool, admin, set, ['AFF30004', amount, null]);
      const { rows } = await fx.pool.query(`select shadow_amount, property_count from public.affiliate_virtual_properties where affiliate_id = 'AFF30004'`);
      expect(rows, 'virtual properties').toEqual([{ shadow_amount: '250000.00', property_count: 1 }]);
      await callAs(fx.pool, admin, set, ['AFF30004', 0, 'Legs balanced']);
      expect(await count(fx.pool, 'public.affiliate_virtual_properties', `affiliate_id = 'AFF30004'`), 'after revoking').toBe(0);
    });

    it.each([
      [['NOPE1', 1000, null], 'User must be an affiliate to add shadow power'],
      [['AFF30002', -1, null], 'Shadow power amount cannot be negative'],
      [['AFF30002', null, null], 'Shadow power amount is required'],
      [['AFF30002', 0, null], 'Shadow power amount must be greater than 0'],
    ])('set refuses %j', async (args, message) => {
      await expectBusinessError(callAs(fx.pool, admin, set, args), message);
    });

    it.each([
      [['NOPE1', 1000, 1], 'User must be an affiliate to add shadow power'],
      [['AFF30002', 0, 1], 'Shadow power amount must be greater than 0'],
      [['AFF30002', 1000, 0], 'Property count must be at least 1'],
      [['AFF30002', 1000, 1], "Virtual properties must match the affiliate's active shadow power"],
    ])('add virtual properties refuses %j', async (args, message) => {
      await expectBusinessError(callAs(fx.pool, admin, addVirtual, args), message);
    });

    it('add virtual properties records once for the same amount and count', async () => {
      await callAs(fx.pool, admin, set, ['AFF30002', 50000, null]);
      const [first] = await callAs(fx.pool, admin, addVirtual, ['AFF30002', 50000, 2]);
      const [again] = await callAs(fx.pool, admin, addVirtual, ['AFF30002', 50000, 2]);
      expect(await count(fx.pool, 'public.affiliate_virtual_properties', `affiliate_id = 'AFF30002'`), 'rows').toBe(1);
      await expectBusinessError(callAs(fx.pool, admin, addVirtual, ['AFF30002', 60000, 1]),
        "Virtual properties must match the affiliate's active shadow power");
      expect(again?.id, 'same record').toBe(first?.id);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'add_shadow_power_virtual_properties' and target_id = $1`, [first?.id]),
        'audit rows: the grant\'s record, then its new count; the repeat adds none').toBe(2);
    });

    it('two admins saving at once give one change, one audit row and one virtual property', async () => {
      const results = await twiceAtOnce(fx.pool, admin, set, ['AFF30003', 75000, 'Festival push']);
      expect(results.map((r) => r.status), 'both calls succeed').toEqual(['fulfilled', 'fulfilled']);
      expect(await count(fx.pool, 'public.shadow_power_audit', `affiliate_id = 'AFF30003'`), 'audit rows').toBe(1);
      expect(await count(fx.pool, 'public.affiliate_virtual_properties', `affiliate_id = 'AFF30003'`), 'virtual').toBe(1);
    });
  });

  describe('affiliate and others', () => {
    describe('set_affiliate_shadow_power', () => {
      itRefusesNonAdmins(fx, () => ({ adminAal1, user: affiliate }), set, () => ['AFF30001', 900000, null],
        'Only admins can set shadow power');
    });
    describe('add_shadow_power_virtual_properties', () => {
      itRefusesNonAdmins(fx, () => ({ adminAal1, user: affiliate }), addVirtual, () => ['AFF30001', 900000, 1],
        'Only admins can add shadow power');
    });
    it('the affiliate cannot give themselves shadow power directly', async () => {
      await expect(callAs(fx.pool, affiliate, `insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active)
                                                 values ('AFF30001', 1, true)`), 'direct insert').rejects.toMatchObject({ code: '42501' });
    });
  });
});
