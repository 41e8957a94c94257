import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@rentals/db/testing';
import { estimateStatement, plannedRows } from '../../src/rest/estimate.ts';
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
 * Several filters at once may instead read their narrow index range and sort it (bounded below, on
 * the rows really sorted). Asserted on plans (not timings) over 120,000 listings with the demo
 * data's proportions.
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

/**
 * The statement the gateway runs for `query` on properties with count=estimated (rest/read.ts):
 * the bounded count when the planner expects at most db-max-rows matches, else the page alone.
 */
async function statementFor(query: string): Promise<Statement & { counts: boolean }> {
  const parsed = parseQuery([...new URLSearchParams(query).entries()]);
  const { offset, limit } = paging(parsed, undefined, 1000);
  const build = (count: false | { upTo: number }) => shapedStatement({
    cache, query: parsed, table: findTable(cache, 'properties'), from: tableSource({ schema: 'public', name: 'properties' }), ctes: [],
    shaper: new Shaper(cache, parsed), output: { media: 'json', stripNulls: false }, limit, offset, count,
  });
  const counted = build({ upTo: 1000 });
  const ahead = estimateStatement(counted);
  const estimate = plannedRows(await asVisitor((client) => client.query(ahead.text, ahead.values)));
  return estimate > 1000 ? { ...build(false), counts: false } : { ...counted, counts: true };
}

async function asVisitor(run: (client: pg.PoolClient) => Promise<pg.QueryResult>): Promise<Record<string, unknown>[]> {
  const client = await pool.connect();
  try {
    await client.query(`begin; set local role anon`);
    return (await run(client)).rows;
  } finally {
    await client.query('rollback');
    client.release();
  }
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

interface PlanNode {
  'Node Type': string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

/** Runs the statement as a visitor and returns its plan with the rows each step really produced. */
async function analyseAsVisitor(statement: Statement): Promise<PlanNode> {
  const client = await pool.connect();
  try {
    await client.query(`begin; set local role anon`);
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (analyze, timing off, format json) ${statement.sql}`, statement.values);
    return rows[0]!['QUERY PLAN'][0].Plan;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** The rows every Sort of the plan really sorted (what its input produced, not the planner's guess). */
function sortedRows(node: PlanNode): number[] {
  const below = (node.Plans ?? []).flatMap(sortedRows);
  if (node['Node Type'] !== 'Sort') return below;
  return [(node.Plans ?? []).reduce((sum, child) => sum + (child['Actual Rows'] ?? 0), 0), ...below];
}

describe('public search shapes at scale', () => {
  const shapes = searchShapes();
  it.each(shapes.filter((shape) => !shape.combined).map((shape) => [shape.name, shape.query]))('%s walks a listed index and stops after its page', async (_name, query) => {
    const statement = await statementFor(query);
    const plan = await planAsVisitor(statement);
    const reads = statement.counts ? 2 : 1;
    expect(plan, 'no sort of the matches').not.toMatch(/Sort/);
    expect(plan, 'no sequential scan of properties').not.toMatch(/Seq Scan on properties/);
    expect(plan, 'no bitmap scan (it reads every match first)').not.toMatch(/Bitmap Heap Scan on properties/);
    const walks = plan.match(/Index (Only )?Scan( Backward)? using properties_listed_\w+/g) ?? [];
    expect(walks.length, `the page and any count each walk a listed index:\n${plan}`).toBeGreaterThanOrEqual(reads);
    expect(plan.match(/Limit/g)?.length, 'the page and any count each stop').toBeGreaterThanOrEqual(reads);
    if (/[?&]rent=/.test(`&${query}`)) {
      expect(plan, 'the rent range is checked in the index, before any listing is read').not.toMatch(/Filter: .*\brent\b/);
    }
  });

  // Several filters at once leave few matches; reading that narrow index range and sorting it can
  // beat a walk that checks most of its entries. Either is bounded: what must never happen is a
  // scan of the table or a sort of a large share of it.
  it.each(shapes.filter((shape) => shape.combined).map((shape) => [shape.name, shape.query]))('%s reads a listed index and sorts at most 1 %% of listings (2 %% for the deepest page)', async (_name, query) => {
    const statement = await statementFor(query);
    const plan = await planAsVisitor(statement);
    const reads = statement.counts ? 2 : 1;
    expect(plan, 'no sequential scan of properties').not.toMatch(/Seq Scan on properties/);
    const scans = plan.match(/(Index (Only )?Scan( Backward)?|Bitmap Index Scan) (using|on) \w+/g) ?? [];
    expect(scans.length, `the page and any count each read an index:\n${plan}`).toBeGreaterThanOrEqual(reads);
    expect(scans.filter((scan) => !/properties_listed_/.test(scan)), 'only the listed indexes').toEqual([]);
    expect(plan.match(/Limit/g)?.length, 'the page and any count each stop').toBeGreaterThanOrEqual(reads);
    const sorted = sortedRows(await analyseAsVisitor(statement));
    // A first page never sorts more than 1 %. The deepest page may read and sort the matches of a
    // city and BHK when the planner, which takes rents to be independent of city and size, expects
    // fewer of them than the page's offset (Mumbai's 4 BHKs at Mumbai rents).
    const bound = /offset=/.test(query) ? LISTINGS / 50 : LISTINGS / 100;
    for (const rows of sorted) expect(rows, `rows sorted:\n${plan}`).toBeLessThanOrEqual(bound);
  });
});

/**
 * The home page's one call (home_listings) keeps a single plan for every call, made without its
 * values; at this size that plan must still walk the listed indexes and stop, never read or sort
 * every listing. Planned as the function does, as a prepared statement under force_generic_plan.
 */
describe('the home page\'s call at scale', () => {
  it('keeps one plan that walks the listed indexes for the newest, the featured and the count', async () => {
    const { rows } = await pool.query<{ source: string; settings: string[] }>(
      `select prosrc as source, proconfig as settings from pg_proc where oid = 'public.home_listings(integer, integer, numeric)'::regprocedure`,
    );
    expect(rows[0]?.settings, 'one plan for every call').toContain('plan_cache_mode=force_generic_plan');
    // As autovacuum leaves a running service's table (and the seed leaves the demo's): the visibility
    // map set, without which counting most of a table reads it whole whatever the plan's values.
    await pool.query('vacuum (analyze) public.properties');
    const body = (rows[0]?.source ?? '').replaceAll('_newest', '$1').replaceAll('_featured', '$2').replaceAll('_min_rating', '$3');
    const client = await pool.connect();
    try {
      await client.query(`begin; set local role anon; set local plan_cache_mode = force_generic_plan`);
      await client.query(`prepare home_plan(integer, integer, numeric) as ${body}`);
      const explained = await client.query<{ 'QUERY PLAN': string }>(`explain execute home_plan(6, 6, 4.5)`);
      const plan = explained.rows.map((row) => row['QUERY PLAN']).join('\n');
      expect(plan, `no sequential scan of properties:\n${plan}`).not.toMatch(/Seq Scan on properties/);
      expect(plan, 'no bitmap scan (it reads every match first)').not.toMatch(/Bitmap Heap Scan on properties/);
      expect(plan.match(/Index Scan using properties_listed_newest_idx/g)?.length, `the newest and the featured walk the newest listed first:\n${plan}`).toBe(2);
      expect(plan, 'the count reads a listed index alone').toMatch(/Index Only Scan using properties_listed_\w+/);
      expect(plan, 'nothing read from properties is sorted').not.toMatch(/Sort Key: p/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
