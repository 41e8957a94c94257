import crypto from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { anon, attempt, connect, INSUFFICIENT_PRIVILEGE, signedIn, withActor, type Actor } from '../helpers/actors.ts';
import { createFixture, PEOPLE, type Fixture } from './fixture.ts';
import { MATRIX, type MatrixCase, type Perms, type Who } from './matrix.ts';

let db: TestDatabase;
let client: pg.Client;
let fixture: Fixture;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
  fixture = await createFixture(client);
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

function actorFor(who: Who, aal: 'aal1' | 'aal2' = 'aal2'): Actor {
  return who === 'anon' ? anon : signedIn(fixture.people[who], aal);
}

/** Outcome of one statement: allowed when it touched a row, denied on 42501 or zero rows. */
async function allowed(actor: Actor, sql: string, params: unknown[] = [], before?: string): Promise<boolean> {
  const result = await withActor(client, actor, (c) => attempt(c, sql, params), before ? { before } : {});
  if (!result.ok) {
    if (result.code === INSUFFICIENT_PRIVILEGE) return false;
    throw new Error(`unexpected error ${result.code} for "${sql}": ${result.message}`);
  }
  return result.rowCount > 0;
}

async function observe(entry: MatrixCase, actor: Actor): Promise<Perms> {
  const where = entry.target(fixture);
  const me = actor.kind === 'authenticated' ? actor.user.id : crypto.randomUUID();
  const { row, before } = entry.insert(me, fixture);
  const columns = Object.keys(row);
  const insertSql = `insert into ${entry.table} (${columns.join(', ')})
                     values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`;
  const s = await allowed(actor, `select 1 from ${entry.table} where ${where}`);
  const i = await allowed(actor, insertSql, Object.values(row), before);
  const u = await allowed(actor, `update ${entry.table} set ${entry.update} where ${where}`);
  const d = await allowed(actor, `delete from ${entry.table} where ${where}`, [], entry.beforeDelete?.(fixture));
  return `${s ? 's' : '-'}${i ? 'i' : '-'}${u ? 'u' : '-'}${d ? 'd' : '-'}` as Perms;
}

describe('row-level security matrix', () => {
  it.each(MATRIX.map((entry) => [`${entry.table}: ${entry.label}`, entry] as const))('%s', async (_name, entry) => {
    const actual = {} as Record<Who, Perms>;
    for (const who of ['anon', ...PEOPLE] as Who[]) actual[who] = await observe(entry, actorFor(who));
    expect(actual, `who may select/insert/update/delete ${entry.label} in ${entry.table}`).toEqual(entry.expect);
  });

  it('treats an admin without a second factor (aal1) as a plain user on every table', async () => {
    const mismatches: string[] = [];
    for (const entry of MATRIX) {
      const got = await observe(entry, actorFor('admin', 'aal1'));
      if (got !== entry.expect.user) mismatches.push(`${entry.table} (${entry.label}): ${got}, plain user ${entry.expect.user}`);
    }
    expect(mismatches, 'aal1 admin rights that differ from a plain user').toEqual([]);
  });

  it('covers every table of an exposed schema, and each has row-level security', async () => {
    const { rows } = await client.query<{ name: string; rls: boolean }>(
      `select n.nspname || '.' || c.relname as name, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'storage')
        order by 1`,
    );
    const inMatrix = new Set(MATRIX.map((entry) => entry.table));
    expect(rows.filter((row) => !row.rls).map((row) => row.name), 'tables without row-level security').toEqual([]);
    expect(rows.filter((row) => !inMatrix.has(row.name)).map((row) => row.name), 'tables missing from the matrix').toEqual([]);
    expect([...inMatrix].filter((name) => !rows.some((row) => row.name === name)), 'matrix entries for no table').toEqual([]);
  });
});
