// Two commission worker processes on one database (what npm start with several machines, or a
// restarted worker next to a live one, amounts to): every requested run is computed exactly once.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAffiliate, createBroker, createManagedProperty } from './_fixtures.ts';
import { useDatabase } from './_support.ts';

const CLI = fileURLToPath(new URL('../../src/commissions/cli.ts', import.meta.url));
const MONTHS = Array.from({ length: 24 }, (_, i) => `${2024 + Math.floor((i + 10) / 12)}-${String(((i + 10) % 12) + 1).padStart(2, '0')}-01`);

function startWorker(url: string, name: string): Promise<ChildProcess> {
  const withName = new URL(url);
  withName.searchParams.set('application_name', name);
  const child = fork(CLI, [], { env: { ...process.env, DATABASE_URL: withName.toString() }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker exited (${code})`)));
  });
}

describe('commission workers in two processes', () => {
  const fx = useDatabase();
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    const landlord = (await createBroker(fx.pool, 'Landlord Placeholder')).userId;
    await createAffiliate(fx.pool, 'AFFA', null);
    const property = await createManagedProperty(fx.pool, landlord, 1, { affiliateId: 'AFFA' });
    for (const month of MONTHS) {
      await fx.pool.query(
        `insert into public.managed_property_rvl_payments (managed_property_id, payment_month, rvl_amount, payment_status, payment_date)
         values ($1, $2, 50000, 'paid', $2)`, [property, month]);
    }
    // Every claim (requested → running) is written down with the connection that made it.
    await fx.pool.query(`
      create table public.test_claims (run_id uuid, claimed_by text);
      create function public.test_record_claim() returns trigger language plpgsql as $$
      begin
        insert into public.test_claims values (new.id, current_setting('application_name'));
        return new;
      end $$;
      create trigger test_record_claim after update of status on public.commission_runs
        for each row when (new.status = 'running') execute function public.test_record_claim();`);
    workers.push(await startWorker(fx.url, 'worker-one'), await startWorker(fx.url, 'worker-two'));
  });
  afterAll(() => {
    for (const worker of workers) worker.kill('SIGTERM');
  });

  it('claims and computes each of 24 requests exactly once', async () => {
    await fx.pool.query(
      `insert into public.commission_runs (month, status) select m::date, 'requested' from unnest($1::text[]) m;
       notify commission_runs`.replace('$1::text[]', `array[${MONTHS.map((m) => `'${m}'`).join(',')}]`),
    );
    await expect.poll(async () => (await fx.pool.query(`select count(*)::int as n from public.commission_runs where status = 'done'`)).rows[0].n,
      { timeout: 60_000, interval: 200 }).toBe(MONTHS.length);
    const { rows: claims } = await fx.pool.query<{ run_id: string; n: number }>(
      `select run_id, count(*)::int as n from public.test_claims group by run_id`);
    expect(claims, 'one claim per run').toHaveLength(MONTHS.length);
    expect(claims.filter((claim) => claim.n !== 1), 'runs claimed more than once').toEqual([]);
    const { rows: claimants } = await fx.pool.query<{ claimed_by: string }>(`select distinct claimed_by from public.test_claims`);
    expect(claimants.every((c) => ['worker-one', 'worker-two'].includes(c.claimed_by)), 'claimed by the worker processes').toBe(true);
    const { rows: failed } = await fx.pool.query(`select month, error from public.commission_runs where status <> 'done'`);
    expect(failed).toEqual([]);
    const { rows: perMonth } = await fx.pool.query<{ n: number }>(
      `select count(*)::int as n from public.managed_rental_commissions group by month_year having count(*) <> 1`);
    expect(perMonth, 'each month has exactly its one commission row').toEqual([]);
    expect(workers.every((worker) => worker.exitCode === null), 'both workers still running').toBe(true);
  });
});
