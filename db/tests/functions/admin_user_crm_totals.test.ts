import { beforeAll, describe, expect, it } from 'vitest';
import { createBroker } from './_fixtures.ts';
import {
  callAs, createAdmin, expectBusinessError, itRefusesNonAdmins, signedIn, useDatabase, type Actor,
} from './_support.ts';

const call = 'select public.admin_user_crm_totals($1) as totals';
// More rows than the profile's lists show (spec 9: 20), so a total over the loaded rows would differ.
const APPLICATIONS = 30;
const COMMISSIONS = 45;

describe('admin_user_crm_totals', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let broker: { id: string; userId: string };

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    broker = await createBroker(fx.pool, 'Meera Broker');
    const owner = (await fx.pool.query<{ id: string }>(`select id from auth.users where id <> $1 and id <> $2 limit 1`,
      [broker.userId, admin.sub])).rows[0]?.id ?? broker.userId;
    // Half as landlord, half submitted as broker for someone else; the oldest ten last year.
    await fx.pool.query(
      `insert into public.managed_rental_applications
         (landlord_id, submitted_by_broker_id, status, property_location, property_type, monthly_rent, rental_value_locked, created_at)
       select case when i % 2 = 0 then $1::uuid else $3::uuid end, case when i % 2 = 0 then null else $2::uuid end,
              'approved', 'Pune', 'Apartment', 50000, 1000 * i,
              case when i <= 10 then now() - interval '400 days' else now() end
         from generate_series(1, $4::int) as i`, [broker.userId, broker.id, owner, APPLICATIONS]);
    // Declined applications carry no locked value.
    await fx.pool.query(
      `insert into public.managed_rental_applications (landlord_id, status, property_location, property_type, monthly_rent)
       values ($1, 'declined', 'Pune', 'Villa', 90000)`, [broker.userId]);
    await fx.pool.query(
      `insert into public.managed_rental_commissions (beneficiary_user_id, amount, month_year, status, commission_type, level, percentage)
       select $1, 100 * i, case when i <= 5 then date_trunc('month', (now() at time zone 'Asia/Kolkata')::date)::date else date '2025-01-01' end,
              'pending', 'personal', 1, 10
         from generate_series(1, $2::int) as i`, [broker.userId, COMMISSIONS]);
    const { rows: apps } = await fx.pool.query<{ id: string }>(
      `select id from public.managed_rental_applications where landlord_id = $1 and status = 'approved' limit 3`, [broker.userId]);
    for (const [n, app] of apps.entries()) {
      await fx.pool.query(`insert into public.managed_properties (application_id, owner_id, status) values ($1, $2, $3)`,
        [app.id, broker.userId, n === 0 ? 'inactive' : 'active']);
    }
  });

  describe('admin', () => {
    it('sums every row of the person, not the 20 the lists load', async () => {
      const [row] = await callAs(fx.pool, admin, call, [broker.userId]);
      const sum = (from: number, to: number, step: number) => {
        let total = 0;
        for (let i = from; i <= to; i++) total += step * i;
        return total;
      };
      expect(row?.totals, 'totals').toEqual({
        rvl_total: sum(1, APPLICATIONS, 1000), rvl_this_month: sum(11, APPLICATIONS, 1000),
        commissions_total: sum(1, COMMISSIONS, 100), commissions_this_month: sum(1, 5, 100),
        properties_total: 3, properties_active: 2,
      });
    });

    it('gives zeros for a person with nothing', async () => {
      const other = await createBroker(fx.pool, 'New Broker');
      const [row] = await callAs(fx.pool, admin, call, [other.userId]);
      expect(row?.totals, 'totals').toEqual({
        rvl_total: 0, rvl_this_month: 0, commissions_total: 0, commissions_this_month: 0, properties_total: 0, properties_active: 0,
      });
    });

    it('refuses a missing user id', async () => {
      await expectBusinessError(callAs(fx.pool, admin, call, [null]), 'Missing user id');
    });
  });

  describe('the person and others', () => {
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(broker.userId, 'broker') }), call, () => [broker.userId],
      'Only admins can read user profiles');
  });
});
