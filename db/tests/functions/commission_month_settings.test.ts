// A month's run uses what was in effect when the month ended: the shadow power and shadow
// balancing an admin had set by then (an admin changing them later alters no month already over),
// and the members who had joined by then (someone who joined later takes no part in it). So a month
// run again gives the same rows and ranks.
import { beforeAll, describe, expect, it } from 'vitest';
import { processCommissionRuns } from '../../src/commissions/process.ts';
import { createAffiliate, createBroker, createManagedProperty } from './_fixtures.ts';
import { callAs, createAdmin, createUser, useDatabase, type Actor } from './_support.ts';

const SEPTEMBER = '2026-09-01';
/** During August: well before September ended. */
const IN_AUGUST = '2026-08-10T12:00:00+05:30';

describe('a month run again after its settings or its members changed', () => {
  const fx = useDatabase();
  let admin: Actor;
  let landlord: string;
  const broker: Record<string, string> = {};

  const q = async (sql: string, params: unknown[] = []) => (await fx.pool.query(sql, params)).rows;
  const snapshot = async () => ({
    brokers: await q(`select id, current_rank from public.brokers order by id`),
    volumes: await q(`select * from public.broker_volumes order by broker_id, month`),
    metrics: await q(`select * from public.affiliate_metrics order by affiliate_id, month`),
    commissions: await q(`select * from public.managed_rental_commissions order by id`),
  });
  const rankOf = async (affiliateId: string) =>
    (await q(`select rank::text from public.affiliate_metrics where affiliate_id = $1 and month = $2`, [affiliateId, SEPTEMBER]))[0]?.rank;
  async function run(month: string) {
    await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [month]);
    expect((await processCommissionRuns(fx.pool)).map((p) => [p.status, p.error]), `run of ${month}`).toEqual([['done', undefined]]);
  }
  async function pay(affiliateId: string, amount: number) {
    const property = await createManagedProperty(fx.pool, landlord, 1, { affiliateId });
    await fx.pool.query(
      `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
       values ($1, $2, $3, 'paid', $2)`, [property, SEPTEMBER, amount]);
  }

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    landlord = await createUser(fx.pool, 'Lalit Landlord', ['landlord']);
    // SP has one recruit: a Builder only with the shadow power set in August (one leg of ₹1,00,000).
    await createAffiliate(fx.pool, 'SP', null);
    await createAffiliate(fx.pool, 'SQ', 'SP');
    await pay('SQ', 100_000);
    await fx.pool.query(`insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active, created_at)
                         values ('SP', 100000, true, $1)`, [IN_AUGUST]);
    await fx.pool.query(`insert into public.shadow_power_audit (affiliate_id, previous_amount, new_amount, created_at)
                         values ('SP', 0, 100000, $1)`, [IN_AUGUST]);
    // SB, a broker, has one leg of ₹1,00,000: a Builder only with the shadow balancing enabled in August.
    const b = await createBroker(fx.pool, 'Sita Balanced');
    broker.SB = b.id;
    await createAffiliate(fx.pool, 'SB', null, b.userId);
    await createAffiliate(fx.pool, 'ST', 'SB');
    await pay('ST', 100_000);
    await fx.pool.query(`update public.brokers set shadow_balancing_enabled = true, shadow_balancing_start_date = '2026-08-10',
                           shadow_balancing_end_date = '2027-02-01', shadow_balancing_reason = 'New team' where id = $1`, [b.id]);
    await fx.pool.query(`insert into public.shadow_balancing_audit (broker_id, action, reason, start_date, end_date, created_at)
                         values ($1, 'enabled', 'New team', '2026-08-10', '2027-02-01', $2)`, [b.id, IN_AUGUST]);
    await run(SEPTEMBER);
  });

  it('ranks the month with the settings in effect then', async () => {
    expect(await rankOf('SP'), 'with shadow power').toBe('builder');
    expect(await rankOf('SB'), 'with shadow balancing').toBe('builder');
  });

  it('gives the same rows and ranks after an admin changed shadow power and shadow balancing', async () => {
    const before = await snapshot();
    await callAs(fx.pool, admin, 'select public.set_affiliate_shadow_power($1, $2, $3)', ['SP', 0, 'Leg grown']);
    await callAs(fx.pool, admin, 'select public.set_shadow_balancing($1, false)', [broker.SB]);
    await run(SEPTEMBER);
    expect(await snapshot(), 'the month run again').toEqual(before);
  });

  it('does not apply shadow power granted after the month ended', async () => {
    await createAffiliate(fx.pool, 'SX', null);
    await createAffiliate(fx.pool, 'SY', 'SX');
    await pay('SY', 100_000);
    await run(SEPTEMBER);
    expect(await rankOf('SX'), 'without shadow power').toBe('starter');
    const before = await snapshot();
    await callAs(fx.pool, admin, 'select public.set_affiliate_shadow_power($1, $2, $3)', ['SX', 500_000, 'Granted in November']);
    await run(SEPTEMBER);
    expect(await snapshot(), 'the month run again').toEqual(before);
  });

  it('gives no row to a member who joined after the month, and changes nothing else', async () => {
    const before = await snapshot();
    const joined = new Date().toISOString();
    const late = await createBroker(fx.pool, 'Lata Late', joined);
    await createAffiliate(fx.pool, 'SL', 'SP', late.userId, joined);
    await run(SEPTEMBER);
    expect(await snapshot(), 'the month run again').toEqual({
      ...before,
      brokers: (await q(`select id, current_rank from public.brokers order by id`)),
    });
    expect(await q(`select 1 from public.broker_volumes where broker_id = $1`, [late.id]), 'no rank of September').toEqual([]);
    expect(await q(`select 1 from public.affiliate_metrics where affiliate_id = 'SL'`), 'no metrics of September').toEqual([]);
    expect((await q(`select current_rank from public.brokers where id = $1`, [late.id]))[0], 'no current rank yet').toEqual({ current_rank: null });
  });
});
