// Works through commission_runs requests (written by public.run_monthly_commissions): each is
// claimed, computed by runMonthlyCommissions (a preview computes and rolls back: public.
// preview_monthly_commissions) and closed as done (with its summary) or failed.
import type pg from 'pg';
import { CLAIM_DEFAULTS, claimCommissionRun, closeCommissionRun, keepClaim, type ClaimOptions } from './claim.ts';
import { runMonthlyCommissions } from './run.ts';
import { listenChannel } from '../listenChannel.ts';

export type { ClaimOptions } from './claim.ts';

export interface ProcessedRun {
  id: string;
  month: string;
  kind: 'run' | 'preview';
  status: 'done' | 'failed';
  error?: string;
}

/**
 * Processes every pending request, oldest first, and every run whose worker died (its lease
 * lapsed); several workers may run this at once. A run is one transaction, so a run cut short
 * wrote nothing and is simply run again.
 */
export async function processCommissionRuns(pool: pg.Pool, options: ClaimOptions = {}): Promise<ProcessedRun[]> {
  const processed: ProcessedRun[] = [];
  for (;;) {
    const run = await claimCommissionRun(pool, options);
    if (!run) return processed;
    const stopBeating = keepClaim(pool, run, options);
    const client = await pool.connect();
    let broken: Error | undefined;
    // A connection cut off mid-run also says so as an 'error' event, which would end the process
    // unheard: the run's failing query already reports it, and the run is closed as failed.
    const quiet = (error: Error) => {
      broken ??= error;
    };
    client.on('error', quiet);
    try {
      const summary = await runMonthlyCommissions(client, run.month, { preview: run.kind === 'preview' });
      await closeCommissionRun(pool, run, { status: 'done', summary });
      processed.push({ id: run.id, month: run.month, kind: run.kind, status: 'done' });
    } catch (caught) {
      const error = caught instanceof Error ? caught.message : String(caught);
      broken = caught instanceof Error ? caught : new Error(error);
      await closeCommissionRun(pool, run, { status: 'failed', error });
      processed.push({ id: run.id, month: run.month, kind: run.kind, status: 'failed', error });
    } finally {
      stopBeating();
      client.removeListener('error', quiet);
      // The connection of a failed run may be the cause (cut off, broken): it is not handed out again.
      client.release(broken);
    }
  }
}

/**
 * Listens for new requests (NOTIFY commission_runs) and processes them one batch at a time;
 * also processes what is already pending, and again whenever the channel is heard after a lost
 * connection (listenChannel.ts), when `onListening` is told too. Runs whose worker died are looked
 * for once a lease length. Returns a function that stops listening.
 */
export async function watchCommissionRuns(
  pool: pg.Pool,
  onError: (error: unknown) => void = () => {},
  options: ClaimOptions = {},
  onListening: () => void = () => {},
): Promise<() => Promise<void>> {
  let queue: Promise<unknown> = Promise.resolve();
  const kick = () => {
    queue = queue.then(() => processCommissionRuns(pool, options)).catch(onError);
  };
  const listening = () => {
    onListening();
    kick();
  };
  const unlisten = await listenChannel(pool, 'commission_runs', { onNotification: kick, onListening: listening, onError });
  // A run whose worker died sends no notification: look for lapsed leases once a lease length.
  const sweep = setInterval(kick, options.leaseMs ?? CLAIM_DEFAULTS.leaseMs);
  sweep.unref();
  return async () => {
    clearInterval(sweep);
    await unlisten();
    await queue;
  };
}
