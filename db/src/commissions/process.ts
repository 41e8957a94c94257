// Works through commission_runs requests (written by public.run_monthly_commissions): each is
// claimed, computed by runMonthlyCommissions (a preview computes and rolls back: public.
// preview_monthly_commissions) and closed as done (with its summary) or failed.
import type pg from 'pg';
import { runMonthlyCommissions } from './run.ts';

export interface ProcessedRun {
  id: string;
  month: string;
  kind: 'run' | 'preview';
  status: 'done' | 'failed';
  error?: string;
}

/** Processes every pending request, oldest first; several workers may run this at once. */
export async function processCommissionRuns(pool: pg.Pool): Promise<ProcessedRun[]> {
  const processed: ProcessedRun[] = [];
  for (;;) {
    const { rows } = await pool.query<{ id: string; month: string; kind: 'run' | 'preview' }>(
      `update public.commission_runs set status = 'running'
        where id = (select id from public.commission_runs where status = 'requested'
                     order by created_at, id limit 1 for update skip locked)
       returning id, month::text as month, kind`,
    );
    const run = rows[0];
    if (!run) return processed;
    const client = await pool.connect();
    try {
      const summary = await runMonthlyCommissions(client, run.month, { preview: run.kind === 'preview' });
      await client.query(`update public.commission_runs set status = 'done', error = null, summary = $2 where id = $1`, [
        run.id,
        JSON.stringify(summary),
      ]);
      processed.push({ id: run.id, month: run.month, kind: run.kind, status: 'done' });
    } catch (caught) {
      const error = caught instanceof Error ? caught.message : String(caught);
      await client.query(`update public.commission_runs set status = 'failed', error = $2 where id = $1`, [run.id, error]);
      processed.push({ id: run.id, month: run.month, kind: run.kind, status: 'failed', error });
    } finally {
      client.release();
    }
  }
}

/** How long the watcher waits before listening again: 1 s, doubling up to 30 s, back to 1 s once it listens. */
export const RELISTEN_DELAYS = { firstMs: 1000, maxMs: 30_000 };

/**
 * Listens for new requests (NOTIFY commission_runs) and processes them one batch at a time;
 * also processes what is already pending. A lost listening connection (server restart, an admin
 * terminating it) is replaced after a delay that doubles while the database stays away, and what
 * was requested meanwhile is processed. The retry timer keeps the process alive: a worker whose
 * only connection died is waiting for the database, not finished. Returns a function that stops
 * listening.
 */
export async function watchCommissionRuns(pool: pg.Pool, onError: (error: unknown) => void = () => {}): Promise<() => Promise<void>> {
  let queue: Promise<unknown> = Promise.resolve();
  let listener: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RELISTEN_DELAYS.firstMs;
  const kick = () => {
    queue = queue.then(() => processCommissionRuns(pool)).catch(onError);
  };
  const listen = async () => {
    const client = await pool.connect();
    client.on('error', (error) => {
      onError(error);
      if (listener !== client) return;
      listener = null;
      client.release(true);
      relisten();
    });
    client.on('notification', kick);
    try {
      await client.query('listen commission_runs');
    } catch (error) {
      client.release(true);
      throw error;
    }
    if (stopped) {
      client.release();
      return;
    }
    listener = client;
    delay = RELISTEN_DELAYS.firstMs;
    kick();
  };
  const relisten = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      listen().catch((error: unknown) => {
        onError(error);
        relisten();
      });
    }, delay);
    delay = Math.min(delay * 2, RELISTEN_DELAYS.maxMs);
  };
  await listen();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    retry = null;
    const client = listener;
    listener = null;
    if (client) {
      client.off('notification', kick);
      await client.query('unlisten commission_runs').catch(() => {});
      client.release();
    }
    await queue;
  };
}
