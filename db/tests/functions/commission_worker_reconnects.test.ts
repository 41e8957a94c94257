// The commission worker as its own process (node db/src/commissions/cli.ts, as npm start runs it):
// when its idle LISTEN connection was terminated it exited with code 0, because the only thing
// left to keep it alive was an unref'd retry timer (third audit, finding 11). It must wait,
// listen again and go on processing runs.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callAs, createAdmin, useDatabase, type Actor } from './_support.ts';

const CLI = fileURLToPath(new URL('../../src/commissions/cli.ts', import.meta.url));
const APP = 'commission-worker-under-test';

describe('the commission worker process', () => {
  const fx = useDatabase();
  let admin: Actor;
  let worker: ChildProcess;
  let exitCode: number | null = null;

  beforeAll(async () => {
    ({ aal2: admin } = await createAdmin(fx.pool));
    // Forked as npm start forks it (scripts/children.ts): an IPC channel that says when it is ready.
    worker = fork(CLI, [], { env: { ...process.env, DATABASE_URL: fx.url, PGAPPNAME: APP }, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    worker.once('exit', (code, signal) => {
      exitCode = code ?? (signal ? 128 : 0);
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      worker.stderr!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
      });
      worker.on('message', (message: { ready?: unknown }) => {
        if (message?.ready) resolve();
      });
      worker.once('exit', () => reject(new Error(`the worker exited: ${out}`)));
    });
  });
  afterAll(async () => {
    if (worker && exitCode === null) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGTERM');
      await exited;
    }
  });

  const listening = async () =>
    Number((await fx.pool.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity where datname = current_database() and query = 'listen commission_runs'`,
    )).rows[0]?.n);
  const workerConnections = async () =>
    Number((await fx.pool.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity where datname = current_database() and application_name = $1`, [APP],
    )).rows[0]?.n);

  it('listens again after its connection is terminated, and still processes a run', { timeout: 60_000 }, async () => {
    await vi.waitFor(async () => expect(await listening()).toBe(1));
    // As the audit saw it: the worker idle, its pool's other connection closed (after 10 s), the
    // LISTEN connection the only one left.
    await vi.waitFor(async () => expect(await workerConnections(), 'listening and looking for pending runs').toBe(2));
    await vi.waitFor(async () => expect(await workerConnections(), 'only the LISTEN connection').toBe(1), { timeout: 20_000, interval: 250 });
    const { rows } = await fx.pool.query<{ n: string }>(
      `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
        where datname = current_database() and query = 'listen commission_runs'`,
    );
    expect(Number(rows[0]?.n), 'listening connections terminated').toBe(1);
    await vi.waitFor(async () => expect(await listening(), 'listening again').toBe(1), { timeout: 10_000 });
    expect(exitCode, 'the worker is still running').toBeNull();

    const [run] = await callAs(fx.pool, admin, 'select * from public.run_monthly_commissions($1)', ['2026-08-01']);
    await vi.waitFor(async () => {
      const status = (await fx.pool.query(`select status from public.commission_runs where id = $1`, [run?.id])).rows[0]?.status;
      expect(status, 'run status').toBe('done');
    }, { timeout: 10_000 });
    expect(exitCode, 'the worker is still running').toBeNull();
  });
});
