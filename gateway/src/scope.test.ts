import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { withScopedChoice, type RequestScope } from './scope.ts';

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 1 });
  await pool.query('create table choice_probe (n int)');
  await pool.query('grant insert, select on choice_probe to service_role');
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

const scope = (role: string, readOnly = false): RequestScope => ({
  role, claims: { role }, headers: {}, method: 'GET', path: '/probe', readOnly,
});
const xact = 'select pg_catalog.pg_current_xact_id()::text as xact, current_user as who';

describe('withScopedChoice', () => {
  it('asks its question and runs the statement it chooses in one transaction, as the request\'s role', async () => {
    let seen: Record<string, unknown>[] = [];
    const { rows, ahead } = await withScopedChoice(pool, scope('service_role'), { text: xact, values: [] }, (aheadRows) => {
      seen = aheadRows;
      return { text: xact, values: [] };
    });
    expect(seen).toEqual(ahead);
    expect(ahead[0]?.who).toBe('service_role');
    expect(rows[0]).toEqual(ahead[0]);
  });

  it('commits the chosen statement when nothing checks it, and rolls it back when the check throws', async () => {
    const insert = (n: number) => ({ text: 'insert into choice_probe values ($1) returning n', values: [n] });
    await withScopedChoice(pool, scope('service_role'), { text: 'select 1', values: [] }, () => insert(1));
    await expect(withScopedChoice(pool, scope('service_role'), { text: 'select 1', values: [] }, () => insert(2), () => {
      throw new Error('refused');
    })).rejects.toThrow('refused');
    const { rows } = await pool.query<{ n: number }>('select n from choice_probe order by n');
    expect(rows.map((r) => r.n)).toEqual([1]);
  });

  it('fails without running a choice when the question fails', async () => {
    let chosen = false;
    await expect(withScopedChoice(pool, scope('anon', true), { text: 'select 1/0', values: [] }, () => {
      chosen = true;
      return { text: 'select 1', values: [] };
    })).rejects.toThrow(/division by zero/);
    expect(chosen).toBe(false);
    // The connection is usable again: the failed transaction was rolled back.
    expect((await pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
  });
});
