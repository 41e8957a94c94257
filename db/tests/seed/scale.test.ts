import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed, type SeedResult } from '../../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';

// The set-based bulk path (indexes rebuilt after the load) at 10x the default size; the
// 1,000,000-listing run uses the same statements.
const INDEXES = `select count(*)::int as n from pg_indexes where schemaname = 'public'
  and tablename in ('properties', 'property_images', 'property_visits', 'property_applications',
                    'shortlisted_properties', 'recently_viewed_properties')`;

describe('seed at scale', () => {
  let db: TestDatabase;
  let client: pg.Client;
  let result: SeedResult;
  let indexesBefore: number;
  const lines: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    indexesBefore = (await client.query<{ n: number }>(INDEXES)).rows[0]?.n ?? 0;
    result = await seed(db.url, { listings: 20_000, today: '2026-11-21', bulk: true, log: (line) => lines.push(line) });
  }, 300_000);
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('inserts the requested number of listings with galleries and activity', async () => {
    const { rows } = await client.query<{ listings: number; images: number; visits: number; landlords: number }>(
      `select (select count(*)::int from public.properties) as listings,
              (select count(*)::int from public.property_images) as images,
              (select count(*)::int from public.property_visits) as visits,
              (select count(distinct listed_by)::int from public.properties) as landlords`,
    );
    expect(result.listings, 'reported listings').toBe(20_000);
    expect(rows[0]?.listings, 'listings').toBe(20_000);
    expect(rows[0]?.images, 'gallery rows').toBe(60_000);
    // 30% of the listings, plus the demo broker's six visit requests (db/seed/tenancies.ts).
    expect(rows[0]?.visits, 'visits').toBe(6_006);
    expect(rows[0]?.landlords, 'landlords owning listings').toBeGreaterThan(150);
    expect(lines.at(-1), 'progress log').toMatch(/^seed: done/);
  });

  it('rebuilds every index it dropped for the load', async () => {
    const { rows } = await client.query<{ n: number }>(INDEXES);
    expect(indexesBefore, 'indexes on the bulk tables').toBeGreaterThan(6);
    expect(rows[0]?.n, 'indexes after the bulk load').toBe(indexesBefore);
    expect(lines.some((line) => /rebuilt \d+ indexes/.test(line)), 'bulk path taken').toBe(true);
  });

  it('keeps listings unique and rents positive', async () => {
    const { rows } = await client.query<{ ids: number; bad: number }>(
      `select count(distinct id)::int as ids, count(*) filter (where rent <= 0 or deposit < rent)::int as bad from public.properties`,
    );
    expect(rows[0]?.ids, 'distinct ids').toBe(20_000);
    expect(rows[0]?.bad, 'listings with a bad rent or deposit').toBe(0);
  });

  // As autovacuum would leave them: without the visibility map, a count of listed homes reads
  // every heap page instead of the index alone.
  it('leaves the listings vacuumed and analysed', async () => {
    const { rows } = await client.query<{ pages: number; visible: number; analysed: boolean }>(
      `select relpages as pages, relallvisible as visible,
              (select last_analyze is not null or last_autoanalyze is not null
                 from pg_stat_user_tables where relid = 'public.properties'::regclass) as analysed
         from pg_class where oid = 'public.properties'::regclass`,
    );
    expect(rows[0]?.pages, 'heap pages').toBeGreaterThan(100);
    // A page the seed's last statements touched may wait for the next vacuum; before, none was marked.
    expect(rows[0]?.visible, 'pages marked all-visible').toBeGreaterThanOrEqual(Math.floor((rows[0]?.pages ?? 0) * 0.99));
    expect(rows[0]?.analysed, 'statistics gathered').toBe(true);
  });
});
