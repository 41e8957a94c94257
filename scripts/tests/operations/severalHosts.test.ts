// Two hosts started at the same moment on one shared database (DATABASE_URL), configured as
// docs/deploy.md says: the same SUPABASE_JWT_SECRET and AUTHENTICATOR_PASSWORD. Both come up, the
// migrations and the first seed happen once, and both serve with the same keys. A third host
// without the shared password is refused in one line.
import fs from 'node:fs';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorUrl } from '../../../db/src/authenticator.ts';
import { holdLockUntilWaited, queryOnce, startTestCluster, tryLogIn } from '../../../db/src/testing.ts';
import { startProduct, type RunningProduct } from '../../product.ts';
import { api, productPorts, tempFolder } from './harness.ts';

const saved = { secret: process.env.SUPABASE_JWT_SECRET, password: process.env.AUTHENTICATOR_PASSWORD };
const shared = { SUPABASE_JWT_SECRET: crypto.randomBytes(40).toString('base64url'), AUTHENTICATOR_PASSWORD: crypto.randomBytes(24).toString('base64url') };
let cluster: Awaited<ReturnType<typeof startTestCluster>>;
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
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  for (const [name, value] of Object.entries({ SUPABASE_JWT_SECRET: saved.secret, AUTHENTICATOR_PASSWORD: saved.password })) {
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
