// Keeps the alerts flowing while the product runs: LISTEN search_alerts (a listing published, an
// email due) and a sweep every `sweepMs` (daily digests coming due, leases of dead workers lapsing)
// each start one round: match what is queued, then send what is due. A lost listening connection
// is replaced after a delay that doubles while the database stays away (as the commission worker's).
import type pg from 'pg';
import type { MailTransport } from '../mail/transport.ts';
import { deliverAlertEmails, type DeliveryOptions } from './deliver.ts';
import { matchPublishedListings } from './match.ts';

export interface WatchOptions extends DeliveryOptions {
  sweepMs?: number;
}

export const RELISTEN_DELAYS = { firstMs: 1000, maxMs: 30_000 };

export async function watchSearchAlerts(
  pool: pg.Pool,
  transport: MailTransport,
  options: WatchOptions,
  onError: (error: unknown) => void = () => {},
): Promise<() => Promise<void>> {
  let queue: Promise<unknown> = Promise.resolve();
  let pending = false;
  let listener: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RELISTEN_DELAYS.firstMs;
  // Notifications arriving during a round ask for one more round, not one each.
  const kick = () => {
    if (pending || stopped) return;
    pending = true;
    queue = queue
      .then(async () => {
        pending = false;
        await matchPublishedListings(pool);
        await deliverAlertEmails(pool, transport, options);
      })
      .catch((error: unknown) => {
        pending = false;
        onError(error);
      });
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
      await client.query('listen search_alerts');
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
  const sweep = setInterval(kick, options.sweepMs ?? 30_000);
  sweep.unref();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    retry = null;
    clearInterval(sweep);
    const client = listener;
    listener = null;
    if (client) {
      client.off('notification', kick);
      await client.query('unlisten search_alerts').catch(() => {});
      client.release();
    }
    await queue;
  };
}
