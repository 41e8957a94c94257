// npm start on a data folder made before the authenticator had a password of its own, with
// SUPABASE_JWT_SECRET its only secret setting (and the API's public address): the role is moved off
// the well-known password, the printed keys work against both gateway workers and the site, and a
// second start keeps the keys and the password.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorUrl } from '../../../db/src/authenticator.ts';
import { startCluster } from '../../../db/src/cluster.ts';
import { migrate } from '../../../db/src/migrate.ts';
import { freePort } from '../../../db/src/preflight.ts';
import { queryOnce, tryLogIn } from '../../../db/src/testing.ts';
import { startProduct, type RunningProduct } from '../../product.ts';
import { api, productPorts, tempFolder } from './harness.ts';

const SECRET = 'only-this-secret-is-set-for-this-deployment-0123456789abcdef';
const saved = { secret: process.env.SUPABASE_JWT_SECRET, password: process.env.AUTHENTICATOR_PASSWORD, external: process.env.API_EXTERNAL_URL };
let dataDir: string;
let product: RunningProduct | undefined;
const starts: { anonKey: string; serviceRoleKey: string; lines: string[]; storedPassword: string }[] = [];

const storedPassword = () => (JSON.parse(fs.readFileSync(path.join(dataDir, 'keys.json'), 'utf8')) as { authenticatorPassword: string }).authenticatorPassword;

/** Whether authenticator logs in to the product's database with `password` (true, or the error code). */
const logIn = (password: string) => tryLogIn(authenticatorUrl(product!.databaseUrl, password));

async function startOnce(): Promise<void> {
  const lines: string[] = [];
  const ports = await productPorts();
  // The API's public address as a reverse proxy would publish it: another name for this gateway.
  process.env.API_EXTERNAL_URL = `http://127.0.0.1:${ports.apiPort}`;
  product = await startProduct({ dataDir, ...ports, seed: false, apiWorkers: 2, log: (line) => lines.push(line) });
  starts.push({ anonKey: product.anonKey, serviceRoleKey: product.serviceRoleKey, lines, storedPassword: storedPassword() });
}

beforeAll(async () => {
  dataDir = tempFolder('secrets');
  delete process.env.AUTHENTICATOR_PASSWORD;
  process.env.SUPABASE_JWT_SECRET = SECRET;
  // The folder as a start before this version left it: migrated, the role on the well-known password.
  const cluster = await startCluster({ pgdata: path.join(dataDir, 'pg'), port: await freePort(), durable: false });
  await migrate(cluster.url, { platform: true });
  await cluster.stop();
  await startOnce();
}, 900_000);

afterAll(async () => {
  await product?.stop();
  process.env.SUPABASE_JWT_SECRET = saved.secret;
  if (saved.secret === undefined) delete process.env.SUPABASE_JWT_SECRET;
  process.env.AUTHENTICATOR_PASSWORD = saved.password;
  if (saved.external === undefined) delete process.env.API_EXTERNAL_URL;
  else process.env.API_EXTERNAL_URL = saved.external;
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** Eight calls on fresh connections, so that both workers behind the shared port answer. */
const everyWorker = (key: string) => Promise.all(Array.from({ length: 8 }, () => api(product!.apiUrl, key, '/rest/v1/properties?select=id&limit=1').then((r) => r.status)));

describe('npm start with SUPABASE_JWT_SECRET as its only secret, on a folder of an older version', () => {
  it('moves the authenticator off its well-known password to the one in keys.json, saying so', async () => {
    expect(starts[0]!.lines).toContain("The authenticator role's well-known password was replaced by this deployment's own.");
    expect(await logIn('authenticator'), 'the old password').toBe('28P01');
    expect(await logIn(starts[0]!.storedPassword), 'the one in keys.json').toBe(true);
  });

  it('prints keys that both gateway workers accept, and the site serves its pages', async () => {
    expect(await everyWorker(product!.anonKey)).toEqual(Array(8).fill(200));
    expect(await everyWorker(product!.serviceRoleKey)).toEqual(Array(8).fill(200));
    expect((await fetch(`${product!.siteUrl}/`)).status).toBe(200);
  });

  it("gives the browser and the gateway the API's public address (API_EXTERNAL_URL), not the local one", async () => {
    const external = process.env.API_EXTERNAL_URL!;
    const page = await (await fetch(`${product!.siteUrl}/`)).text();
    expect(page).toContain(`"PUBLIC_SUPABASE_URL":"${external}"`);
    const origins = await queryOnce<{ origin: string }>(product!.databaseUrl, 'select origin from private.storage_origins');
    expect(origins.map((row) => row.origin)).toContain(external);
  });

  it('prints the same keys and keeps the same password at the next start, saying nothing of it', async () => {
    await product!.stop();
    product = undefined;
    await startOnce();
    const [first, second] = starts;
    expect([second!.anonKey, second!.serviceRoleKey]).toEqual([first!.anonKey, first!.serviceRoleKey]);
    expect(second!.storedPassword).toBe(first!.storedPassword);
    expect(second!.lines.filter((line) => /authenticator/.test(line))).toEqual([]);
    expect(await everyWorker(product!.anonKey)).toEqual(Array(8).fill(200));
    expect((await fetch(`${product!.siteUrl}/`)).status).toBe(200);
  }, 900_000);
});
