import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertActivity } from '../../seed/activity.ts';
import { DEFAULT_SEED, seed } from '../../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';

// Random draws repeat a (person, listing) pair more often the larger the seed: at 120,000 listings
// the demo tenant alone draws hundreds of requests. Here every draw past the demo landlord's first
// 24 falls on one listing and one tenant, so repeats are certain at the smallest size.
const TODAY = '2026-11-21';

describe('seeded visits and applications', () => {
  let db: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seed(db.url, { listings: 50, today: TODAY });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await client.query('delete from public.property_applications');
    await client.query('delete from public.property_visits');
    await client.query('delete from public.shortlisted_properties');
    await client.query('delete from public.recently_viewed_properties');
    const { rows } = await client.query<{ id: string }>(
      `select u.user_id as id from public.user_roles u where u.role = 'tenant' order by u.user_id limit 1`,
    );
    await insertActivity(client, { seed: DEFAULT_SEED, listings: 1, today: TODAY, tenants: [rows[0]!.id] });
  }, 300_000);
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('keeps one open application per person and listing, closing the later repeats', async () => {
    const { rows } = await client.query<{ total: number; open_pairs: number; open: number; repeats: number }>(
      `select count(*)::int as total,
              count(distinct (property_id, user_id)) filter (where status in ('pending', 'approved'))::int as open_pairs,
              count(*) filter (where status in ('pending', 'approved'))::int as open,
              (select max(n)::int from (select count(*) as n from public.property_applications group by property_id, user_id) c) as repeats
         from public.property_applications`,
    );
    expect(rows[0]?.total, 'every drawn application is kept').toBe(50);
    expect(rows[0]?.repeats, 'the draws repeat a pair').toBeGreaterThan(2);
    expect(rows[0]?.open, 'open applications, one per pair').toBe(rows[0]?.open_pairs);
  });

  it('keeps one live visit request per person, listing and slot', async () => {
    const { rows } = await client.query<{ total: number; live: number; live_slots: number }>(
      `select count(*)::int as total,
              count(*) filter (where status in ('requested', 'scheduled'))::int as live,
              count(distinct (property_id, user_id, scheduled_date)) filter (where status in ('requested', 'scheduled'))::int as live_slots
         from public.property_visits`,
    );
    expect(rows[0]?.total, 'every drawn visit is kept').toBe(50);
    expect(rows[0]?.live, 'live visit requests, one per slot').toBe(rows[0]?.live_slots);
  });
});
