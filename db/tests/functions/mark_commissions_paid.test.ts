// Marking commissions paid, and what the console's monthly run does with paid rows afterwards:
// the run is requested through run_monthly_commissions and computed by the worker, as the console does.
import { beforeAll, describe, expect, it } from 'vitest';
import { processCommissionRuns } from '../../src/commissions/process.ts';
import { createAffiliate, createManagedProperty } from './_fixtures.ts';
import {
  callAs, count, createAdmin, createUser, expectBusinessError, itRefusesNonAdmins, signedIn, twiceAtOnce, useDatabase, type Actor,
} from './_support.ts';

const MONTH = '2026-08-01';
const mark = 'select * from public.mark_commissions_paid($1::uuid[])';

describe('mark_commissions_paid', () => {
  const fx = useDatabase();
  let admin: Actor;
  let adminAal1: Actor;

  const commissions = async () => (await fx.pool.query<{ id: string; affiliate_id: string; level: number; amount: number; status: string; paid_at: Date | null }>(
    `select id, affiliate_id, level, amount::float as amount, status, paid_at from public.managed_rental_commissions
      where month_year = $1 order by affiliate_id, level`, [MONTH])).rows;
  async function runMonth() {
    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [MONTH]);
    await processCommissionRuns(fx.pool);
    const { rows } = await fx.pool.query(`select status, summary from public.commission_runs where id = $1`, [run?.id]);
    return rows[0] as { status: string; summary: Record<string, number> };
  }
  const audits = (id: string) => count(fx.pool, 'public.admin_audit_log', `action = 'mark_commission_paid' and target_id = $1`, [id]);

  beforeAll(async () => {
    ({ aal2: admin, aal1: adminAal1 } = await createAdmin(fx.pool));
    const landlord = await createUser(fx.pool, 'Lalit Landlord', ['landlord']);
    await createAffiliate(fx.pool, 'MCPA', null);
    await createAffiliate(fx.pool, 'MCPB', 'MCPA');
    for (const [rvl, affiliateId] of [[160_000, 'MCPA'], [20_000, 'MCPB'], [7_500.5, null]] as const) {
      const property = await createManagedProperty(fx.pool, landlord, Math.round(rvl), { affiliateId });
      await fx.pool.query(`insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
                           values ($1, $2, $3, 'paid', $2)`, [property, MONTH, rvl]);
    }
  });

  it("the console's run reports members, ranks changed, rows written and unattributed RVL", async () => {
    const run = await runMonth();
    expect(run.status, 'run').toBe('done');
    expect(run.summary, 'summary').toMatchObject({ members: 2, ranks_changed: 1, payments: 3, unattributed: 1, unattributed_rvl: 7_500.5, commissions: 3 });
    expect((await commissions()).map((c) => [c.affiliate_id, c.level, c.amount, c.status]), 'rows').toEqual([
      ['MCPA', 1, 24_000, 'pending'], ['MCPA', 2, 1_000, 'pending'], ['MCPB', 1, 2_000, 'pending']]);
  });

  it('marks one row paid with its time, audited; marking it again changes nothing', async () => {
    const [row] = await commissions();
    const [paid] = await callAs(fx.pool, admin, mark, [[row?.id]]);
    expect(paid, 'returned row').toMatchObject({ id: row?.id, status: 'paid' });
    expect(paid?.paid_at, 'paid at').toBeInstanceOf(Date);
    await callAs(fx.pool, admin, mark, [[row?.id]]);
    const [again] = await commissions();
    expect(again?.paid_at?.getTime(), 'paid at kept').toBe((paid?.paid_at as Date).getTime());
    expect(await audits(row?.id as string), 'audit rows').toBe(1);
  });

  it('marks several at once, all or none', async () => {
    const [, second, third] = await commissions();
    await expectBusinessError(callAs(fx.pool, admin, mark, [[second?.id, '00000000-0000-4000-8000-000000000000']]), 'Commission not found');
    expect((await commissions())[1]?.status, 'nothing marked when one is unknown').toBe('pending');
    const rows = await callAs(fx.pool, admin, mark, [[second?.id, third?.id, third?.id]]);
    expect(rows.map((r) => r.status), 'both rows').toEqual(['paid', 'paid']);
    expect(await audits(third?.id as string), 'one audit row each').toBe(1);
  });

  it('running the month again changes nothing and never touches paid rows', async () => {
    await fx.pool.query(`update public.managed_rental_commissions set status = 'pending', paid_at = null
                          where month_year = $1 and affiliate_id = 'MCPB'`, [MONTH]);
    const before = await commissions();
    const run = await runMonth();
    expect(run.summary, 'only the unpaid row is written again').toMatchObject({ ranks_changed: 1, commissions: 1 });
    const after = await commissions();
    expect(after.slice(0, 2), 'paid rows as they were').toEqual(before.slice(0, 2));
    const strip = ({ id: _id, ...rest }: (typeof before)[number]) => rest;
    expect(after.map(strip), 'the same commissions').toEqual(before.map(strip));
  });

  it('two admins marking the same row at once pay it once, audited once', async () => {
    const row = (await commissions()).find((c) => c.status === 'pending');
    // The row was paid once before the test above set it back to pending (a run keeps its id).
    const earlier = await audits(row?.id as string);
    const results = await twiceAtOnce(fx.pool, admin, mark, [[row?.id]]);
    expect(results.map((r) => r.status), 'both succeed').toEqual(['fulfilled', 'fulfilled']);
    expect(await audits(row?.id as string), 'audit rows').toBe(earlier + 1);
  });

  it.each([
    [[], 'Choose at least one commission'],
    [null, 'Choose at least one commission'],
    [Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`), 'At most 1000 commissions can be marked paid at once'],
  ])('refuses %#', async (ids, message) => {
    await expectBusinessError(callAs(fx.pool, admin, mark, [ids]), message);
  });

  describe('others', () => {
    let user: Actor;
    beforeAll(async () => {
      user = signedIn(await createUser(fx.pool, 'Kiran Affiliate', ['affiliate']));
    });
    itRefusesNonAdmins(fx, () => ({ adminAal1, user }), mark, () => [['00000000-0000-4000-8000-000000000000']], 'Only admins can mark commissions paid');
  });
});
