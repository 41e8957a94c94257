import { isConnectionLost } from '../connectionLost.ts';
import { guardedPool } from '../guardedPool.ts';
import { createAccountTransport, createAlertTransport } from '../mail/transport.ts';
import { outageLog } from '@rentals/core/outage';
import { smsConfigFromEnv } from '../sms/settings.ts';
import { textSenderFrom } from '../sms/textSender.ts';
import { watchSearchAlerts, type WatchOptions } from './watch.ts';

/**
 * The alert worker: matches newly visible listings against saved searches and sends the alert
 * emails and the tenancy invitations (SMTP_URL, else the development mailbox; by text to a mobile
 * number through the GOTRUE_SMS_* settings' provider, else the development mailbox), and tells people
 * of messages waiting unread (by email and text). A small pool of its own, a LISTEN connection for each channel.
 * A lost database is said once; what waits is matched and sent once it is back.
 */
export async function startAlertWorker(
  databaseUrl: string,
  options: WatchOptions & { env?: NodeJS.ProcessEnv },
): Promise<{ stop(): Promise<void> }> {
  const log = options.log ?? (() => {});
  // Read before anything starts, so that settings the gateway would refuse stop the worker too.
  const sms = smsConfigFromEnv(options.env ?? process.env);
  const outage = outageLog((reason) => log(`The alert worker lost the database (${reason}); it carries on once the database is back.`));
  // Listening (to two channels), working, and renewing a claim each hold a connection.
  const pool = guardedPool({ connectionString: databaseUrl, max: 4 }, outage.lost);
  const transport = createAlertTransport(pool, options.env);
  const accountTransport = createAccountTransport(pool, options.env);
  const texts = textSenderFrom(sms, pool);
  const stopWatching = await watchSearchAlerts(pool, transport, { ...options, accountTransport, texts, onListening: outage.back }, (error) => {
    if (isConnectionLost(error)) outage.lost(error);
    else log(`Search alerts failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    stop: async () => {
      await stopWatching();
      transport.close();
      accountTransport.close();
      await pool.end();
    },
  };
}
