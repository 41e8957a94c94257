// Every connection of the pool busy, held by a statement that waits on a lock this test holds:
// the state a crowd leaves the gateway in, made on purpose. A request that waited for a connection
// until its deadline used to reach the database afterwards, where the scope statement's give-up
// check failed as anon (42501: 401, which clients take as final); and the pool's queue had no
// bound, so a crowd's requests all waited there until their deadlines and hardly any was served.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
let locker: pg.Client;
/** anon's statement_timeout (3 s, the platform's) and the gateway's second over it. */
const ANON_WAIT_MS = 4_000;

beforeAll(async () => {
  // One connection, two may wait for it; the pool's limits longer than anon's wait, as by default.
  fx = await startFixture({ gateway: { poolSize: 1, dbQueue: 2, dbTimeouts: { connectMs: 10_000, queryMs: 8_000 } } });
  expect((await fx.fetch('/cities?select=id&limit=1')).status).toBe(200);
  locker = new pg.Client({ connectionString: fx.db.url });
  await locker.connect();
});
afterAll(async () => {
  await locker?.end();
  await fx?.close();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

const answer = async (response: Promise<Response>): Promise<Answer> => {
  const r = await response;
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body: (await r.json()) as Record<string, unknown> };
};
/** A read of the locked table as the service role, which waits 8 s for the database. */
const lockedRead = () => answer(fx.fetch('/properties?select=id', { token: fx.service, headers: { apikey: fx.service } }));
/** A visitor's read of a table nobody locked. */
const visitorRead = () => answer(fx.fetch('/cities?select=id'));

const scrape = async () => (await fetch(`${fx.url}/metrics`)).text();
const gauge = (text: string, line: string) => Number(text.split('\n').find((l) => l.startsWith(`${line} `))?.split(' ')[1] ?? Number.NaN);
const waiting = async () => gauge(await scrape(), 'gateway_db_pool_connections{pool="authenticator",state="waiting"}');

/** Holds `properties` locked until `release`, with the pool's one connection waiting on it. */
async function holdTheConnection(): Promise<{ holder: Promise<Answer>; release(): Promise<void> }> {
  await locker.query('begin');
  await locker.query('lock table public.properties in access exclusive mode');
  const holder = lockedRead();
  await expect.poll(async () => Number((await fx.sql<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity where usename = 'authenticator' and wait_event_type = 'Lock'`))[0]?.n), { timeout: 10_000 }).toBe(1);
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await locker.query('commit');
  };
  return { holder, release };
}

const after = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

const settled = <T>(promise: Promise<T>) => {
  const state = { done: false };
  void promise.finally(() => (state.done = true));
  return state;
};

describe('a pool whose every connection is busy', () => {
  it('answers a request that waited for a connection until its deadline 504 with Retry-After, never 401', async () => {
    const { holder, release } = await holdTheConnection();
    let late: Answer | null;
    try {
      const visitor = visitorRead();
      await expect.poll(waiting, { timeout: 10_000 }).toBe(1);
      // The lock stays until the visitor has an answer, or until well past their deadline.
      late = await Promise.race([visitor, after(ANON_WAIT_MS + 1_500)]);
      if (!late) {
        await release();
        late = await visitor;
      }
    } finally {
      await release();
    }
    expect(late, 'a visitor who waited past their deadline').toMatchObject({ status: 504, retryAfter: '2', body: { code: 'PGRST003' } });
    expect((await holder).status, 'the request that held the connection').toBe(200);
    expect((await visitorRead()).status, 'served again').toBe(200);
  }, 30_000);

  it('refuses a request at once with 503 and Retry-After while its queue is full, and serves the admitted ones', async () => {
    const shedBefore = gauge(await scrape(), 'gateway_shed_total');
    const { holder, release } = await holdTheConnection();
    const queued = [lockedRead(), lockedRead()];
    const admitted = [holder, ...queued].map(settled);
    let refused: Answer[];
    try {
      await expect.poll(waiting, { timeout: 10_000 }).toBe(2);
      refused = await Promise.all([visitorRead(), visitorRead(), visitorRead()]);
      // Answered while the admitted requests still wait on the lock: at once, not after them.
      expect(admitted.map((state) => state.done)).toEqual([false, false, false]);
    } finally {
      await release();
    }
    for (const busy of refused) {
      expect(busy).toEqual({ status: 503, retryAfter: '2', body: { message: 'The server is busy', hint: 'Try again in a few seconds.' } });
    }
    expect((await Promise.all([holder, ...queued])).map((a) => a.status), 'the admitted requests').toEqual([200, 200, 200]);
    expect(gauge(await scrape(), 'gateway_shed_total') - shedBefore, 'refusals counted').toBe(3);
  }, 30_000);
});
