import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { authConfigFromEnv } from '../../src/auth/config.ts';
import { authRoutes } from '../../src/auth/routes.ts';
import type { GatewayContext } from '../../src/context.ts';
import { FileBackend } from '../../src/storage/backends/file.ts';
import { generateKeys } from '../../src/keys.ts';

/**
 * Finding 13: sign-in was limited only per address (and per process), so an account attacked from
 * many addresses, or through several gateway processes, was never slowed down. Budgets now live in
 * the database: per address, and per account with a doubling delay.
 */
let database: TestDatabase;
let owner: pg.Pool;
const apps: { url: string; server: ServerType; pools: pg.Pool[] }[] = [];
let keys: Awaited<ReturnType<typeof generateKeys>>;
let anonKey: string;

/** One gateway "process": its own pools and limiters on the shared database. */
async function startApp() {
  const adminPool = new pg.Pool({ connectionString: database.url, max: 3 });
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  // Auth routes only: nothing is ever stored.
  const storageBackend = new FileBackend('');
  const ctx: GatewayContext = { pool, adminPool, keys, dataDir: '', storageBackend, apiUrl: '', siteUrl: 'http://localhost:5173', allowedOrigins: [] };
  const config = authConfigFromEnv({});
  config.rateLimits.signIn.points = 4;
  // Delays of a minute and more: a slow machine never outlasts one in the middle of a test (the
  // tests end a delay themselves instead of sleeping through it).
  config.accountLimit = { freeFailures: 3, backoffSeconds: 60, maxBackoffSeconds: 240, forgetSeconds: 3600 };
  const app = new Hono();
  app.route('/auth/v1', authRoutes(ctx, config));
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, pools: [adminPool, pool] };
}

async function stopApp(app: (typeof apps)[number]) {
  await new Promise<void>((resolve) => app.server.close(() => resolve()));
  for (const pool of app.pools) await pool.end();
}

beforeAll(async () => {
  database = await createTestDatabase();
  owner = new pg.Pool({ connectionString: database.url, max: 2 });
  keys = await generateKeys();
  anonKey = keys.anonKey;
  for (let i = 0; i < 2; i += 1) apps.push(await startApp());
});

afterAll(async () => {
  for (const app of apps) await stopApp(app);
  await owner?.end();
  await database?.drop();
});

let ipCounter = 0;
const freshIp = () => `10.13.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function post(appIndex: number, path: string, body: unknown, ip: string): Promise<Response> {
  return fetch(`${apps[appIndex % 2]!.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-proxy-secret': keys.proxySecret },
    body: JSON.stringify(body),
  });
}

const signIn = (appIndex: number, email: string, password: string, ip = freshIp()) =>
  post(appIndex, '/token?grant_type=password', { email, password }, ip);

/** A confirmed account, made through the service role. */
async function account(email: string, password: string): Promise<void> {
  const response = await fetch(`${apps[0]!.url}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { apikey: keys.serviceRoleKey, authorization: `Bearer ${keys.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(response.status, `account of ${email}`).toBe(200);
}

describe('the per-address budget', () => {
  it('is shared by two gateway processes on one database', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await signIn(i, `nobody${i}@x.in`, 'wrong-pass', ip)).status);
    expect(statuses, 'alternating between the two apps').toEqual([400, 400, 400, 400, 429]);
    expect((await signIn(1, 'nobody@x.in', 'wrong-pass', freshIp())).status, 'another address').toBe(400);
  });

  it('outlives a restart: a gateway started after the budget was spent still refuses that address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) expect((await signIn(0, `restart${i}@x.in`, 'wrong-pass', ip)).status).toBe(400);
    await stopApp(apps[0]!);
    apps[0] = await startApp();
    expect((await signIn(0, 'restart4@x.in', 'wrong-pass', ip)).status, 'the restarted process').toBe(429);
    expect((await signIn(0, 'restart5@x.in', 'wrong-pass', freshIp())).status, 'another address').toBe(400);
  });
});

describe('the per-account limit', () => {
  it('locks an account attacked from many addresses, with a doubling delay, while others sign in', async () => {
    await account('victim@x.in', 'victim-pass');
    await account('bystander@x.in', 'bystander-pass');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await signIn(i, 'victim@x.in', `guess-${i}`)).status);
    expect(statuses, 'three free failures, each from its own address and alternating apps').toEqual([400, 400, 400]);

    const delays: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const locked = await signIn(round, 'victim@x.in', 'victim-pass');
      expect(locked.status, `round ${round}: even the right password waits`).toBe(429);
      expect(await locked.json()).toMatchObject({ error_code: 'over_request_rate_limit' });
      delays.push(Number(locked.headers.get('retry-after')));
      const bystander = await signIn(round + 1, 'bystander@x.in', 'bystander-pass');
      expect(bystander.status, 'another account signs in meanwhile').toBe(200);
      // The delay has passed (without sleeping through it); the next guess fails and doubles it.
      await owner.query(`update auth.sign_in_failures set locked_until = now() where key = 'victim@x.in'`);
      expect((await signIn(round, 'victim@x.in', 'another-guess')).status).toBe(400);
    }
    expect(delays, 'Retry-After doubles up to the cap').toEqual([60, 120, 240, 240]);

    await owner.query(`update auth.sign_in_failures set locked_until = now() where key = 'victim@x.in'`);
    expect((await signIn(1, 'victim@x.in', 'victim-pass')).status, 'the owner signs in once the delay is over').toBe(200);
    const rows = await owner.query(`select 1 from auth.sign_in_failures where key = 'victim@x.in'`);
    expect(rows.rowCount, 'success resets the count').toBe(0);
    expect((await signIn(0, 'victim@x.in', 'guess-again')).status, 'free failures again').toBe(400);
  });

  it('parallel guesses from many addresses do not slip past the limit together', async () => {
    await account('target@x.in', 'target-pass');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(i, 'target@x.in', `parallel-${i}`)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400), 'only the free failures are checked').toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
  });

  it('unknown emails are limited the same way (no account enumeration)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signIn(i, 'ghost@x.in', 'whatever')).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
