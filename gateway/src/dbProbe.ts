// The operator's questions to the database (/ready, and the figures /metrics reads at scrape time)
// on one connection of their own, each given up after a second. On the pools they queued behind the
// requests, and a stalled server kept them waiting for the pool's connect limit (5 s): /ready took
// 5 s, and a scrape ran past the time the API workers give each other, coming back empty.
import pg from 'pg';

/** How long the operator's endpoints wait for one answer of the database. */
export const PROBE_MS = 1_000;

export interface DbProbe {
  /** Whether the database answers `select 1` within PROBE_MS; callers at the same moment share one question. */
  up(): Promise<boolean>;
  /** A question's rows within PROBE_MS (rejects otherwise); ask only after up(). */
  rows<T extends pg.QueryResultRow>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

class ProbeTimeout extends Error {}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ProbeTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createDbProbe(connectionString: string, limitMs = PROBE_MS): DbProbe {
  let client: pg.Client | null = null;
  let connected: Promise<unknown> | null = null;
  let asking: Promise<boolean> | null = null;

  // A connection that failed or went quiet is left behind (its end may wait for a stalled server)
  // and the next question opens a fresh one.
  const drop = () => {
    const old = client;
    client = null;
    connected = null;
    void old?.end().catch(() => {});
  };
  const connection = (): Promise<pg.Client> => {
    if (!client) {
      const next = new pg.Client({ connectionString, connectionTimeoutMillis: limitMs, query_timeout: limitMs, application_name: 'rentals gateway probe' });
      next.on('error', () => {});
      client = next;
      connected = next.connect();
    }
    const mine = client;
    return connected!.then(() => mine);
  };
  const rows = async <T extends pg.QueryResultRow>(text: string): Promise<T[]> => {
    try {
      return await within(connection().then(async (c) => (await c.query<T>(text)).rows), limitMs);
    } catch (error) {
      // A question the database refused (no such table) leaves the connection as it was.
      if (!(error instanceof pg.DatabaseError)) drop();
      throw error;
    }
  };
  return {
    up: () => {
      asking ??= rows('select 1').then(() => true, () => false).finally(() => {
        asking = null;
      });
      return asking;
    },
    rows,
    close: async () => {
      const last = client;
      client = null;
      if (last) await within(last.end(), limitMs).catch(() => {});
    },
  };
}
