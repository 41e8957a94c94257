import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/migrate.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing.ts';

describe('migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('are a no-op when applied again', async () => {
    const again = await migrate(db.url);
    expect(again.platform, 'platform migrations re-applied').toEqual([]);
    expect(again.app, 'app migrations re-applied').toEqual([]);
  });

  it('apply from scratch after --reset and record each once', async () => {
    const fresh = await migrate(db.url, { reset: true, platform: true });
    expect(fresh.platform.length, 'platform migrations applied').toBeGreaterThan(0);
    expect(fresh.app.length, 'app migrations applied').toBeGreaterThan(0);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ name: string; n: string }>(
      `select name, count(*)::text as n from supabase_migrations.schema_migrations group by name having count(*) > 1`,
    );
    await client.end();
    expect(rows, 'migrations recorded twice').toEqual([]);
  });

  it('leave no table of an exposed schema without row-level security', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ table: string }>(
      `select n.nspname || '.' || c.relname as table
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'storage')
          and not c.relrowsecurity`,
    );
    await client.end();
    expect(rows.map((row) => row.table), 'tables without RLS').toEqual([]);
  });

  it('give auth.uid() and auth.role() the claims of the request', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('begin');
    await client.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: '9b2f1c3e-0000-4000-8000-000000000001', role: 'authenticated' }),
    ]);
    const { rows } = await client.query<{ uid: string; role: string }>(`select auth.uid() as uid, auth.role() as role`);
    await client.query('rollback');
    await client.end();
    expect(rows[0]).toEqual({ uid: '9b2f1c3e-0000-4000-8000-000000000001', role: 'authenticated' });
  });
});
