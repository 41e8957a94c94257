// Admission to the authenticator pool. At most `slots` requests (the pool's size) hold or open a
// connection, at most `queue` more wait for one, each no longer than its own deadline; past that a
// request is refused at once (503 and Retry-After, loadShed.ts). Without it every request queued in
// the pool behind the others until its deadline passed, and under a crowd nearly nothing was served.
// Not cockatiel's bulkhead nor pg-pool's own queue: a waiter that reaches its deadline must leave the
// queue then, and neither lets it (PostgREST's db-pool-acquisition-timeout is this deadline).
import type pg from 'pg';
import { StartupError } from '@rentals/db/errors';

/** A request refused because the pool and its queue are full: answered 503 at once. */
export class DatabaseBusy extends Error {
  constructor() {
    super('every database connection is busy and the queue for them is full');
    this.name = 'DatabaseBusy';
  }
}

/**
 * A request that waited for a connection until its deadline: answered 504 (PGRST003) on /rest/v1 and
 * 503 in storage's shape, as node-postgres's own connect timeout, whose message it carries
 * (dbTimeouts.ts, isConnectTimeout; connectionLost.ts).
 */
export class ConnectionWaitTimeout extends Error {
  constructor() {
    super('timeout exceeded when trying to connect');
    this.name = 'ConnectionWaitTimeout';
  }
}

interface Waiter {
  admit(): void;
  timer?: NodeJS.Timeout;
}

export class Admission {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  readonly slots: number;
  readonly queue: number;
  private readonly onRefuse: () => void;

  /** `onRefuse` counts each refusal (metrics). */
  constructor(slots: number, queue: number, onRefuse: () => void = () => {}) {
    this.slots = slots;
    this.queue = queue;
    this.onRefuse = onRefuse;
  }

  /** Requests waiting for a connection. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Whether a request arriving now would be refused. */
  get full(): boolean {
    return this.active >= this.slots && this.waiting.length >= this.queue;
  }

  /**
   * Resolves once the caller may take a connection (call `leave` when it gives it back); rejects at
   * once with DatabaseBusy when the queue is full, or with ConnectionWaitTimeout at `deadline`
   * (a Date.now() value; null waits as long as it takes).
   */
  enter(deadline: number | null): Promise<void> {
    if (this.active < this.slots) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.queue) {
      this.onRefuse();
      return Promise.reject(new DatabaseBusy());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(waiter.timer);
          this.active += 1;
          resolve();
        },
      };
      if (deadline !== null) {
        waiter.timer = setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new ConnectionWaitTimeout());
        }, Math.max(0, deadline - Date.now()));
      }
      this.waiting.push(waiter);
    });
  }

  leave(): void {
    this.active -= 1;
    this.waiting.shift()?.admit();
  }
}

/**
 * Requests that may wait for a connection, by default: four times the pool's size. Reads hold a
 * connection a few ms, so a full queue is served within tens of ms, and it takes in the site's
 * bursts (up to SITE_MAX_CONCURRENT pages, each a few calls, over the API workers).
 */
export const QUEUE_PER_CONNECTION = 4;

/** GATEWAY_DB_QUEUE: requests that may wait for a connection of a gateway process's pool. */
export function dbQueueFromEnv(poolSize: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.GATEWAY_DB_QUEUE;
  if (raw === undefined || raw === '') return QUEUE_PER_CONNECTION * poolSize;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new StartupError(`GATEWAY_DB_QUEUE must be a whole number (0: no waiting), got '${raw}'.`);
  return value;
}

const admissions = new WeakMap<pg.Pool, Admission>();

/** From now on connectWithin(pool, …) goes through `admission`. */
export function admitThrough(pool: pg.Pool, admission: Admission): Admission {
  admissions.set(pool, admission);
  return admission;
}

/** The admission `pool` goes through, if any. */
export function admissionOf(pool: pg.Pool): Admission | undefined {
  return admissions.get(pool);
}

/**
 * A connection of `pool` by `deadline` (null: whenever one comes), through the pool's admission
 * when it has one. A connection still being opened at the deadline is given back once it comes.
 */
export async function connectWithin(pool: pg.Pool, deadline: number | null): Promise<pg.PoolClient> {
  const admission = admissions.get(pool);
  await admission?.enter(deadline);
  // An idle connection comes at once; only opening one (a stalled server) can outlast the deadline.
  const opening = pool.idleCount === 0;
  const connecting = pool.connect();
  let client: pg.PoolClient;
  try {
    client = await (deadline === null || !opening ? connecting : byDeadline(connecting, deadline));
  } catch (error) {
    if (error instanceof ConnectionWaitTimeout) void connecting.then((late) => late.release(), () => {}).finally(() => admission?.leave());
    else admission?.leave();
    throw error;
  }
  if (admission) {
    const release = client.release;
    client.release = (err?: Error | boolean) => {
      client.release = release;
      admission.leave();
      release(err);
    };
  }
  return client;
}

function byDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ConnectionWaitTimeout()), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
