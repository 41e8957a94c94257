// The monthly commission worker end to end through the database, on COMPENSATION.md's worked
// example: A sponsors B and C; B sponsors D.
import { beforeAll, describe, expect, it } from 'vitest';
import { processCommissionRuns } from '../../src/commissions/process.ts';
import { runMonthlyCommissions } from '../../src/commissions/run.ts';
import { createAffiliate, createBroker, createManagedProperty, createRegistrationPayment } from './_fixtures.ts';
import { callAs, createAdmin, useDatabase, type Actor } from './_support.ts';

const SEPTEMBER = '2026-09-01';
const OCTOBER = '2026-10-01';

describe('commission worker', () => {
  const fx = useDatabase();
  let admin: Actor;
  const property: Record<string, string> = {};
  const payment: Record<string, string> = {};
  const user: Record<string, string> = {};
  const broker: Record<string, string> = {};

  async function pay(key: string, month: string, amount: number) {
    const { rows } = await fx.pool.query<{ id: string }>(
      `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
       values ($1, $2, $3, 'paid', $2) returning id`, [property[key], month, amount]);
    payment[`${key}:${month}`] = rows[0]?.id as string;
  }
  async function rows(sql: string, params: unknown[] = []) {
    return (await fx.pool.query(sql, params)).rows;
  }
  const commissionsOf = (month: string) => rows(
    `select c.source_payment_id, c.affiliate_id, c.broker_id, c.level, c.percentage::float as percentage,
            c.amount::float as amount, c.commission_type, c.status, c.id
       from public.managed_rental_commissions c where c.month_year = $1 order by c.source_payment_id, c.level`, [month]);
  const rankOf = async (affiliateId: string, month: string) =>
    (await rows(`select rank, qualified_rvl::float as q from public.affiliate_metrics where affiliate_id = $1 and month = $2`,
      [affiliateId, month]))[0];

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    const landlord = (await createBroker(fx.pool, 'Landlord Placeholder')).userId;
    const a = await createBroker(fx.pool, 'Anil A');
    const b = await createBroker(fx.pool, 'Bela B');
    const e = await createBroker(fx.pool, 'Esha E (broker only)');
    Object.assign(broker, { A: a.id, B: b.id, E: e.id });
    user.A = await createAffiliate(fx.pool, 'AFFA', null, a.userId);
    user.B = await createAffiliate(fx.pool, 'AFFB', 'AFFA', b.userId);
    user.C = await createAffiliate(fx.pool, 'AFFC', 'AFFA');
    user.D = await createAffiliate(fx.pool, 'AFFD', 'AFFB');
    property.A = await createManagedProperty(fx.pool, landlord, 1, { affiliateId: 'AFFA' });
    property.B = await createManagedProperty(fx.pool, landlord, 1, { brokerId: broker.B }); // attributed through the broker
    property.C = await createManagedProperty(fx.pool, landlord, 1, { affiliateId: 'AFFC' });
    property.D = await createManagedProperty(fx.pool, landlord, 1, { affiliateId: 'AFFD', brokerId: broker.E });
    property.E = await createManagedProperty(fx.pool, landlord, 1, { brokerId: broker.E });
    await pay('D', SEPTEMBER, 20_000);
    await pay('C', SEPTEMBER, 10_000);
    await pay('B', SEPTEMBER, 150_000); // makes B a Builder
    await pay('A', SEPTEMBER, 980_000); // makes A a Director (qualified exactly ₹10,00,000)
    await pay('E', SEPTEMBER, 5_000);
    // Registration fees are never commissionable (compliance): only paid RVL is.
    const fee = await createRegistrationPayment(fx.pool, b.id, b.userId);
    await fx.pool.query(`update public.payments set status = 'succeeded', paid_at = '2026-09-10' where id = $1`, [fee]);
    // Pending RVL never counts.
    await fx.pool.query(`insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount)
                         values ($1, $2, 777777)`, [property.E, OCTOBER]);
  });

  describe('a requested run (admin → commission_runs → worker)', () => {
    it('is processed to done with a summary', async () => {
      const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [SEPTEMBER]);
      const processed = await processCommissionRuns(fx.pool);
      expect(processed, 'processed runs').toEqual([{ id: run?.id, month: SEPTEMBER, kind: 'run', status: 'done' }]);
      const [stored] = await rows(`select status, summary from public.commission_runs where id = $1`, [run?.id]);
      // Six members: A to D, E and the landlord placeholder (a broker outside the tree).
      expect(stored, 'run row').toMatchObject({ status: 'done', summary: { members: 6, ranks_changed: 2, payments: 5, unattributed: 0, unattributed_rvl: 0, commissions: 9 } });
    });

    it('ranks the members as in the worked example', async () => {
      expect(await rankOf('AFFA', SEPTEMBER), 'A').toEqual({ rank: 'director', q: 1_000_000 });
      expect(await rankOf('AFFB', SEPTEMBER), 'B').toEqual({ rank: 'builder', q: 150_000 });
      expect((await rankOf('AFFC', SEPTEMBER))?.rank, 'C').toBe('starter');
      expect((await rankOf('AFFD', SEPTEMBER))?.rank, 'D').toBe('starter');
      const volumes = await rows(`select broker_id, current_rank, personal_rvl::float as p, primary_stream_rvl::float as ps,
                                         growth_stream_rvl::float as gs from public.broker_volumes where month = $1`, [SEPTEMBER]);
      expect(volumes.find((v) => v.broker_id === broker.B), 'B volume').toMatchObject({ current_rank: 'builder', p: 150_000, ps: 20_000, gs: 0 });
      expect(volumes.find((v) => v.broker_id === broker.E), 'E volume').toMatchObject({ current_rank: 'starter', p: 5_000 });
      const [b] = await rows(`select current_rank from public.brokers where id = $1`, [broker.B]);
      expect(b?.current_rank, "B's current rank").toBe('builder');
    });

    it("pays D's ₹20,000 as ₹2,000 / ₹1,000 / ₹2,000 and C's ₹10,000 as ₹1,000 / ₹1,500", async () => {
      const all = await commissionsOf(SEPTEMBER);
      const on = (key: string) => all.filter((c) => c.source_payment_id === payment[`${key}:${SEPTEMBER}`])
        .map((c) => [c.affiliate_id ?? c.broker_id, c.level, c.percentage, c.amount, c.commission_type]);
      expect(on('D'), "D's property").toEqual([
        ['AFFD', 1, 10, 2_000, 'personal'], ['AFFB', 2, 5, 1_000, 'differential'], ['AFFA', 3, 10, 2_000, 'differential']]);
      expect(on('C'), "C's property").toEqual([['AFFC', 1, 10, 1_000, 'personal'], ['AFFA', 2, 15, 1_500, 'differential']]);
      expect(on('B'), "B's property (through the submitting broker)").toEqual([
        ['AFFB', 1, 15, 22_500, 'personal'], ['AFFA', 2, 10, 15_000, 'differential']]);
      expect(on('E'), "E's property (a broker outside the tree)").toEqual([[broker.E, 1, 10, 500, 'personal']]);
      expect(on('A'), "A's own property").toEqual([['AFFA', 1, 25, 245_000, 'personal']]);
      expect(all, 'exactly these rows for the month').toHaveLength(9);
      const b = all.find((c) => c.affiliate_id === 'AFFB' && c.level === 1);
      expect(b?.broker_id, 'a broker who is an affiliate is paid as both').toBe(broker.B);
    });
  });

  describe('running a month again', () => {
    it('replaces unpaid rows and never touches paid ones', async () => {
      const before = await commissionsOf(SEPTEMBER);
      const paid = before.find((c) => c.affiliate_id === 'AFFD') as { id: string };
      // As the console does: mark paid, then request the month again (twice) for the worker.
      await callAs(fx.pool, admin, 'select * from public.mark_commissions_paid($1::uuid[])', [[paid.id]]);
      for (let i = 0; i < 2; i++) {
        await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [SEPTEMBER]);
        expect((await processCommissionRuns(fx.pool)).map((r) => r.status), 'run').toEqual(['done']);
      }
      const after = await commissionsOf(SEPTEMBER);
      const strip = (list: typeof before) => list.map(({ id: _id, status: _status, ...rest }) => rest);
      expect(strip(after), 'the same commissions').toEqual(strip(before));
      expect(after.find((c) => c.id === paid.id)?.status, 'the paid row is kept as it was').toBe('paid');
      expect(await rows(`select count(*)::int as n from public.affiliate_metrics where month = $1`, [SEPTEMBER]), 'metrics')
        .toEqual([{ n: 4 }]);
    });
  });

  describe('qualification through the database', () => {
    const run = async () => {
      const client = await fx.pool.connect();
      try {
        await runMonthlyCommissions(client, OCTOBER);
      } finally {
        client.release();
      }
      return rankOf('AFFA', OCTOBER);
    };

    beforeAll(async () => {
      await pay('A', OCTOBER, 50_000);
      await pay('B', OCTOBER, 300_000); // B leg: primary
      await pay('C', OCTOBER, 100_000); // C leg: growth
    });

    it('plain: team 2,00,000, qualified 2,50,000: Builder', async () => {
      expect(await run(), 'A').toEqual({ rank: 'builder', q: 250_000 });
    });

    it('shadow balancing active: qualified 6,50,000: Leader, commission still on actual volume', async () => {
      await fx.pool.query(`update public.brokers set shadow_balancing_enabled = true, shadow_balancing_start_date = '2000-01-01',
                                  shadow_balancing_end_date = '2099-12-31', shadow_balancing_reason = 'test' where id = $1`, [broker.A]);
      expect(await run(), 'A').toEqual({ rank: 'leader', q: 650_000 });
      const mine = (await commissionsOf(OCTOBER)).filter((c) => c.source_payment_id === payment[`A:${OCTOBER}`]);
      expect(mine.map((c) => c.amount), "A's own ₹50,000 at 20%").toEqual([10_000]);
    });

    it('shadow power ₹2,00,000 on the weaker stream: qualified 6,50,000: Leader', async () => {
      await fx.pool.query(`update public.brokers set shadow_balancing_enabled = false, shadow_balancing_start_date = null,
                                  shadow_balancing_end_date = null where id = $1`, [broker.A]);
      await fx.pool.query(`insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active) values ('AFFA', 200000, true)`);
      expect(await run(), 'A').toEqual({ rank: 'leader', q: 650_000 });
    });
  });
});
