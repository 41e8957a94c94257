import pg from 'pg';
import { watchCommissionRuns, type ClaimOptions } from './process.ts';

/**
 * Serves commission-run requests (made through run_monthly_commissions) for as long as the product
 * runs: a small pool of its own, one LISTEN connection, stopped with the rest of the product.
 */
export async function startCommissionWorker(
  databaseUrl: string,
  options: { log?: (line: string) => void; claims?: ClaimOptions } = {},
): Promise<{ stop(): Promise<void> }> {
  // Listening, running, and renewing the running claim each hold a connection.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  // An idle connection dropped by the server (restart, shutdown) must not crash the product.
  pool.on('error', (error) => options.log?.(`Commission worker connection lost: ${error.message}`));
  // A connection that dies while checked out (mid-run) must not crash the product either.
  pool.on('connect', (client) => client.on('error', (error) => options.log?.(`Commission worker connection lost: ${error.message}`)));
  const stopWatching = await watchCommissionRuns(
    pool,
    (error) => options.log?.(`Commission run failed: ${error instanceof Error ? error.message : String(error)}`),
    options.claims,
  );
  return {
    stop: async () => {
      await stopWatching();
      await pool.end();
    },
  };
}
