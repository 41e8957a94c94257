import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { MAX_NAMED, MAX_PREPARED, runBatch, statementName } from './batch.ts';

let db: TestDatabase;
let pool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  // One connection, so every batch meets the statements the previous ones prepared.
  pool = new pg.Pool({ connectionString: db.url, max: 1 });
  await pool.query('create table batch_probe (n int)');
});
afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

async function onClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    return await work(client);
  } finally {
    client.release();
  }
}

const preparedCount = async () =>
  Number((await pool.query<{ n: string }>('select count(*) as n from pg_prepared_statements')).rows[0]?.n);

describe('statementName', () => {
  it('names a text once, and keeps the name of a text in use when MAX_NAMED others come after it', () => {
    const busy = 'select $1::int as busy';
    const name = statementName(busy);
    expect(statementName(busy)).toBe(name);
    const first = statementName('select 0 as other');
    for (let i = 1; i <= MAX_NAMED; i += 1) {
      statementName(`select ${i} as other`);
      if (i % 100 === 0) statementName(busy);
    }
    expect(statementName(busy)).toBe(name);
    // The least recently used text was forgotten, so it is named anew.
    expect(statementName('select 0 as other')).not.toBe(first);
  });
});

describe('runBatch', () => {
  it('returns each statement\'s rows, parsed with the usual type parsers', async () => {
    const results = await onClient((client) => runBatch(client, [
      { text: 'begin', values: [] },
      { name: statementName('select $1::int + 1 as n, $2::text as t'), text: 'select $1::int + 1 as n, $2::text as t', values: [41, 'x'] },
      { text: 'select 1 where false', values: [] },
      { text: 'commit', values: [] },
    ]));
    expect(results).toEqual([[], [{ n: 42, t: 'x' }], [], []]);
  });

  it('runs a statement whose rows are not wanted without handing them back, and parses the next one\'s', async () => {
    const results = await onClient((client) => runBatch(client, [
      { text: 'begin', values: [], rows: false },
      { text: "select set_config('app.probe', $1, true) as set, 7 as other", values: ['seen'], rows: false },
      { text: "select current_setting('app.probe') as probe, $1::int as n", values: [3] },
      { text: 'commit', values: [], rows: false },
    ]));
    expect(results).toEqual([[], [], [{ probe: 'seen', n: 3 }], []]);
  });

  it('stops at the first error, rejects with it, and reuses a named statement afterwards', async () => {
    const divide = 'select 10 / $1::int as q';
    const name = statementName(divide);
    await expect(onClient((client) => runBatch(client, [
      { name, text: divide, values: [0] },
      { text: 'insert into batch_probe values (1)', values: [] },
    ]))).rejects.toMatchObject({ code: '22012' });
    expect((await pool.query('select * from batch_probe')).rowCount).toBe(0);
    const again = await onClient((client) => runBatch(client, [{ name, text: divide, values: [5] }]));
    expect(again).toEqual([[{ q: 2 }]]);
  });

  it('parses again a named statement that a failure before it left unparsed', async () => {
    const text = 'select $1::int * 2 as d';
    const name = statementName(text);
    await expect(onClient((client) => runBatch(client, [
      { text: 'selec 1', values: [] },
      { name, text, values: [1] },
    ]))).rejects.toMatchObject({ code: '42601' });
    expect(await onClient((client) => runBatch(client, [{ name, text, values: [4] }]))).toEqual([[{ d: 8 }]]);
  });

  it('recovers when the connection\'s statements were dropped behind its back', async () => {
    const text = 'select $1::int - 1 as m';
    const name = statementName(text);
    expect(await onClient((client) => runBatch(client, [{ name, text, values: [3] }]))).toEqual([[{ m: 2 }]]);
    await pool.query('deallocate all');
    await expect(onClient((client) => runBatch(client, [{ name, text, values: [3] }]))).rejects.toMatchObject({ code: '26000' });
    expect(await onClient((client) => runBatch(client, [{ name, text, values: [3] }]))).toEqual([[{ m: 2 }]]);
  });

  it('describes a prepared statement\'s rows once per connection, and reads them after as before', async () => {
    const text = "select $1::int as n, $2::date as d, null::text as z, 'x' as t";
    const name = statementName(text);
    const describes = await onClient(async (client) => {
      const connection = (client as unknown as { connection: { describe: (...args: unknown[]) => unknown } }).connection;
      const original = connection.describe;
      let count = 0;
      connection.describe = function (...args: unknown[]) {
        count += 1;
        return original.apply(this, args);
      };
      try {
        for (const n of [1, 2, 3]) {
          const [rows] = await runBatch(client, [{ name, text, values: [n, '2026-11-27'] }]);
          expect(rows).toEqual([{ n, d: new Date(2026, 10, 27), z: null, t: 'x' }]);
        }
        // An unnamed statement is parsed, so described, every time.
        for (const n of [1, 2]) expect(await runBatch(client, [{ text: 'select $1::int as n', values: [n] }])).toEqual([[{ n }]]);
      } finally {
        connection.describe = original;
      }
      return count;
    });
    expect(describes).toBe(3);
  });

  it('reads a statement that returns no rows, described or not', async () => {
    const text = 'insert into batch_probe values ($1)';
    const name = statementName(text);
    for (const n of [7, 8]) expect(await onClient((client) => runBatch(client, [{ name, text, values: [n] }]))).toEqual([[]]);
    expect((await pool.query('delete from batch_probe where n in (7, 8)')).rowCount).toBe(2);
  });

  it('prepares a statement again once its table\'s columns changed, instead of refusing it for ever', async () => {
    await pool.query('create table batch_shape (a int)');
    await pool.query('insert into batch_shape values (1)');
    const text = 'select * from batch_shape';
    const name = statementName(text);
    const run = () => onClient((client) => runBatch(client, [{ name, text, values: [] }]));
    expect(await run()).toEqual([[{ a: 1 }]]);
    await pool.query('alter table batch_shape add column b text default \'new\'');
    await expect(run()).rejects.toMatchObject({ code: '0A000' });
    expect(await run()).toEqual([[{ a: 1, b: 'new' }]]);
    expect(await run()).toEqual([[{ a: 1, b: 'new' }]]);
  });

  it('keeps at most MAX_PREPARED statements on a connection', async () => {
    for (let i = 0; i < MAX_PREPARED + 20; i += 1) {
      const text = `select ${i} as i, $1::int as v`;
      const rows = await onClient((client) => runBatch(client, [{ name: statementName(text), text, values: [i] }]));
      expect(rows).toEqual([[{ i, v: i }]]);
    }
    // The evicted names are closed by the next batch on the connection.
    await onClient((client) => runBatch(client, [{ text: 'select 1', values: [] }]));
    expect(await preparedCount()).toBeLessThanOrEqual(MAX_PREPARED);
  });
});
