import { parse, validate, type GraphQLSchema } from 'postgraphile/graphql';
import pg from 'pg';
import { postgraphile } from 'postgraphile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { loadFixture } from './fixture.ts';
import { makePreset } from './servers/preset.ts';
import { makeWorkloads, type Fixture } from './workloads.ts';

// The migrated schema without seed data: these checks are about names and shapes, not rows.
let db: TestDatabase;
let fixture: Fixture;
let schema: GraphQLSchema;
let release: () => unknown;

beforeAll(async () => {
  db = await createTestDatabase();
  const loaded = await loadFixture(db.url);
  fixture = {
    ...loaded,
    propertyIds: ['00000000-0000-4000-8000-000000000001'],
    imagedIds: ['00000000-0000-4000-8000-000000000002'],
    searches: [{ city: 'Pune', bedrooms: 2, rentMin: 10000, rentMax: 30000 }],
  };
  const pgl = postgraphile(makePreset(db.url, 'a-secret-only-for-this-test-0123456789abcdef'));
  release = () => pgl.release();
  schema = await pgl.getSchema();
});

afterAll(async () => {
  await release?.();
  await db?.drop();
});

describe('against the migrated schema', () => {
  it('reads the columns of public.properties for the select-all forms', () => {
    expect(fixture.columns).toEqual(expect.arrayContaining(['id', 'title', 'rent', 'bedrooms', 'city', 'created_at', 'verified']));
  });

  it('every GraphQL document is valid for PostGraphile’s schema', () => {
    for (const workload of makeWorkloads(fixture)) {
      const { query } = JSON.parse(workload.graphql(0).body ?? '{}') as { query: string };
      const errors = validate(schema, parse(query)).map((e) => e.message);
      expect(errors, `${workload.name}: ${query}`).toEqual([]);
    }
  });

  it('every SQL statement runs as the role the HTTP servers use', async () => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      for (const workload of makeWorkloads(fixture)) {
        const sql = workload.sql(0);
        await client.query('begin');
        await client.query(`set local role ${workload.role}`);
        // The insert's property does not exist here, so only plan it; the reads can run.
        const text = workload.name === 'insert' ? `explain ${sql.text}` : sql.text;
        await expect(client.query(text, sql.values), workload.name).resolves.toBeDefined();
        await client.query('rollback');
      }
    } finally {
      await client.end();
    }
  });
});
