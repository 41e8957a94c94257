import pg from 'pg';
import { createAlertTransport } from '../mail/transport.ts';
import { watchSearchAlerts, type WatchOptions } from './watch.ts';

/**
 * The alert worker: matches newly visible listings against saved searches and sends the alert
 * emails (SMTP_URL, else the development mailbox). A small pool of its own, one LISTEN connection.
 */
export async function startAlertWorker(
  databaseUrl: string,
  options: WatchOptions & { env?: NodeJS.ProcessEnv },
): Promise<{ stop(): Promise<void> }> {
  // Listening, working, and renewing a claim each hold a connection.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  pool.on('error', (error) => options.log?.(`Alert worker connection lost: ${error.message}`));
  pool.on('connect', (client) => client.on('error', (error) => options.log?.(`Alert worker connection lost: ${error.message}`)));
  const transport = createAlertTransport(pool, options.env);
  const stopWatching = await watchSearchAlerts(pool, transport, options, (error) =>
    options.log?.(`Search alerts failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    stop: async () => {
      await stopWatching();
      transport.close();
      await pool.end();
    },
  };
}
