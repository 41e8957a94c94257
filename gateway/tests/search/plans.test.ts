import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { paging } from '../../src/rest/paging.ts';
import { parseQuery } from '../../src/rest/parse/queryString.ts';
import { loadSchemaCache, type SchemaCache } from '../../src/rest/schemaCache.ts';
import { Shaper } from '../../src/rest/sql/shape.ts';
import { shapedStatement, tableSource, type Statement } from '../../src/rest/sql/statements.ts';
import { findTable } from '../../src/rest/tables.ts';
import { insertListings } from './listings.ts';
import { searchShapes } from './shapes.ts';

/**
 * Every search shape of the public search page is planned, as a visitor (anon, through row-level
 * security), as a walk of a listed-properties index in the page's order that stops after its page:
 * no sort, no sequential or bitmap scan of properties, for the page and for the bounded count.
 * Several filters at once may instead read their narrow index range and sort it (bounded below).
 * Asserted on plans (not timings) over 120,000 listings with the demo data's proportions.
 */
let db: TestDatabase;
let pool: pg.Pool;
let cache: SchemaCache;
const LISTINGS = 120_000;

beforeAll(async () => {
  db = await createTestDatabase();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
  const { rows } = await pool.query<{ id: string }>(`insert into auth.users (email) values ('owner@plans.test') returning id`);
  await insertListings(pool, rows[0]!.id, LISTINGS);
  cache = await loadSchemaCache(pool);
}, 300_000);

afterAll(async () => {
  await pool?.end();
  await db?.drop();
});

/** The statement the gateway runs for `query` on properties, with count=estimated's bounded count. */
function statementFor(query: string): Statement {
  const parsed = parseQuery([...new URLSearchParams(query).entries()]);
  const { offset, limit } = paging(parsed, undefined, 1000);
  return shapedStatement({
    cache, query: parsed, table: findTable(cache, 'properties'), from: tableSource('properties'), ctes: [],
    shaper: new Shaper(cache, parsed), output: { media: 'json', stripNulls: false }, limit, offset, count: { upTo: 1000 },
  });
}

async function planAsVisitor(statement: Statement): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query(`begin; set local role anon`);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.values);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** The planner's row estimate of every Sort in the plan: the rows it sorts. */
function sortedRows(plan: string): number[] {
  return [...plan.matchAll(/\bSort\s+\(cost=[^)]*rows=(\d+)/g)].map((match) => Number(match[1]));
}

describe('public search shapes at scale', () => {
  const shapes = searchShapes();
  it.each(shapes.filter((shape) => !shape.combined).map((shape) => [shape.name, shape.query]))('%s walks a listed index and stops after its page', async (_name, query) => {
    const plan = await planAsVisitor(statementFor(query));
    expect(plan, 'no sort of the matches').not.toMatch(/Sort/);
    expect(plan, 'no sequential scan of properties').not.toMatch(/Seq Scan on properties/);
    expect(plan, 'no bitmap scan (it reads every match first)').not.toMatch(/Bitmap Heap Scan on properties/);
    const walks = plan.match(/Index (Only )?Scan( Backward)? using properties_listed_\w+/g) ?? [];
    expect(walks.length, `the page and the count each walk a listed index:\n${plan}`).toBeGreaterThanOrEqual(2);
    expect(plan.match(/Limit/g)?.length, 'the page and the count each stop').toBeGreaterThanOrEqual(2);
  });

  // Several filters at once leave few matches; reading that narrow index range and sorting it can
  // beat a walk that checks most of its entries. Either is bounded: what must never happen is a
  // scan of the table or a sort of a large share of it.
  it.each(shapes.filter((shape) => shape.combined).map((shape) => [shape.name, shape.query]))('%s reads a listed index and sorts at most 1 %% of listings', async (_name, query) => {
    const plan = await planAsVisitor(statementFor(query));
    expect(plan, 'no sequential scan of properties').not.toMatch(/Seq Scan on properties/);
    const scans = plan.match(/(Index (Only )?Scan( Backward)?|Bitmap Index Scan) (using|on) \w+/g) ?? [];
    expect(scans.length, `the page and the count each read an index:\n${plan}`).toBeGreaterThanOrEqual(2);
    expect(scans.filter((scan) => !/properties_listed_/.test(scan)), 'only the listed indexes').toEqual([]);
    expect(plan.match(/Limit/g)?.length, 'the page and the count each stop').toBeGreaterThanOrEqual(2);
    for (const rows of sortedRows(plan)) expect(rows, `rows sorted:\n${plan}`).toBeLessThanOrEqual(LISTINGS / 100);
  });
});
