// The worker as the start script runs it: listening for run_monthly_commissions requests.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { watchCommissionRuns } from '../../src/commissions/process.ts';
import { createAffiliate } from './_fixtures.ts';
import { callAs, createAdmin, useDatabase, type Actor } from './_support.ts';

describe('watchCommissionRuns', () => {
  const fx = useDatabase();
  let admin: Actor;
  let stop: () => Promise<void>;
  const errors: unknown[] = [];

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    stop = await watchCommissionRuns(fx.pool, (error) => errors.push(error));
  });
  afterAll(async () => {
    await stop?.();
  });

  const statusOf = async (id: string) =>
    (await fx.pool.query(`select status, error, summary from public.commission_runs where id = $1`, [id])).rows[0];

  it('processes a request as soon as an admin makes it', async () => {
    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', ['2026-08-01']);
    await vi.waitFor(async () => expect((await statusOf(run?.id))?.status, 'run status').toBe('done'), { timeout: 10_000 });
    expect((await statusOf(run?.id))?.summary, 'summary').toMatchObject({ month: '2026-08-01', commissions: 0, total_amount: 0 });
  });

  it('records a run that cannot be computed as failed, with the reason', async () => {
    await createAffiliate(fx.pool, 'AFFX', null);
    await createAffiliate(fx.pool, 'AFFY', 'AFFX');
    await fx.pool.query(`update public.affiliate_registrations set sponsor_id = 'AFFY' where affiliate_id = 'AFFX'`);
    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', ['2026-07-01']);
    await vi.waitFor(async () => expect((await statusOf(run?.id))?.status, 'run status').toBe('failed'), { timeout: 10_000 });
    expect((await statusOf(run?.id))?.error, 'reason').toMatch(/Sponsor cycle/);
    expect(errors, 'the watcher itself kept going').toEqual([]);
  });

  it('keeps listening after its connection is terminated (issue 12, finding 8)', async () => {
    const { rows } = await fx.pool.query<{ n: string }>(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = current_database() and query = 'listen commission_runs'`,
    );
    expect(Number(rows[0]?.n), 'listening connections terminated').toBe(1);
    await vi.waitFor(() => expect(errors.length, 'the loss was reported').toBeGreaterThan(0));
    await fx.pool.query(`update public.affiliate_registrations set sponsor_id = null where affiliate_id = 'AFFX'`);
    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', ['2026-06-01']);
    await vi.waitFor(async () => expect((await statusOf(run?.id))?.status, 'run status').toBe('done'), { timeout: 10_000 });
  });
});
