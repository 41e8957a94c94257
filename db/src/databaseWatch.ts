// Nothing else notices a database that stops answering but the requests that fail: with DATABASE_URL
// the product does not run PostgreSQL itself, and an embedded one that is stalled (a frozen disk, a
// stopped process) has not exited, so its supervisor sees nothing. This asks it a trivial question
// every few seconds and says, once, when it stops answering and when it answers again. The parts
// need no restart: their pools reconnect.
import pg from 'pg';

export interface DatabaseWatchOptions {
  /** Between two questions (DB_WATCH_INTERVAL_MS, default 5 s). */
  intervalMs?: number;
  /** How long an answer may take before the database counts as lost (default 5 s). */
  timeoutMs?: number;
  /**
   * Whether this failure is no news: for the embedded server, one that is dead or being started
   * again, which its supervisor says itself.
   */
  quiet?: (error: unknown) => boolean;
}

/**
 * Whether nothing listens at the address: for a server the product runs itself, it died or is being
 * started again (a stalled one still takes connections, and never answers them). Said so that the
 * watch needs no knowledge of when the product hears of its server's death, which may come after.
 */
export function nobodyListens(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ECONNREFUSED';
}

/** `host:port/database` of a URL, never its password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

function reasonOf(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (message === 'Query read timeout' || /timeout/i.test(message ?? '')) return 'no answer within the time limit';
  return code ?? message ?? String(error);
}

export function watchDatabase(databaseUrl: string, log: (line: string) => void, options: DatabaseWatchOptions = {}): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? (Number(process.env.DB_WATCH_INTERVAL_MS) || 5_000);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const where = describeDatabase(databaseUrl);
  let client: pg.Client | null = null;
  let lostSince: number | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const drop = () => {
    const old = client;
    client = null;
    old?.removeAllListeners('error');
    old?.on('error', () => {});
    void old?.end().catch(() => {});
  };
  const ask = async () => {
    if (!client) {
      const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs, application_name: 'rentals database watch' });
      // A dropped connection is seen by the next question.
      next.on('error', () => {});
      client = next;
      await next.connect();
    }
    await client.query('select 1');
  };
  const tick = async () => {
    try {
      try {
        await ask();
      } catch (error) {
        // A connection the server closed says only that: a fresh one says why (refused, no answer).
        if (!client) throw error;
        drop();
        await ask();
      }
      if (lostSince !== null) log(`The database at ${where} answers again (after ${Math.round((Date.now() - lostSince) / 1000)} s); serving again.`);
      lostSince = null;
    } catch (error) {
      drop();
      if (stopped) return;
      if (lostSince === null && !options.quiet?.(error)) {
        lostSince = Date.now();
        log(`The database at ${where} is lost (${reasonOf(error)}); the API and the site answer 503 until it is back.`);
      }
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };
  timer = setTimeout(() => void tick(), intervalMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
