import { beforeAll, describe, expect, it } from 'vitest';
import { createManagedProperty } from './_fixtures.ts';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, indiaToday, itRefusesNonAdmins, signedIn, twiceAtOnce,
  useDatabase, type Actor,
} from './_support.ts';

const call = 'select * from public.mark_rvl_payment_paid($1, $2, $3)';
const undo = 'select * from public.undo_rvl_payment_paid($1, $2)';

/** The first day of the month n months after 'YYYY-MM-01' (n may be negative). */
function addMonths(month: string, n: number): string {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

describe('mark_rvl_payment_paid and undo_rvl_payment_paid', () => {
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

  describe('admin, months of the lease only', () => {
    /** A configured property with the given lease, configured on the first day of `configured`. */
    const leased = async (lease: { start: string | null; end?: string | null; configured?: string }) => {
      const id = await newProperty();
      await fx.pool.query(
        `update public.managed_property_details set lease_start_date = $2, lease_end_date = $3,
                created_at = ($4::date + time '12:00') at time zone 'Asia/Kolkata' where id = $1`,
        [id, lease.start, lease.end ?? null, lease.configured ?? thisMonth]);
      return id;
    };
    const outside = 'Only months within the lease can be marked paid';

    it('refuses a month before a lease that starts after the property was configured, and records nothing', async () => {
      // Configured this month, lease from the 9th of the month after next: no month shown is in it.
      const id = await leased({ start: addMonths(thisMonth, 2).slice(0, 8) + '09' });
      for (const month of [addMonths(thisMonth, -3), thisMonth]) {
        await expectBusinessError(callAs(fx.pool, admin, call, [id, month, null]), outside);
      }
      expect(await count(fx.pool, 'public.managed_property_rvl_payments', 'managed_property_id = $1', [id]), 'rows').toBe(0);
      const [row] = await callAs(fx.pool, admin, `select months from public.admin_rvl_tracking where id = $1`, [id]);
      expect((row?.months as { in_lease: boolean }[]).map((m) => m.in_lease), 'tracking grid').toEqual([false, false, false, false]);
    });

    it('accepts the months from the lease start (mid-month) to today', async () => {
      const id = await leased({ start: addMonths(thisMonth, -2).slice(0, 8) + '20', configured: addMonths(thisMonth, -3) });
      await expectBusinessError(callAs(fx.pool, admin, call, [id, addMonths(thisMonth, -3), null]), outside);
      await callAs(fx.pool, admin, call, [id, addMonths(thisMonth, -2), null]);
      await callAs(fx.pool, admin, call, [id, thisMonth, null]);
      const [row] = await callAs(fx.pool, admin, `select months from public.admin_rvl_tracking where id = $1`, [id]);
      expect((row?.months as { in_lease: boolean }[]).map((m) => m.in_lease), 'tracking grid, newest first').toEqual([true, true, true, false]);
    });

    it('refuses months after the lease ended', async () => {
      const id = await leased({ start: addMonths(thisMonth, -6), end: addMonths(thisMonth, -2).slice(0, 8) + '10', configured: addMonths(thisMonth, -6) });
      await callAs(fx.pool, admin, call, [id, addMonths(thisMonth, -2), null]);
      await expectBusinessError(callAs(fx.pool, admin, call, [id, addMonths(thisMonth, -1), null]), outside);
    });

    it('without lease dates, counts from the month the property was configured', async () => {
      const id = await leased({ start: null, configured: addMonths(thisMonth, -1) });
      await expectBusinessError(callAs(fx.pool, admin, call, [id, addMonths(thisMonth, -2), null]), outside);
      await callAs(fx.pool, admin, call, [id, addMonths(thisMonth, -1), null]);
    });
  });

  describe('admin undoing', () => {
    it('takes a paid month back to pending with an audit row, and it can be marked again', async () => {
      const id = await newProperty();
      const [paid] = await callAs(fx.pool, admin, call, [id, thisMonth, 3200]);
      const [undone] = await callAs(fx.pool, admin, undo, [id, thisMonth]);
      expect(undone, 'returned payment').toMatchObject({ id: paid?.id, payment_status: 'pending', payment_date: null });
      expect(await count(fx.pool, 'public.managed_property_rvl_payments', `managed_property_id = $1 and payment_status = 'paid'`, [id]),
        'paid rows').toBe(0);
      const { rows: [audit] } = await fx.pool.query(
        `select admin_user_id, details from public.admin_audit_log where action = 'undo_rvl_payment_paid' and target_id = $1`, [paid?.id]);
      expect(audit, 'audit row').toMatchObject({
        admin_user_id: admin.sub,
        details: { managed_property_id: id, payment_month: thisMonth, rvl_amount: 3200, processed_by_admin_id: admin.sub, unpaid_commissions_removed: 0 },
      });
      const [again] = await callAs(fx.pool, admin, call, [id, thisMonth, 3200]);
      expect(again, 'marked again').toMatchObject({ payment_status: 'paid' });
    });

    it('refuses a month that is not paid', async () => {
      await expectBusinessError(callAs(fx.pool, admin, undo, [await newProperty(), thisMonth]), 'This RVL payment is not marked paid');
      await expectBusinessError(callAs(fx.pool, admin, undo, ['00000000-0000-4000-8000-000000000000', thisMonth]), 'Managed property not found');
    });

    it('removes unpaid commissions computed from it, and refuses once a commission on it is paid', async () => {
      const beneficiary = await createUser(fx.pool, 'Kavya Affiliate');
      const addCommission = (paymentId: unknown, status: string) => fx.pool.query(
        `insert into public.managed_rental_commissions (beneficiary_user_id, source_payment_id, amount, month_year, status, commission_type, level, percentage)
         values ($1, $2, 320, $3, $4, 'personal', 1, 10)`, [beneficiary, paymentId, thisMonth, status]);
      const pendingOne = await newProperty();
      const [first] = await callAs(fx.pool, admin, call, [pendingOne, thisMonth, 3200]);
      await addCommission(first?.id, 'pending');
      await callAs(fx.pool, admin, undo, [pendingOne, thisMonth]);
      expect(await count(fx.pool, 'public.managed_rental_commissions', 'source_payment_id = $1', [first?.id]), 'commissions').toBe(0);

      const paidOne = await newProperty();
      const [second] = await callAs(fx.pool, admin, call, [paidOne, thisMonth, 3200]);
      await addCommission(second?.id, 'paid');
      await expectBusinessError(callAs(fx.pool, admin, undo, [paidOne, thisMonth]),
        'Commissions on this RVL payment are already paid, so it cannot be undone');
      expect(await count(fx.pool, 'public.managed_property_rvl_payments', `id = $1 and payment_status = 'paid'`, [second?.id]), 'still paid').toBe(1);
    });
  });

  describe('landlord and others', () => {
    let id: string;
    beforeAll(async () => {
      id = await newProperty();
      await callAs(fx.pool, admin, call, [id, thisMonth, 3200]);
    });
    describe('mark paid', () => {
      itRefusesNonAdmins(fx, () => ({ adminAal1, user: landlord }), call, () => [id, thisMonth, 3200], 'Only admins can mark RVL payments');
    });
    describe('undo', () => {
      itRefusesNonAdmins(fx, () => ({ adminAal1, user: landlord }), undo, () => [id, thisMonth], 'Only admins can undo RVL payments');
    });
    it('the landlord cannot delete or change the payment directly', async () => {
      await expect(callAs(fx.pool, landlord, `delete from public.managed_property_rvl_payments where managed_property_id = $1`, [id]),
        'direct delete').rejects.toMatchObject({ code: '42501' });
    });
  });
});
