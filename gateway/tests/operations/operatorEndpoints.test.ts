// What an operator sees of one gateway process: /ready names the part that is down, /metrics counts
// requests by route and status, pool use, refusals and commission runs, and past its concurrency
// bound the gateway refuses at once with 503 and Retry-After instead of queueing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type Fixture } from '../fixture/index.ts';

let fx: Fixture;
beforeAll(async () => {
  process.env.GATEWAY_MAX_CONCURRENT = '2';
  process.env.METRICS_TOKEN = 'scrape-token';
  try {
    fx = await startFixture();
  } finally {
    delete process.env.GATEWAY_MAX_CONCURRENT;
    delete process.env.METRICS_TOKEN;
  }
  // A call that waits while the test holds advisory lock 4242: in progress for as long as the test says.
  await fx.sql(`create function public.nap() returns void language sql as $$ select pg_advisory_xact_lock_shared(4242) $$;
                grant execute on function public.nap() to anon;
                notify pgrst, 'reload schema'`);
  for (let i = 0; (await fx.fetch('/rpc/nap', { method: 'POST' })).status !== 204; i += 1) {
    if (i > 50) throw new Error('nap() never appeared in the schema cache');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
afterAll(async () => {
  await fx?.close();
});

const scrape = () => fetch(`${fx.url}/metrics`, { headers: { authorization: 'Bearer scrape-token' } });
const metric = (text: string, name: string) =>
  text.split('\n').filter((line) => line.startsWith(name)).map((line) => line.trim());

describe('the operator endpoints', () => {
  it('says the gateway and the database are up, without any detail of the data', async () => {
    const ready = await fetch(`${fx.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', parts: { gateway: 'up', database: 'up', schemaCache: 'loaded' } });
  });

  it('refuses past its concurrency bound at once with 503 and Retry-After, and counts it', async () => {
    const holder = new pg.Client({ connectionString: fx.db.url });
    await holder.connect();
    const answers: { status: number; retryAfter: string | null }[] = [];
    let calls: Promise<unknown>[] = [];
    let text: string;
    try {
      await holder.query('select pg_advisory_lock(4242)');
      calls = Array.from({ length: 6 }, async () => {
        const response = await fx.fetch('/rpc/nap', { method: 'POST' });
        answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') });
      });
      // Refused while the two admitted calls still wait on the lock: at once, not after them.
      await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(4);
      expect(answers).toEqual(Array(4).fill({ status: 503, retryAfter: '2' }));
      // The operator's endpoints are never refused.
      expect((await fetch(`${fx.url}/health`)).status).toBe(200);
      text = await (await scrape()).text();
    } finally {
      await holder.query('select pg_advisory_unlock(4242)');
      await holder.end();
    }
    await Promise.all(calls);
    expect(answers.slice(4).map((answer) => answer.status), 'the admitted calls').toEqual([204, 204]);
    expect(metric(text, 'gateway_shed_total')).toEqual(['gateway_shed_total 4']);
  });

  it('counts requests by route pattern and status, and shows the pools and commission runs', async () => {
    await fx.fetch('/cities?select=id');
    await fx.fetch('/no_such_table');
    expect((await fetch(`${fx.url}/metrics`)).status, 'without the token').toBe(401);
    const response = await scrape();
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    const requests = metric(text, 'gateway_http_request_duration_seconds_count');
    expect(requests.some((line) => line.includes('route="/rest/v1/:table"') && line.includes('status="200"'))).toBe(true);
    expect(requests.some((line) => line.includes('route="/rest/v1/rpc/:fn"') && line.includes('status="503"'))).toBe(true);
    expect(requests.every((line) => !line.includes('no_such_table')), 'paths never become labels').toBe(true);
    expect(metric(text, 'gateway_db_pool_connections{pool="authenticator",state="total"}')[0]).toMatch(/ [1-9]\d*$/);
    expect(metric(text, 'gateway_db_up')).toEqual(['gateway_db_up 1']);
    expect(text).toContain('# TYPE commission_runs gauge');
    expect(text).toMatch(/^alert_queue\{queue="emails_due"\} 0$/m);
  });
});
