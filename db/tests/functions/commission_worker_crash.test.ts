// A commission worker that dies during a run (issue "Operations", item 2): killed with SIGKILL
// while its claimed run waits for the month's lock. Its claim lapses (heartbeat and lease made
// short here), the run is offered again, another worker takes it up, and the month gets its rows
// once.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { processCommissionRuns, watchCommissionRuns } from '../../src/commissions/process.ts';
import { createAffiliate, createBroker, createManagedProperty } from './_fixtures.ts';
import { callAs, createAdmin, useDatabase, type Actor } from './_support.ts';

const CLI = fileURLToPath(new URL('../../src/commissions/cli.ts', import.meta.url));
const MONTH = '2026-09-01';
const CLAIMS = { COMMISSION_HEARTBEAT_MS: '100', COMMISSION_LEASE_MS: '600' };

function startWorker(url: string, name: string): Promise<ChildProcess> {
  const withName = new URL(url);
  withName.searchParams.set('application_name', name);
  const child = fork(CLI, [], {
    env: { ...process.env, ...CLAIMS, DATABASE_URL: withName.toString() },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
  });
}

describe('a commission worker killed during a run', () => {
  const fx = useDatabase();
  let admin: Actor;
  const workers: ChildProcess[] = [];
  const runRow = async (id: string) =>
    (await fx.pool.query(`select status, attempts, error, lease_until < now() as lapsed from public.commission_runs where id = $1`, [id])).rows[0];

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    const landlord = (await createBroker(fx.pool, 'Landlord Placeholder')).userId;
    await createAffiliate(fx.pool, 'AFFA', null);
    await createAffiliate(fx.pool, 'AFFB', 'AFFA');
    const property = await createManagedProperty(fx.pool, landlord, 1, { affiliateId: 'AFFB' });
    await fx.pool.query(
      `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
       values ($1, $2, 50000, 'paid', $2)`, [property, MONTH]);
  });
  afterAll(() => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGTERM');
  });

  it('is taken up by another worker, and the month gets its rows once', async () => {
    // The run is paused once claimed: the month's lock is held here.
    const holder = await fx.pool.connect();
    await holder.query('begin');
    await holder.query(`select pg_advisory_xact_lock(hashtextextended('commission_run:' || $1, 0))`, [MONTH]);
    const first = await startWorker(fx.url, 'worker-killed');
    workers.push(first);
    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [MONTH]);
    const id = run?.id as string;
    await vi.waitFor(async () => expect((await runRow(id))?.status, 'claimed').toBe('running'), { timeout: 10_000 });

    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    await holder.query('commit');
    holder.release();

    // Nobody renews the claim now: once it lapses, asking for the month again offers the run again.
    await vi.waitFor(async () => expect((await runRow(id))?.lapsed, 'lease lapsed').toBe(true), { timeout: 10_000 });
    const [again] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [MONTH]);
    expect(again, 'the same run, offered again').toMatchObject({ id, status: 'requested' });

    workers.push(await startWorker(fx.url, 'worker-alive'));
    await vi.waitFor(async () => expect((await runRow(id))?.status, 'taken up and done').toBe('done'), { timeout: 20_000 });
    expect(await runRow(id), 'the run').toMatchObject({ status: 'done', attempts: 2, error: null });
    const { rows } = await fx.pool.query(
      `select affiliate_id, level, amount::float as amount from public.managed_rental_commissions where month_year = $1
        order by level`, [MONTH]);
    // B's own 10% as a Starter (COMPENSATION.md); A, a Starter too, earns no difference.
    expect(rows, 'each commission once').toEqual([{ affiliate_id: 'AFFB', level: 1, amount: 5000 }]);
  });

  it('takes up a run whose worker died with nobody asking again, with nothing written twice', async () => {
    const month = '2026-08-01';
    const holder = await fx.pool.connect();
    await holder.query('begin');
    await holder.query(`select pg_advisory_xact_lock(hashtextextended('commission_run:' || $1, 0))`, [month]);
    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [month]);
    const id = run?.id as string;
    // The live worker claims it and is killed while the run waits.
    await vi.waitFor(async () => expect((await runRow(id))?.status, 'claimed').toBe('running'), { timeout: 10_000 });
    const killer = workers[workers.length - 1] as ChildProcess;
    const exited = new Promise((resolve) => killer.once('exit', resolve));
    killer.kill('SIGKILL');
    await exited;
    await holder.query('commit');
    holder.release();
    // A worker already running when the claim lapses finds it by itself: no notification comes.
    workers.push(await startWorker(fx.url, 'worker-sweeping'));
    await vi.waitFor(async () => expect((await runRow(id))?.status, 'taken up and done').toBe('done'), { timeout: 20_000 });
    expect((await runRow(id))?.attempts, 'claimed twice, computed once').toBe(2);
    const { rows: [n] } = await fx.pool.query(`select count(*)::int as n from public.commission_runs where month = $1`, [month]);
    expect(n?.n, 'one run for the month').toBe(1);
    // The tests below run their worker in this process, alone.
    await Promise.all(workers.filter((worker) => worker.exitCode === null && worker.signalCode === null).map((worker) => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      return exited;
    }));
  });

  it('keeps a run whose worker lives: its claim is renewed and no other worker takes it', async () => {
    const month = '2026-07-01';
    const holder = await fx.pool.connect();
    await holder.query('begin');
    await holder.query(`select pg_advisory_xact_lock(hashtextextended('commission_run:' || $1, 0))`, [month]);
    const stop = await watchCommissionRuns(fx.pool, () => {}, { heartbeatMs: 50, leaseMs: 10_000 });
    try {
      const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [month]);
      const leaseOf = async () =>
        (await fx.pool.query<{ lease: Date | null }>(`select lease_until as lease from public.commission_runs where id = $1`, [run?.id])).rows[0]?.lease;
      await vi.waitFor(async () => expect(await leaseOf(), 'claimed').not.toBeNull(), { timeout: 10_000 });
      const first = (await leaseOf()) as Date;
      await vi.waitFor(async () => expect(((await leaseOf()) as Date).getTime(), 'renewed').toBeGreaterThan(first.getTime()), { timeout: 10_000 });
      expect(await processCommissionRuns(fx.pool), 'another worker finds nothing to take').toEqual([]);
    } finally {
      await holder.query('commit');
      holder.release();
      await stop();
    }
    const [done] = (await fx.pool.query(`select status, attempts from public.commission_runs where month = $1`, [month])).rows;
    expect(done, 'run once, by its worker').toEqual({ status: 'done', attempts: 1 });
  });

  it('fails a run whose connection is cut off, with the reason, and lets the month be requested again', async () => {
    const month = '2026-06-01';
    const holder = await fx.pool.connect();
    await holder.query('begin');
    await holder.query(`select pg_advisory_xact_lock(hashtextextended('commission_run:' || $1, 0))`, [month]);
    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [month]);
    const processing = processCommissionRuns(fx.pool, { heartbeatMs: 50, leaseMs: 10_000 });
    // The run's connection, waiting for the month: cut it off while it holds the claim.
    await vi.waitFor(async () => {
      const { rows } = await fx.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
            and query like '%pg_advisory_xact_lock%'`);
      expect(rows, 'the waiting run terminated').toHaveLength(1);
    }, { timeout: 10_000 });
    await holder.query('commit');
    holder.release();
    const processed = await processing;
    expect(processed.map((p) => [p.id, p.status]), 'closed').toEqual([[run?.id, 'failed']]);
    const [failed] = (await fx.pool.query(`select status, error, lease_until from public.commission_runs where id = $1`, [run?.id])).rows;
    expect(failed, 'failed with its reason').toMatchObject({ status: 'failed', error: expect.stringMatching(/terminat/), lease_until: null });
    expect(await fx.pool.query(`select 1 from public.managed_rental_commissions where month_year = $1`, [month]).then((r) => r.rows), 'nothing written').toEqual([]);

    const [again] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [month]);
    expect(again?.id, 'a new request').not.toBe(run?.id);
    expect((await processCommissionRuns(fx.pool)).map((p) => p.status), 'run again').toEqual(['done']);
  });

  it('fails a run whose worker died three times, with the reason, and lets the month be requested again', async () => {
    const month = '2026-05-01';
    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [month]);
    // As three claims whose workers died leave it.
    await fx.pool.query(`update public.commission_runs set status = 'running', attempts = 3, claim_token = gen_random_uuid(),
                           lease_until = now() - interval '1 second' where id = $1`, [run?.id]);
    expect(await processCommissionRuns(fx.pool), 'not claimed a fourth time').toEqual([]);
    const [failed] = (await fx.pool.query(`select status, error from public.commission_runs where id = $1`, [run?.id])).rows;
    expect(failed, 'failed with its reason').toEqual({
      status: 'failed', error: 'The commission worker stopped during this run 3 times; request it again',
    });
    const [again] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', [month]);
    expect(again, 'a new request').toMatchObject({ status: 'requested' });
    expect(again?.id).not.toBe(run?.id);
    expect((await processCommissionRuns(fx.pool)).map((p) => p.status), 'run again').toEqual(['done']);
  });
});
