import { isConnectionLost } from '../connectionLost.ts';
import { guardedPool } from '../guardedPool.ts';
import { outageLog } from '@rentals/core/outage';
import { watchCommissionRuns, type ClaimOptions } from './process.ts';

/**
 * Serves commission-run requests (made through run_monthly_commissions) for as long as the product
 * runs: a small pool of its own, one LISTEN connection, stopped with the rest of the product. A lost
 * database is said once; a run it cut short is failed with its reason or taken up again (process.ts).
 */
export async function startCommissionWorker(
  databaseUrl: string,
  options: { log?: (line: string) => void; claims?: ClaimOptions } = {},
): Promise<{ stop(): Promise<void> }> {
  const log = options.log ?? (() => {});
  const outage = outageLog((reason) => log(`The commission worker lost the database (${reason}); it carries on once the database is back.`));
  // Listening, running, and renewing the running claim each hold a connection.
  const pool = guardedPool({ connectionString: databaseUrl, max: 3 }, outage.lost);
  const stopWatching = await watchCommissionRuns(
    pool,
    (error) => {
      if (isConnectionLost(error)) outage.lost(error);
      else log(`The commission worker failed: ${error instanceof Error ? error.message : String(error)}`);
    },
    options.claims,
    outage.back,
  );
  return {
    stop: async () => {
      await stopWatching();
      await pool.end();
    },
  };
}
