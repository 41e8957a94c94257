import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';

const run = promisify(execFile);

describe('seed CLI', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('seeds DATABASE_URL with --listings and prints the demo accounts', async () => {
    const { stdout } = await run(process.execPath, [path.join(REPO_ROOT, 'db', 'seed', 'cli.ts'), '--listings', '150'], {
      env: { ...process.env, DATABASE_URL: db.url },
    });
    expect(stdout, 'admin account printed').toMatch(/admin@demo\.rentals\.in\s+Admin@Demo2026/);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from public.properties');
    await client.end();
    expect(rows[0]?.n, 'listings').toBe(150);
  });
});
