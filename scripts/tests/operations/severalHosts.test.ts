// Two complete hosts (each its site, gateway worker, commission worker and alert worker) started at
// the same moment on one shared database (DATABASE_URL) and one S3-protocol object store, with one
// SMTP server, configured as docs/deploy.md says: the same SUPABASE_JWT_SECRET and
// AUTHENTICATOR_PASSWORD. Both come up, the migrations and the first seed happen once, and both serve
// with the same keys; a session, a photo, a sign-in limit, a commission run and a search alert each
// behave as on one host. A third host without the shared password is refused in one line.
import fs from 'node:fs';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorUrl } from '../../../db/src/authenticator.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../../../db/src/mail/testServer.ts';
import { holdLockUntilWaited, queryOnce, startTestCluster, tryLogIn } from '../../../db/src/testing.ts';
import { startTestS3Server, type TestS3Server } from '../../../gateway/tests/storage/s3Server.ts';
import { startProduct, type RunningProduct } from '../../product.ts';
import { api, productPorts, signedInAccount, tempFolder, type Session } from './harness.ts';

const shared: Record<string, string> = {
  SUPABASE_JWT_SECRET: crypto.randomBytes(40).toString('base64url'),
  AUTHENTICATOR_PASSWORD: crypto.randomBytes(24).toString('base64url'),
};
const saved: Record<string, string | undefined> = {};
let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let objects: TestS3Server;
let smtp: TestSmtpServer;
let databaseUrl: string;
const folders: string[] = [];
const hosts: { product: RunningProduct; lines: string[] }[] = [];

async function startHost(): Promise<{ product: RunningProduct; lines: string[] }> {
  const dataDir = tempFolder('host');
  folders.push(dataDir);
  const lines: string[] = [];
  const product = await startProduct({ dataDir, databaseUrl, ...(await productPorts()), seed: true, listings: 50, apiWorkers: 1, log: (line) => lines.push(line) });
  return { product, lines };
}

beforeAll(async () => {
  objects = await startTestS3Server();
  smtp = await startTestSmtpServer();
  Object.assign(shared, objects.settings, { SMTP_URL: smtp.url });
  for (const name of Object.keys(shared)) saved[name] = process.env[name];
  cluster = await startTestCluster();
  await queryOnce(cluster.url, 'create database rentals');
  const url = new URL(cluster.url);
  url.pathname = '/rentals';
  databaseUrl = url.toString();
  Object.assign(process.env, shared);
  // A third session holds the start lock until both hosts wait for it, so that they truly meet.
  const release = await holdLockUntilWaited(databaseUrl, 'start', 2);
  const starting = [startHost(), startHost()];
  await release();
  hosts.push(...(await Promise.all(starting)));
}, 900_000);

afterAll(async () => {
  for (const { product } of hosts) await product.stop();
  await cluster?.stop();
  await objects?.stop();
  await smtp?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}, 120_000);

describe('two hosts started at once on one database', () => {
  it('both start, each saying once that it waits, and the migrations and demo data happen once', async () => {
    for (const { lines } of hosts) {
      expect(lines.filter((line) => /waiting/.test(line))).toEqual(['Another start is preparing this database (migrations, demo data); waiting for it to finish ...']);
    }
    expect(hosts.map(({ product }) => product.seeded).sort(), 'one host seeded').toEqual([false, true]);
    expect(hosts.filter(({ lines }) => lines.some((line) => /^Applied \d+ migrations\.$/.test(line))), 'one host migrated').toHaveLength(1);
    const twice = await queryOnce(databaseUrl, `select name from supabase_migrations.schema_migrations group by name having count(*) > 1`);
    expect(twice).toEqual([]);
    const admins = await queryOnce<{ n: number }>(databaseUrl, `select count(*)::int as n from auth.users where email = 'admin@demo.rentals.in'`);
    expect(admins).toEqual([{ n: 1 }]);
  });

  it('serve with the same keys, the authenticator on the shared password only', async () => {
    const [one, two] = hosts.map(({ product }) => product);
    expect([two!.anonKey, two!.serviceRoleKey]).toEqual([one!.anonKey, one!.serviceRoleKey]);
    for (const product of [one!, two!]) {
      // Each host's site and gateway, with the other host's key.
      expect((await api(product.apiUrl, (product === one ? two : one)!.anonKey, '/rest/v1/properties?select=id&limit=1')).status).toBe(200);
      expect((await fetch(`${product.siteUrl}/`)).status).toBe(200);
    }
    expect(await tryLogIn(authenticatorUrl(databaseUrl, 'authenticator')), 'the well-known password').toBe('28P01');
  });

  it('refuses a third host that has its own keys.json but not the shared password, in one line', async () => {
    delete process.env.AUTHENTICATOR_PASSWORD;
    try {
      await expect(startHost()).rejects.toThrow(
        "The database's authenticator role does not take this host's password (DATA_DIR/keys.json): it was set elsewhere (another host, or the database's provider). Set AUTHENTICATOR_PASSWORD to the role's password, the same on every host (docs/deploy.md).",
      );
    } finally {
      process.env.AUTHENTICATOR_PASSWORD = shared.AUTHENTICATOR_PASSWORD;
    }
  }, 300_000);
});

/** A 2 x 2 JPEG, as a phone's photo would be but smaller. */
const PHOTO = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AKABiz//2Q==',
  'base64',
);

describe('either host carries on what the other began', () => {
  const one = () => hosts[0]!.product;
  const two = () => hosts[1]!.product;
  let account = 0;
  const newAccount = async (): Promise<{ session: Session; email: string }> => {
    const email = `two.hosts.${(account += 1)}.${crypto.randomBytes(3).toString('hex')}@example.in`;
    return { session: await signedInAccount(one().apiUrl, one(), email), email };
  };

  it('takes a session opened on one host on the other, refreshes it there, and a logout there ends it on both', async () => {
    const { session } = await newAccount();
    const user = (product: RunningProduct, token: string) => api(product.apiUrl, product.anonKey, '/auth/v1/user', { bearer: token });
    expect((await user(two(), session.access_token)).status, 'the access token on the other host').toBe(200);
    const refreshed = await api(two().apiUrl, two().anonKey, '/auth/v1/token?grant_type=refresh_token', {
      method: 'POST', body: JSON.stringify({ refresh_token: session.refresh_token }),
    });
    expect(refreshed.status, 'the refresh token on the other host').toBe(200);
    const renewed = (await refreshed.json()) as Session;
    expect((await user(one(), renewed.access_token)).status, 'the renewed token back on the first').toBe(200);
    expect((await api(two().apiUrl, two().anonKey, '/auth/v1/logout', { method: 'POST', bearer: renewed.access_token })).status).toBe(204);
    expect((await user(one(), renewed.access_token)).status, 'the session is gone on the first host too').toBe(403);
  });

  it('serves through one host a photo uploaded through the other, whole and by range', async () => {
    const { session } = await newAccount();
    const name = `properties/${session.user.id}/front.jpg`;
    const uploaded = await fetch(`${one().apiUrl}/storage/v1/object/property-images/${name}`, {
      method: 'POST', body: PHOTO,
      headers: { apikey: one().anonKey, authorization: `Bearer ${session.access_token}`, 'content-type': 'image/jpeg' },
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(200);
    const served = await fetch(`${two().apiUrl}/storage/v1/object/public/property-images/${name}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PHOTO), 'the same bytes').toBe(true);
    const part = await fetch(`${two().apiUrl}/storage/v1/object/public/property-images/${name}`, { headers: { range: 'bytes=2-9' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(PHOTO.subarray(2, 10))).toBe(true);
    const stored = await queryOnce<{ n: number }>(databaseUrl, `select count(*)::int as n from storage.objects where bucket_id = 'property-images' and name = $1`, [name]);
    expect(stored, 'one catalogue row').toEqual([{ n: 1 }]);
  });

  it('counts failed sign-ins against one account on both hosts together', async () => {
    const { email } = await newAccount();
    const signIn = (product: RunningProduct, password: string) =>
      api(product.apiUrl, product.anonKey, '/auth/v1/token?grant_type=password', { method: 'POST', body: JSON.stringify({ email, password }) });
    // Five free failures (GOTRUE_RATE_LIMIT_ACCOUNT_FREE_FAILURES), spread over the two hosts.
    const failures = [];
    for (const product of [one(), two(), one(), two(), one()]) failures.push((await signIn(product, 'Wrong@Guess2026')).status);
    expect(failures).toEqual([400, 400, 400, 400, 400]);
    const next = await signIn(two(), 'Backup@Test2026');
    expect(next.status, 'the next try waits, the right password included, on the other host').toBe(429);
    expect(next.headers.get('retry-after')).toBeTruthy();
  });

  it('runs a requested commission month once, on one of the hosts', async () => {
    const [run] = await queryOnce<{ id: string }>(databaseUrl,
      `insert into public.commission_runs (month, status) values (date_trunc('month', now() - interval '1 month')::date, 'requested') returning id`);
    await queryOnce(databaseUrl, `select pg_notify('commission_runs', $1)`, [run!.id]);
    const state = async () => (await queryOnce<{ status: string; attempts: number }>(databaseUrl,
      'select status, attempts from public.commission_runs where id = $1', [run!.id]))[0];
    await expect.poll(async () => (await state())?.status, { timeout: 180_000, interval: 500 }).toBe('done');
    expect((await state())?.attempts, 'claimed once').toBe(1);
  }, 240_000);

  it('mails a saved search its new listing once, from one of the hosts', async () => {
    const { session, email } = await newAccount();
    const saved = await api(two().apiUrl, two().anonKey, '/rest/v1/saved_searches', {
      method: 'POST', bearer: session.access_token, headers: { prefer: 'return=minimal' },
      body: JSON.stringify({ user_id: session.user.id, name: 'Two hosts in Pune', filters: { city: 'Pune' } }),
    });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const title = `A home both hosts hear of ${crypto.randomBytes(3).toString('hex')}`;
    await queryOnce(databaseUrl, `insert into public.properties (title, listed_by, city, rent, bedrooms, verified)
      select $1, user_id, 'Pune', 32000, 2, true from public.user_roles where role = 'landlord' order by user_id limit 1`, [title]);
    const about = (mail: { to: string[]; text: string }) => mail.to.includes(email) && mail.text.includes(title);
    await smtp.waitFor(about, 120_000);
    // Time for a second host's repeat to show itself, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(smtp.received.filter(about), 'one email').toHaveLength(1);
  }, 240_000);
});
