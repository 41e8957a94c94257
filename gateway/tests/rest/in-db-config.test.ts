import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readInDbSettings } from '../../src/rest/dbConfig.ts';
import { HOSTED_DEFAULTS } from '../../src/rest/settings.ts';
import { startGateway } from '../../src/server.ts';
import { startFixture, type Fixture } from '../fixture/index.ts';

/**
 * PostgREST's in-database configuration: `pgrst.*` settings of the authenticator role, read at start
 * and again on NOTIFY pgrst ('reload config', or 'reload schema' with the schema cache), winning
 * over the environment. Set here for this test's database only (ALTER ROLE … IN DATABASE): a
 * setting of the role itself would reach every database of the cluster the other tests share.
 */
const SQL = `
  create schema extra;
  create table extra.things (id int primary key, name text);
  insert into extra.things values (1, 'first');
  grant usage on schema extra to anon, authenticated, service_role;
  grant all on extra.things to anon, authenticated, service_role;
  create table public.cfg_notes (id int primary key);
  grant all on public.cfg_notes to anon, authenticated, service_role;
  do $$ begin
    execute format('alter role authenticator in database %I set pgrst.db_aggregates_enabled = %L', current_database(), 'true');
    execute format('alter role authenticator in database %I set pgrst.db_plan_enabled = %L', current_database(), 'false');
  end $$;
`;

let fx: Fixture;
let database: string;
beforeAll(async () => {
  // The environment turns EXPLAIN on and leaves aggregates off; the database says the opposite.
  fx = await startFixture({ sql: SQL, rest: { plan: true } });
  database = new URL(fx.db.url).pathname.slice(1);
});
afterAll(async () => {
  await fx?.close();
});

const setting = (name: string, value: string) =>
  fx.sql(`alter role authenticator in database "${database}" set pgrst.${name} = '${value}'`);
const notify = (payload: string) => fx.sql(`notify pgrst, '${payload}'`);
const aggregates = async () => (await fx.fetch('/cities?select=count()')).status;
const plan = async () => (await fx.fetch('/cities?select=id', { headers: { accept: 'application/vnd.pgrst.plan+json' } })).status;

describe('pgrst.* settings of the authenticator role (PostgREST\'s in-database configuration)', () => {
  it('are read at start and win over the environment', async () => {
    expect(await aggregates(), 'pgrst.db_aggregates_enabled = true over the default').toBe(200);
    expect(await fx.fetch('/cities?select=count()').then((r) => r.json())).toEqual([{ count: 4 }]);
    expect(await plan(), 'pgrst.db_plan_enabled = false over the environment\'s true').toBe(406);
  });

  it("take effect on NOTIFY pgrst, 'reload config', and on 'reload schema' too", async () => {
    await setting('db_aggregates_enabled', 'false');
    await notify('reload config');
    await expect.poll(aggregates, { timeout: 10_000 }).toBe(400);
    await setting('db_plan_enabled', 'TRUE');
    await notify('reload schema');
    await expect.poll(plan, { timeout: 10_000 }).toBe(200);
    await setting('db_aggregates_enabled', '1');
    await notify('reload config');
    await expect.poll(aggregates, { timeout: 10_000 }).toBe(200);
  });

  it('db_schemas: a schema named in the database is served after the reload', async () => {
    const things = () => fx.fetch('/things?select=name', { headers: { 'accept-profile': 'extra' } });
    expect((await things()).status).toBe(406);
    await setting('db_schemas', 'public, extra');
    await notify('reload config');
    await expect.poll(async () => (await things()).status, { timeout: 10_000 }).toBe(200);
    expect(await (await things()).json()).toEqual([{ name: 'first' }]);
    expect((await fx.fetch('/cities?select=id&limit=1')).status, 'the first schema stays the default').toBe(200);
  });

  it('db_tx_end: Prefer: tx=rollback is honoured once the database allows the override', async () => {
    const insert = (id: number) => fx.fetch('/cfg_notes', {
      method: 'POST', headers: { 'content-type': 'application/json', prefer: 'tx=rollback' }, body: JSON.stringify({ id }),
    });
    const applied = async () => (await fx.fetch('/cfg_notes', { headers: { prefer: 'tx=rollback' } })).headers.get('preference-applied') ?? '';
    expect((await insert(1)).headers.get('preference-applied') ?? '').not.toContain('tx=rollback');
    await setting('db_tx_end', 'commit-allow-override');
    await notify('reload config');
    await expect.poll(applied, { timeout: 10_000 }).toContain('tx=rollback');
    expect((await insert(2)).headers.get('preference-applied')).toContain('tx=rollback');
    expect(await fx.sql('select id from public.cfg_notes order by id')).toEqual([{ id: 1 }]);
  });

  it('an invalid value read on a reload changes nothing, and never exposes a private schema', async () => {
    await setting('db_schemas', 'public, auth');
    await setting('db_aggregates_enabled', 'false');
    await notify('reload config');
    // A reload of the schema reads the configuration again: once a new table is served, both reads are done.
    await fx.sql('create table public.cfg_marks (id int primary key); grant all on public.cfg_marks to anon');
    await notify('reload schema');
    await expect.poll(async () => (await fx.fetch('/cfg_marks')).status, { timeout: 10_000 }).toBe(200);
    expect(await aggregates(), 'the whole configuration was refused').toBe(200);
    expect((await fx.fetch('/users', { headers: { 'accept-profile': 'auth' } })).status).toBe(406);
    await setting('db_schemas', 'public, extra');
    await notify('reload config');
    await expect.poll(aggregates, { timeout: 10_000 }).toBe(400);
  });

  it('an invalid value stops a gateway from starting; PGRST_DB_CONFIG=false ignores them all', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-db-config-'));
    const start = (rest = HOSTED_DEFAULTS) => startGateway({ databaseUrl: fx.db.url, port: 0, dataDir, siteUrl: 'http://localhost:5173', rest });
    try {
      await setting('db_tx_end', 'sometimes');
      await expect(start()).rejects.toThrow('pgrst.db_tx_end must be one of commit, commit-allow-override, rollback, rollback-allow-override');
      await setting('db_aggregates_enabled', 'true');
      const off = await start({ ...HOSTED_DEFAULTS, dbConfig: false });
      try {
        const res = await fetch(`${off.url}/rest/v1/cities?select=count()`, { headers: { apikey: off.keys.anonKey } });
        expect(res.status, 'the environment\'s default: aggregates off').toBe(400);
      } finally {
        await off.close();
      }
    } finally {
      await setting('db_tx_end', 'commit');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('rank as PostgREST ranks them: this database\'s over every database\'s; a database\'s own count for nothing', async () => {
    const role = `pgrst_config_${process.pid}`;
    await fx.sql(`create role ${role} login password 'config'`);
    const url = new URL(fx.db.url);
    url.username = role;
    url.password = 'config';
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await fx.sql(`alter role ${role} set pgrst.db_plan_enabled = 'true'`);
      await fx.sql(`alter role ${role} set pgrst.db_aggregates_enabled = 'true'`);
      await fx.sql(`alter role ${role} in database "${database}" set pgrst.db_plan_enabled = 'false'`);
      await fx.sql(`alter role ${role} in database postgres set pgrst.db_tx_end = 'rollback'`);
      await fx.sql(`alter role ${role} set search_path = 'public'`);
      await fx.sql(`alter database "${database}" set pgrst.db_schemas = 'elsewhere'`);
      await client.connect();
      expect(await readInDbSettings(client)).toEqual({ db_aggregates_enabled: 'true', db_plan_enabled: 'false' });
    } finally {
      await client.end().catch(() => {});
      await fx.sql(`alter database "${database}" reset pgrst.db_schemas`);
      await fx.sql(`drop role ${role}`);
    }
  });
});
