import { beforeAll, describe, expect, it } from 'vitest';
import { createManagedProperty } from './_fixtures.ts';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, indiaToday, itRefusesNonAdmins, signedIn, twiceAtOnce,
  useDatabase, type Actor,
} from './_support.ts';

const call = 'select * from public.mark_rvl_payment_paid($1, $2, $3)';

describe('mark_rvl_payment_paid', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let landlord: Actor;
  let thisMonth: string;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    landlord = signedIn(await createUser(fx.pool, 'Irfan Landlord', ['landlord']), 'landlord');
    thisMonth = `${(await indiaToday(fx.pool)).slice(0, 7)}-01`;
  });
  const newProperty = () => createManagedProperty(fx.pool, landlord.sub as string, 3200);

  describe('admin', () => {
    it('inserts the paid month with payment date and processing admin; a repeat changes nothing', async () => {
      const id = await newProperty();
      const [row] = await callAs(fx.pool, admin, call, [id, thisMonth, 3200]);
      expect(row, 'payment').toMatchObject({
        managed_property_id: id, payment_month: thisMonth, rvl_amount: '3200.00', payment_status: 'paid',
        processed_by_admin_id: admin.sub, payment_date: await indiaToday(fx.pool),
      });
      await callAs(fx.pool, admin, call, [id, thisMonth, 3200]);
      expect(await count(fx.pool, 'public.managed_property_rvl_payments', 'managed_property_id = $1', [id]), 'rows').toBe(1);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'mark_rvl_payment_paid' and target_id = $1`, [row?.id]),
        'audit rows').toBe(1);
    });

    it('upserts a pending row to paid, defaulting the amount to the configured RVL', async () => {
      const id = await newProperty();
      await fx.pool.query(`insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount)
                           values ($1, $2, 3000)`, [id, thisMonth]);
      const [row] = await callAs(fx.pool, admin, call, [id, thisMonth, null]);
      expect(row, 'payment').toMatchObject({ payment_status: 'paid', rvl_amount: '3200.00' });
      expect(await count(fx.pool, 'public.managed_property_rvl_payments', 'managed_property_id = $1', [id]), 'rows').toBe(1);
    });

    it.each([
      ['a month that is not a first day', () => [`${thisMonth.slice(0, 8)}15`, 3200], 'Payment month must be the first day of a month'],
      ['a future month', () => ['2999-01-01', 3200], 'Payment month cannot be in the future'],
      ['no month', () => [null, 3200], 'Payment month is required'],
      ['a zero amount', () => [thisMonth, 0], 'RVL amount must be greater than 0'],
    ])('refuses %s', async (_name, args, message) => {
      await expectBusinessError(callAs(fx.pool, admin, call, [await newProperty(), ...args()]), message);
    });

    it('refuses an unknown managed property', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, ['00000000-0000-4000-8000-000000000000', thisMonth, 1]),
        'Managed property not found');
    });

    it('two admins marking at once give one row and one audit row', async () => {
      const id = await newProperty();
      const results = await twiceAtOnce(fx.pool, admin, call, [id, thisMonth, 3200]);
      expect(results.map((r) => r.status), 'both calls succeed').toEqual(['fulfilled', 'fulfilled']);
      expect(await count(fx.pool, 'public.admin_audit_log', `action = 'mark_rvl_payment_paid' and details ->> 'managed_property_id' = $1`, [id]),
        'audit rows').toBe(1);
    });
  });

  describe('landlord and others', () => {
    let id: string;
    beforeAll(async () => {
      id = await newProperty();
    });
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: landlord }), call, () => [id, thisMonth, 3200], 'Only admins can mark RVL payments');
  });
});
