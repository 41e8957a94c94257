import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayProcess, type GatewayProcess } from './gatewayProcess.ts';

// Finding 8: terminating the gateway's PostgreSQL connections under load killed the gateway with
// an unhandled 'error' event. Requests caught by a dropped connection must fail with a 503, and
// the gateway must carry on.
let db: TestDatabase;
let owner: pg.Client;
let gateway: GatewayProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-dropped-'));

/** Terminates every connection the gateway holds to this database (its pools and its listener). */
async function terminateGatewayConnections(): Promise<number> {
  const { rows } = await owner.query<{ n: string }>(
    `select count(pg_terminate_backend(pid)) as n from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
  );
  return Number(rows[0]!.n);
}

/** One request; a socket the gateway dropped counts as status 0. */
async function request(pathname: string, init: RequestInit = {}): Promise<number> {
  try {
    const response = await fetch(`${gateway.url}${pathname}`, {
      ...init,
      headers: { apikey: gateway.anonKey, 'content-type': 'application/json', ...init.headers },
    });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

const WORKLOAD: [string, RequestInit?][] = [
  ['/rest/v1/cities?select=*'],
  ['/rest/v1/properties?select=id,title&limit=5'],
  ['/rest/v1/rpc/is_admin', { method: 'POST', body: '{}' }],
  ['/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email: 'nobody@example.test', password: 'wrong-password' }) }],
  ['/storage/v1/bucket/property-images'],
];

beforeAll(async () => {
  db = await createTestDatabase();
  owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  gateway = await gatewayProcess(db.url, dataDir, 'fatal');
});
afterAll(async () => {
  gateway.child.kill('SIGKILL');
  await owner.end();
  await db.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the gateway when its database connections are dropped under load', () => {
  it('answers every request (503 at worst) and stays up', async () => {
    const statuses: number[] = [];
    let running = true;
    const load = Array.from({ length: 8 }, async (_, worker) => {
      for (let i = worker; running; i += 1) {
        const [pathname, init] = WORKLOAD[i % WORKLOAD.length]!;
        statuses.push(await request(pathname, init));
      }
    });
    let terminated = 0;
    // Uneven gaps, so that some terminations meet connections just being opened.
    for (let round = 0; round < 10; round += 1) {
      await new Promise((resolve) => setTimeout(resolve, 30 + ((round * 37) % 120)));
      terminated += await terminateGatewayConnections();
    }
    running = false;
    await Promise.all(load);

    expect(terminated, 'connections terminated').toBeGreaterThan(5);
    expect(gateway.exitCode(), `the gateway process is still running; its stderr:\n${gateway.stderr()}`).toBeNull();
    const unexpected = statuses.filter((status) => status === 0 || (status >= 500 && status !== 503));
    expect(unexpected, 'dropped sockets or errors other than 503').toEqual([]);
  });

  it('serves normally afterwards, and its schema listener came back', async () => {
    // pg_terminate_backend only signals: a backend may end after it returns, so the first request
    // can still meet a connection that is going (503). The pool then opens fresh ones.
    await expect.poll(() => request('/rest/v1/cities?select=*&limit=1'), { timeout: 15_000 }).toBe(200);
    await owner.query('create table public.after_drop (id int primary key)');
    await owner.query('grant select on public.after_drop to anon');
    await owner.query(`notify pgrst, 'reload schema'`);
    await expect.poll(() => request('/rest/v1/after_drop?select=id'), { timeout: 15_000 }).toBe(200);
    expect(gateway.exitCode()).toBeNull();
  });
});
