import { beforeAll, describe, expect, it } from 'vitest';
import { createAffiliate, createBroker, createRegistrationPayment } from './_fixtures.ts';
import {
  callAs, createAdmin, expectBusinessError, itRefusesNonAdmins, signedIn, useDatabase, type Actor,
} from './_support.ts';

const call = 'select * from public.admin_user_activity($1, $2)';

describe('admin_user_activity', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let broker: { id: string; userId: string };

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    broker = await createBroker(fx.pool, 'Imran Broker');
    await createAffiliate(fx.pool, 'AFF80001', null, broker.userId);
    // The person's history, made through the business functions as the admin, in this order.
    await createRegistrationPayment(fx.pool, broker.id, broker.userId);
    await callAs(fx.pool, admin, 'select public.assign_role($1, $2)', [broker.userId, 'landlord']);
    await callAs(fx.pool, admin, 'select public.admin_add_rvl($1, $2)', [broker.userId,
      { monthly_rent: 50000, property_location: 'Hyderabad', property_type: 'Villa' }]);
    await callAs(fx.pool, admin, 'select public.set_affiliate_shadow_power($1, $2, $3)', ['AFF80001', 5000, 'Launch']);
    await callAs(fx.pool, admin, 'select public.remove_role($1, $2)', [broker.userId, 'landlord']);
  });

  describe('admin', () => {
    it("gives the person's role changes, applications, payments and shadow power, newest first", async () => {
      const rows = await callAs(fx.pool, admin, call, [broker.userId, 50]);
      expect(rows.map((r) => `${r.kind}:${r.action}`), 'entries').toEqual([
        'role:remove_role',
        'shadow_power:set',
        // Add RVL writes these three in one transaction, at one time.
        'application:approved',
        'application:submitted',
        'audit:admin_add_rvl',
        'role:assign_role',
        'payment:pending',
      ]);
      const times = rows.map((r) => (r.occurred_at as Date).getTime());
      expect(times, 'time order').toEqual([...times].sort((a, b) => b - a));
      expect(rows[0]?.details, 'role change').toMatchObject({ role: 'landlord', admin_user_id: admin.sub });
      expect(rows[1]?.details, 'shadow power').toMatchObject({ new_amount: 5000, notes: 'Launch' });
    });

    it('keeps to the limit and to the person', async () => {
      expect(await callAs(fx.pool, admin, call, [broker.userId, 2]), 'limit').toHaveLength(2);
      const other = await createBroker(fx.pool, 'Quiet Broker');
      expect(await callAs(fx.pool, admin, call, [other.userId, 50]), 'nobody else').toEqual([]);
      await expectBusinessError(callAs(fx.pool, admin, call, [null, 50]), 'Missing user id');
      await expectBusinessError(callAs(fx.pool, admin, call, [broker.userId, 500]), 'Page size must be between 1 and 100');
    });
  });

  describe('others', () => {
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(broker.userId) }), call, () => [broker.userId, 50],
      'Only admins can view user activity');
  });
});
