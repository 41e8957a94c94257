import { beforeAll, describe, expect, it } from 'vitest';
import { createApplication, createBroker, createManagedProperty, createProperty } from './_fixtures.ts';
import { callAs, createAdmin, createUser, indiaToday, itRefusesNonAdmins, signedIn, useDatabase, type Actor } from './_support.ts';

const call = 'select public.admin_analytics() as analytics';

interface Analytics {
  listings_by_city: { city: string; listings: number }[];
  application_funnel: { status: string; applications: number }[];
  rvl_by_month: { month: string; collected: number }[];
  brokers_by_rank: { rank: string; brokers: number }[];
}

describe('admin_analytics', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let ownerId: string;
  let thisMonth: string;

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    ownerId = await createUser(fx.pool, 'Leela Owner', ['landlord']);
    for (const city of ['pune', 'pune', 'mumbai']) {
      const id = await createProperty(fx.pool, ownerId);
      await fx.pool.query('update public.properties set verified = true, city = $2 where id = $1', [id, city]);
    }
    await createProperty(fx.pool, ownerId); // not verified: not listed
    await createApplication(fx.pool, ownerId, 'submitted');
    await createApplication(fx.pool, ownerId, 'submitted');
    await createApplication(fx.pool, ownerId, 'declined');
    await createApplication(fx.pool, ownerId, 'rejected');
    const details = await createManagedProperty(fx.pool, ownerId, 4000);
    thisMonth = `${(await indiaToday(fx.pool)).slice(0, 8)}01`;
    await fx.pool.query(
      `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status)
       values ($1, $2, 4000, 'paid'), ($1, ($2::date - interval '1 month')::date, 4000, 'pending'),
              ($1, ($2::date - interval '2 months')::date, 3500, 'paid'), ($1, ($2::date - interval '13 months')::date, 9, 'paid')`,
      [details, thisMonth]);
    const leader = await createBroker(fx.pool, 'Lead Broker');
    await fx.pool.query(`update public.brokers set current_rank = 'leader' where id = $1`, [leader.id]);
    await createBroker(fx.pool, 'New Broker');
  });

  describe('admin', () => {
    it('gives listings by city, the funnel, RVL collected per month and brokers by rank', async () => {
      const [{ analytics }] = (await callAs(fx.pool, admin, call)) as [{ analytics: Analytics }];
      expect(analytics.listings_by_city, 'listed only, biggest first').toEqual([
        { city: 'pune', listings: 2 },
        { city: 'mumbai', listings: 1 },
      ]);
      expect(analytics.application_funnel, 'funnel').toEqual([
        { status: 'submitted', applications: 2 },
        { status: 'under_review', applications: 0 },
        { status: 'approved', applications: 1 },
        { status: 'declined', applications: 1 },
        { status: 'rejected', applications: 1 },
      ]);
      expect(analytics.rvl_by_month, 'twelve months, this one last').toHaveLength(12);
      expect(analytics.rvl_by_month.at(-1), 'this month').toEqual({ month: thisMonth, collected: 4000 });
      expect(analytics.rvl_by_month.at(-2)?.collected, 'pending is not collected').toBe(0);
      expect(analytics.rvl_by_month.at(-3)?.collected, 'two months ago').toBe(3500);
      expect(analytics.brokers_by_rank.find((r) => r.rank === 'leader'), 'leader').toEqual({ rank: 'leader', brokers: 1 });
      expect(analytics.brokers_by_rank.at(-1), 'no rank yet').toEqual({ rank: 'unranked', brokers: 1 });
    });
  });

  describe('others', () => {
    itRefusesNonAdmins(fx, () => ({ adminAal1, user: signedIn(ownerId) }), call, () => [], 'Only admins can view analytics');
  });
});
