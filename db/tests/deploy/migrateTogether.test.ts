// Two hosts starting at the same moment both migrate the same database: the second waits for the
// first, says so in one line, and finds nothing left to apply.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/migrate.ts';
import { holdLockUntilWaited, TEST_PG_URL } from '../../src/testing.ts';

const serverUrl = () => process.env[TEST_PG_URL]!;
const database = `together_${process.pid}`;
const url = () => {
  const parsed = new URL(serverUrl());
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function query<T extends pg.QueryResultRow>(connection: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: connection });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await query(serverUrl(), `create database "${database}"`);
});
afterAll(async () => {
  await query(serverUrl(), `drop database if exists "${database}" with (force)`);
});

describe('two migrations of one empty database at once', () => {
  it('both succeed, the second waiting for the first, and every migration is applied once', async () => {
    // A third session holds the lock until both have asked for it, so that neither can run alone.
    const release = await holdLockUntilWaited(url(), 'migrate', 2);
    const lines: string[][] = [[], []];
    const runs = lines.map((said) => migrate(url(), { platform: true, log: (line) => said.push(line) }));
    await release();
    const [first, second] = await Promise.all(runs);
    const applied = [first!, second!].map((result) => result.platform.length + result.app.length);
    expect(Math.min(...applied), 'the second applies nothing').toBe(0);
    expect(Math.max(...applied), 'the first applies them all').toBeGreaterThan(100);
    expect(lines, 'each said once that it waits').toEqual([
      ['Another start is migrating this database; waiting for it to finish ...'],
      ['Another start is migrating this database; waiting for it to finish ...'],
    ]);
    const twice = await query(url(), `
      select name from supabase_migrations.schema_migrations group by name having count(*) > 1
      union all select name from supabase_migrations.platform_migrations group by name having count(*) > 1`);
    expect(twice, 'migrations recorded more than once').toEqual([]);
  });
});
