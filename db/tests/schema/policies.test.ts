import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { connect } from '../helpers/actors.ts';

let db: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe('policies of the exposed schemas', () => {
  it('are one command for one role, never "for all", named <table>_<command>_<who>', async () => {
    const { rows } = await client.query<{ policy: string }>(
      `select schemaname || '.' || tablename || ': ' || policyname || ' (' || cmd || ' to ' || array_to_string(roles, ',') || ')' as policy
         from pg_policies
        where schemaname in ('public', 'storage')
          and (cmd = 'ALL'
               or roles not in ('{anon}'::name[], '{authenticated}'::name[])
               or policyname not like tablename || '\\_' || lower(cmd) || '\\_%')
          and policyname <> 'buckets_select_anyone'`,
    );
    expect(rows.map((row) => row.policy), 'policies breaking the house rules').toEqual([]);
  });

  it('call auth.uid() through a sub-select, so it runs once per statement', async () => {
    const { rows } = await client.query<{ policy: string }>(
      `select tablename || '.' || policyname as policy from pg_policies
        where schemaname in ('public', 'storage')
          and regexp_replace(coalesce(qual, '') || coalesce(with_check, ''), '\\(\\s*select auth\\.uid\\(\\) as uid\\)', '', 'gi') ~ 'auth\\.uid\\(\\)'`,
    );
    expect(rows.map((row) => row.policy), 'policies calling auth.uid() per row').toEqual([]);
  });

  it('give anon no right but select on any table of public', async () => {
    const { rows } = await client.query<{ grant: string }>(
      `select table_name || ': ' || privilege_type as grant from information_schema.role_table_grants
        where grantee = 'anon' and table_schema = 'public' and privilege_type <> 'SELECT'`,
    );
    expect(rows.map((row) => row.grant), 'write grants to anon').toEqual([]);
  });
});
