import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningCluster } from '@rentals/db/cluster';
import { ensureTemplate, signalProcessTree, startTestCluster } from '@rentals/db/testing';
import { METRICS_LIMIT_MS, READY_LIMIT_MS } from '../../src/operator.ts';
import { gatewayProcess, type GatewayProcess } from '../security/gatewayProcess.ts';

/**
 * PostgreSQL stalled (every one of its processes stopped with SIGSTOP, as a frozen disk or VM would
 * leave it): requests to the gateway hung for the whole stall, and writes their clients had given up
 * on were committed once it resumed. With the gateway's limits toward the database
 * (GATEWAY_DB_CONNECT_TIMEOUT_MS, GATEWAY_DB_QUERY_TIMEOUT_MS) each is answered 503 or 504 with
 * Retry-After within them (a visitor's within a second over anon's statement_timeout), an abandoned
 * write is never committed, and service resumes by itself. The operator's endpoints answer within
 * their own limits meanwhile, naming the database as the part that is down.
 */
const CONNECT_MS = 1_000;
const QUERY_MS = 5_500;
/** anon's statement_timeout (3 s, as Supabase sets it) and the gateway's second over it. */
const ANON_WAIT_MS = 4_000;
const STALL_MS = 9_000;

let cluster: RunningCluster & { pgdata: string };
let owner: pg.Pool;
let gateway: GatewayProcess;
const dataDir = fs.mkdtempSync(`${os.tmpdir()}/gateway-stall-`);

/** The postmaster and every process it started (backends, checkpointer, WAL writer …). */
const signalCluster = (signal: NodeJS.Signals) => signalProcessTree(cluster.pid, signal);

beforeAll(async () => {
  cluster = await startTestCluster();
  const template = await ensureTemplate(cluster.url);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database stall template "${template}"`);
  await admin.end();
  const dbUrl = cluster.url.replace(/\/postgres$/, '/stall');
  owner = new pg.Pool({ connectionString: dbUrl, max: 2 });
  owner.on('error', () => {});
  gateway = await gatewayProcess(dbUrl, dataDir, 'fatal', {
    GATEWAY_DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS), GATEWAY_DB_QUERY_TIMEOUT_MS: String(QUERY_MS),
  });
}, 180_000);

afterAll(async () => {
  signalCluster('SIGCONT');
  gateway?.child.kill('SIGKILL');
  await owner?.end();
  await cluster?.stop();
  if (cluster) fs.rmSync(cluster.pgdata, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  /** Whose wait applies: a visitor's REST request (anon), or the rest (service role, auth). */
  who?: 'anon' | 'other';
  /** 0: no answer within the caller's wait. */
  status: number;
  retryAfter: string | null;
}

/** A visitor waits a little over anon's own statement limit, not the gateway's longest one. */
const waitOf = (who: Answer['who']) => (who === 'anon' ? ANON_WAIT_MS : QUERY_MS) + 1_000;

async function call(pathname: string, init: RequestInit = {}, key = gateway.anonKey): Promise<Answer> {
  const who = key === gateway.anonKey && pathname.startsWith('/rest/') ? 'anon' as const : 'other' as const;
  try {
    const response = await fetch(`${gateway.url}${pathname}`, {
      ...init,
      headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(waitOf(who)),
    });
    await response.arrayBuffer();
    return { who, status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { who, status: 0, retryAfter: null };
  }
}

const addCity = (id: string) =>
  call('/rest/v1/cities', { method: 'POST', body: JSON.stringify({ id, name: `Stalled ${id}`, state: 'Goa' }), headers: { prefer: 'return=minimal' } }, gateway.serviceKey);

describe('a stalled PostgreSQL (SIGSTOP)', () => {
  it('is answered 503 or 504 within the limits, an abandoned write is never committed, and service resumes', async () => {
    // Warm: connections open in the pool, as on a serving product.
    await Promise.all(Array.from({ length: 6 }, () => call('/rest/v1/properties?select=id&limit=1')));
    expect((await call('/rest/v1/cities?select=id&limit=1')).status).toBe(200);

    signalCluster('SIGSTOP');
    let answers: Answer[];
    try {
      // The writes first, on connections already open: they reach the stalled server.
      answers = await Promise.all([
        addCity('stall-a'),
        addCity('stall-b'),
        ...Array.from({ length: 12 }, () => call('/rest/v1/properties?select=id&limit=1')),
        call('/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'nobody@example.in', password: 'not-the-password' }) }),
      ]);
      // Past the stall's start, new connections cannot even be opened.
      answers.push(await call('/rest/v1/cities?select=id'));
      // The operator's endpoints answer within their limits (the client's wait), naming the part down.
      const ready = await fetch(`${gateway.url}/ready`, { signal: AbortSignal.timeout(READY_LIMIT_MS) });
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', parts: { gateway: 'up', database: 'down' } });
      const scrape = await fetch(`${gateway.url}/metrics`, { signal: AbortSignal.timeout(METRICS_LIMIT_MS) });
      expect(scrape.status).toBe(200);
      const text = await scrape.text();
      expect(text).toMatch(/^gateway_db_up 0$/m);
      expect(text, 'the rest of the figures too').toMatch(/^gateway_http_request_duration_seconds_count\{route="\/rest\/v1\/:table",method="GET",status="200"\} \d+$/m);
      // The stall lasts past every request's limit, so that none is answered by a resumed server.
      await new Promise((resolve) => setTimeout(resolve, STALL_MS - QUERY_MS));
    } finally {
      signalCluster('SIGCONT');
    }
    console.info(`stalled database: ${answers.map((answer) => `${answer.who} ${answer.status}`).join(', ')}`);
    // No answer within the caller's wait counts as status 0.
    expect(answers.filter((answer) => answer.status !== 503 && answer.status !== 504), 'every answer a 503 or 504 within its wait').toEqual([]);
    expect(answers.filter((answer) => answer.retryAfter !== '2'), 'every answer with Retry-After').toEqual([]);

    // Service resumes by itself, and the writes the clients were told had failed are not there.
    await expect.poll(async () => (await call('/rest/v1/cities?select=id&limit=1')).status, { timeout: 20_000, interval: 250 }).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { rows } = await owner.query<{ id: string }>(`select id from public.cities where id like 'stall-%'`);
    expect(rows, 'abandoned writes committed after the stall').toEqual([]);
    expect(gateway.exitCode(), 'the gateway stayed up').toBeNull();
    expect((await addCity('after-stall')).status).toBe(201);
    const ready = await fetch(`${gateway.url}/ready`, { signal: AbortSignal.timeout(READY_LIMIT_MS) });
    expect(await ready.json()).toMatchObject({ status: 'ready', parts: { gateway: 'up', database: 'up' } });
    expect(await (await fetch(`${gateway.url}/metrics`, { signal: AbortSignal.timeout(METRICS_LIMIT_MS) })).text()).toMatch(/^gateway_db_up 1$/m);
  }, 120_000);
});
