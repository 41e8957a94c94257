import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/migrate.ts';
import { hostedLikeDatabase } from './hostedLike.ts';

let hosted: Awaited<ReturnType<typeof hostedLikeDatabase>>;
beforeAll(async () => {
  hosted = await hostedLikeDatabase();
});
afterAll(async () => {
  await hosted?.drop();
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('a hosted-Supabase-like database, migrated by a database owner who is not a superuser', () => {
  it('runs as a login without superuser, CREATEROLE, CREATEDB or BYPASSRLS', async () => {
    const [me] = await query<{ rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean; rolbypassrls: boolean }>(hosted.ownerUrl,
      'select rolsuper, rolcreaterole, rolcreatedb, rolbypassrls from pg_roles where rolname = current_user');
    expect(me, 'the owner has none of the attributes the README does not ask for')
      .toEqual({ rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false });
  });

  it('applies db/migrations unchanged, without the platform files, and a second run applies nothing', async () => {
    const first = await migrate(hosted.ownerUrl);
    expect(first.platform, 'auth already exists: the platform step is skipped').toEqual([]);
    expect(first.app.length, 'every app migration applied').toBeGreaterThan(40);
    const again = await migrate(hosted.ownerUrl);
    expect(again.app).toEqual([]);
  });

  it('leaves the product working: row-level security on, visitors read listings, the auth trigger makes profiles', async () => {
    const unprotected = await query(hosted.ownerUrl, `
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`);
    expect(unprotected, 'tables without row-level security').toEqual([]);
    const visitor = new pg.Client({ connectionString: hosted.ownerUrl });
    await visitor.connect();
    await visitor.query('begin; set local role anon');
    const { rows } = await visitor.query<{ n: number }>('select count(*)::int as n from public.properties');
    await visitor.end();
    expect(rows, 'anon reads listings').toEqual([{ n: 0 }]);
    await query(hosted.superUrl, `insert into auth.users (id, email, raw_user_meta_data) values
      ('00000000-0000-0000-0000-0000000000f1', 'hosted@x.in', '{"full_name": "Hosted Person"}')`);
    const profiles = await query<{ full_name: string }>(hosted.ownerUrl, `select full_name from public.profiles where email = 'hosted@x.in'`);
    expect(profiles).toEqual([{ full_name: 'Hosted Person' }]);
  });
});
