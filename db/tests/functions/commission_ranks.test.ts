// Ranks come from completed months only (COMPENSATION.md): running the month in progress is refused
// and never resets a rank, a broker's current rank is their newest completed month's, every month's
// rank is kept, a month run again changes nothing, and a preview says what a run will change
// without writing it. Through the functions as the admin, the worker as `npm start` runs it.
import { addMonths } from '@rentals/core/dates';
import { beforeAll, describe, expect, it } from 'vitest';
import { processCommissionRuns } from '../../src/commissions/process.ts';
import type { CommissionRunSummary } from '../../src/commissions/run.ts';
import { createAffiliate, createBroker, createManagedProperty } from './_fixtures.ts';
import {
  callAs, createAdmin, createUser, expectBusinessError, indiaToday, itRefusesNonAdmins, signedIn, useDatabase, type Actor,
} from './_support.ts';

const RUN = 'select * from public.run_monthly_commissions($1)';
const PREVIEW = 'select * from public.preview_monthly_commissions($1)';
const IN_PROGRESS = 'Month is still in progress: only completed months can be run';

describe('commission runs of completed months only', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;
  let current: string;
  let last: string;
  let earlier: string;
  const broker: Record<string, { id: string; userId: string }> = {};
  const property: Record<string, string> = {};

  const pay = (key: string, month: string, amount: number) => fx.pool.query(
    `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
     values ($1, $2, $3, 'paid', $2)`, [property[key], month, amount]);
  const ranks = async () => Object.fromEntries((await fx.pool.query<{ name: string; rank: string | null }>(
    `select name, current_rank::text as rank from public.brokers where name like 'Rank %' order by name`)).rows.map((r) => [r.name, r.rank]));
  /** Everything a run writes, ids and timestamps included: "changes nothing" means exactly that. */
  const snapshot = async () => ({
    brokers: (await fx.pool.query(`select id, current_rank from public.brokers order by id`)).rows,
    volumes: (await fx.pool.query(`select * from public.broker_volumes order by broker_id, month`)).rows,
    metrics: (await fx.pool.query(`select * from public.affiliate_metrics order by affiliate_id, month`)).rows,
    commissions: (await fx.pool.query(`select * from public.managed_rental_commissions order by id`)).rows,
  });
  async function run(month: string, sql = RUN): Promise<CommissionRunSummary> {
    const [request] = await callAs<{ id: string }>(fx.pool, admin, sql, [month]);
    const processed = await processCommissionRuns(fx.pool);
    expect(processed.map((p) => [p.id, p.status, p.error]), 'the request is processed').toEqual([[request?.id, 'done', undefined]]);
    const { rows } = await fx.pool.query<{ summary: CommissionRunSummary }>(`select summary from public.commission_runs where id = $1`, [request?.id]);
    return rows[0]?.summary as CommissionRunSummary;
  }

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    current = `${(await indiaToday(fx.pool)).slice(0, 7)}-01`;
    last = addMonths(current, -1);
    earlier = addMonths(current, -2);
    const landlord = await createUser(fx.pool, 'Lalit Landlord', ['landlord']);
    for (const name of ['Rank Builder', 'Rank Leader', 'Rank Starter']) broker[name] = await createBroker(fx.pool, name);
    // An affiliate who is also a broker, and one who is only an affiliate, under them.
    await createAffiliate(fx.pool, 'AFFRL', null, broker['Rank Leader']?.userId);
    await createAffiliate(fx.pool, 'AFFRC', 'AFFRL');
    property.builder = await createManagedProperty(fx.pool, landlord, 1, { brokerId: broker['Rank Builder']?.id });
    property.builder2 = await createManagedProperty(fx.pool, landlord, 1, { brokerId: broker['Rank Builder']?.id });
    property.leader = await createManagedProperty(fx.pool, landlord, 1, { brokerId: broker['Rank Leader']?.id });
    property.starter = await createManagedProperty(fx.pool, landlord, 1, { brokerId: broker['Rank Starter']?.id });
    property.child = await createManagedProperty(fx.pool, landlord, 1, { affiliateId: 'AFFRC' });
    await pay('builder', last, 150_000);
    await pay('leader', last, 400_000);
    await pay('child', last, 20_000);
    await pay('starter', last, 5_000);
    // The month in progress has only a little RVL so far: ranked on it, everyone would be Starter.
    await pay('builder', current, 1_000);
  });

  it('ranks brokers on the last completed month', async () => {
    await run(last);
    expect(await ranks(), 'current ranks').toEqual({ 'Rank Builder': 'builder', 'Rank Leader': 'leader', 'Rank Starter': 'starter' });
  });

  it('refuses to run or preview the month in progress, and every rank stays', async () => {
    const before = await snapshot();
    await expectBusinessError(callAs(fx.pool, admin, RUN, [current]), IN_PROGRESS);
    await expectBusinessError(callAs(fx.pool, admin, PREVIEW, [current]), IN_PROGRESS);
    await expectBusinessError(callAs(fx.pool, admin, PREVIEW, [addMonths(current, 1)]), 'Month cannot be in the future');
    expect(await processCommissionRuns(fx.pool), 'nothing for the worker').toEqual([]);
    expect(await snapshot(), 'nothing written').toEqual(before);
  });

  it('fails a request for the month in progress made before such requests were refused, writing nothing', async () => {
    const before = await snapshot();
    await fx.pool.query(`insert into public.commission_runs (month, status) values ($1, 'requested')`, [current]);
    expect((await processCommissionRuns(fx.pool)).map((p) => [p.status, p.error]), 'the worker refuses it').toEqual([['failed', IN_PROGRESS]]);
    expect(await snapshot(), 'nothing written').toEqual(before);
  });

  it('keeps the newest completed month as the current rank when an older month is run, and keeps both months', async () => {
    await pay('starter', earlier, 1_000);
    await run(earlier);
    expect(await ranks(), 'current ranks').toEqual({ 'Rank Builder': 'builder', 'Rank Leader': 'leader', 'Rank Starter': 'starter' });
    const { rows } = await fx.pool.query(
      `select b.name, v.month::text, v.current_rank::text as rank from public.broker_volumes v join public.brokers b on b.id = v.broker_id
        where b.name = 'Rank Leader' order by v.month`);
    expect(rows, "the leader's rank of each month").toEqual([
      { name: 'Rank Leader', month: earlier, rank: 'starter' }, { name: 'Rank Leader', month: last, rank: 'leader' }]);
  });

  it('restores the ranks of the newest completed month when it is run again after a run of the month in progress', async () => {
    // What a run of the month in progress left before it was refused: every broker Starter.
    await fx.pool.query(`insert into public.broker_volumes (broker_id, month, current_rank) select id, $1, 'starter' from public.brokers`, [current]);
    await fx.pool.query(`update public.brokers set current_rank = 'starter'`);
    await run(last);
    expect(await ranks(), 'current ranks').toEqual({ 'Rank Builder': 'builder', 'Rank Leader': 'leader', 'Rank Starter': 'starter' });
    await fx.pool.query(`delete from public.broker_volumes where month = $1`, [current]);
  });

  it('changes nothing when a month is run again: the same rows, ids and ranks', async () => {
    const before = await snapshot();
    const summary = await run(last);
    expect(await snapshot(), 'everything as it was').toEqual(before);
    expect(summary.changes, 'what the run says it changed').toEqual({
      commissions: { added: 0, replaced: 0, removed: 0, unchanged: summary.commissions },
      ranks: { first_ranked: 0, month_changed: 0, month: [], current_changed: 0, current: [] },
    });
  });

  it('previews what a run will change and writes nothing; the run then does exactly that', async () => {
    // A late payment makes the Builder a Leader in the last month.
    await pay('builder2', last, 250_000);
    const before = await snapshot();
    const preview = await run(last, PREVIEW);
    expect(await snapshot(), 'the preview wrote nothing').toEqual(before);
    expect(preview.changes.ranks, 'ranks that will change').toEqual({
      first_ranked: 0, month_changed: 1, month: [{ name: 'Rank Builder', from: 'builder', to: 'leader' }],
      current_changed: 1, current: [{ name: 'Rank Builder', from: 'builder', to: 'leader' }],
    });
    // The Builder's own ₹1,50,000 is now paid at 20% (replaced) and the new ₹2,50,000 is added.
    expect(preview.changes.commissions, 'commission rows').toMatchObject({ added: 1, replaced: 1, removed: 0 });
    const seen = (await fx.pool.query<{ id: string }>(
      `select c.id from public.managed_rental_commissions c join public.brokers b on b.id = c.broker_id
        where b.name = 'Rank Builder' and c.month_year = $1`, [last])).rows;
    const done = await run(last);
    expect(done.changes, 'the run did what the preview said').toEqual(preview.changes);
    // The replaced row is a new one: the old one, as an admin's screen may still show it, cannot be paid.
    await expectBusinessError(callAs(fx.pool, admin, 'select * from public.mark_commissions_paid($1::uuid[])', [seen.map((r) => r.id)]),
      'Commission not found');
    expect(await ranks(), 'current ranks').toEqual({ 'Rank Builder': 'leader', 'Rank Leader': 'leader', 'Rank Starter': 'starter' });
  });

  it('lets a broker read their own rank of every month, as their current rank', async () => {
    const own = broker['Rank Leader'] as { userId: string };
    const rows = await callAs(fx.pool, signedIn(own.userId, 'broker'), `select month::text, current_rank::text as rank from public.broker_volumes order by month`);
    expect(rows, 'own months only').toEqual([{ month: earlier, rank: 'starter' }, { month: last, rank: 'leader' }]);
  });

  describe('preview_monthly_commissions, others', () => {
    let user: Actor;
    beforeAll(async () => {
      user = signedIn(await createUser(fx.pool, 'Zoya Broker', ['broker']));
    });
    itRefusesNonAdmins(fx, () => ({ adminAal1, user }), PREVIEW, () => [last], 'Only admins can run commissions');
  });
});
