// One LISTEN connection for a worker (the commission worker, the alert worker) that outlives the
// database going away: a lost connection (server restart, an admin terminating it) is replaced
// after a delay that doubles while the database stays away, and `onListening` runs each time the
// channel is heard again, so what was notified meanwhile is still processed. The retry timer keeps
// the process alive: a worker whose only connection died is waiting for the database, not finished.
import type pg from 'pg';

export const RELISTEN_DELAYS = { firstMs: 1000, maxMs: 30_000 };

export interface ChannelHandlers {
  /** A notification arrived on the channel (with its payload, for listeners that read it). */
  onNotification: (message: pg.Notification) => void;
  /** The channel is listened to (at first and after every reconnect). */
  onListening: () => void;
  onError: (error: unknown) => void;
}

/** LISTENs on `channel` until the returned function is called, which UNLISTENs and lets go. */
export async function listenChannel(pool: pg.Pool, channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>> {
  let listener: pg.PoolClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = RELISTEN_DELAYS.firstMs;
  const notified = (message: pg.Notification) => handlers.onNotification(message);
  const listen = async () => {
    const client = await pool.connect();
    client.on('error', (error) => {
      handlers.onError(error);
      if (listener !== client) return;
      listener = null;
      client.release(true);
      relisten();
    });
    client.on('notification', notified);
    try {
      await client.query(`listen ${channel}`);
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
    handlers.onListening();
  };
  const relisten = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      listen().catch((error: unknown) => {
        handlers.onError(error);
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
      client.off('notification', notified);
      await client.query(`unlisten ${channel}`).catch(() => {});
      client.release();
    }
  };
}
