// The seeded ranks, volumes and commissions are what the monthly commission run computes: an
// admin running it over the latest seeded month changes nothing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart, todayIst } from '../../seed/dates.ts';
import { seed } from '../../seed/seed.ts';
import { runMonthlyCommissions, type CommissionRunSummary } from '../../src/commissions/run.ts';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';

// The run judges shadow balancing by the database clock, so the seed is made for today too.
const TODAY = todayIst();
const LATEST = monthStart(TODAY, -1);

const SNAPSHOT = {
  ranks: 'select id, current_rank::text as rank from public.brokers order by id',
  commissions: `select source_payment_id, beneficiary_user_id, broker_id, affiliate_id, level, amount::text, percentage::text,
                       commission_type, status, month_year::text from public.managed_rental_commissions
                 order by source_payment_id, level`,
  volumes: `select broker_id, current_rank::text, qualified_rvl::text, personal_rvl::text, primary_stream_rvl::text,
                   growth_stream_rvl::text from public.broker_volumes where month = $1 order by broker_id`,
  metrics: `select affiliate_id, rank::text, qualified_rvl::text, personal_rvl::text, primary_stream_rvl::text,
                   growth_stream_rvl::text from public.affiliate_metrics where month = $1 order by affiliate_id`,
};

describe('seeded month against the monthly commission run', () => {
  let db: TestDatabase;
  let client: pg.Client;
  let summary: CommissionRunSummary;
  let seededSummary: unknown;
  const before: Record<string, unknown[]> = {};
  const after: Record<string, unknown[]> = {};

  const snapshot = async (into: Record<string, unknown[]>) => {
    for (const [name, sql] of Object.entries(SNAPSHOT)) {
      into[name] = (await client.query(sql, sql.includes('$1') ? [LATEST] : [])).rows;
    }
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    await seed(db.url, { listings: 300, today: TODAY });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    await snapshot(before);
    seededSummary = (await client.query(`select summary from public.commission_runs where month = $1`, [LATEST])).rows[0]?.summary;
    summary = await runMonthlyCommissions(client, LATEST);
    await snapshot(after);
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('runs over a month with attributed paid RVL and unpaid commissions', async () => {
    expect(summary.payments, 'paid RVL payments in the month').toBeGreaterThan(100);
    const pending = before.commissions?.filter((c) => (c as { month_year: string; status: string }).month_year === LATEST);
    expect(pending?.length, 'seeded commissions of the month').toBe(summary.commissions);
    expect(pending?.every((c) => (c as { status: string }).status === 'pending'), 'all still unpaid').toBe(true);
  });

  it("records on the seeded run the figures the run computes (members, ranks changed, payments…)", () => {
    const { changes: _changes, ...figures } = summary;
    expect(figures.members, 'members').toBeGreaterThan(0);
    expect(figures.ranks_changed, 'ranks changed').toBeGreaterThan(0);
    expect(seededSummary, 'the seeded run of the month').toEqual(figures);
  });

  it('changes no broker rank', () => {
    expect(before.ranks?.length, 'brokers').toBeGreaterThan(0);
    expect(after.ranks, 'current ranks').toEqual(before.ranks);
  });

  it('changes no commission', () => {
    expect(after.commissions, 'commission rows').toEqual(before.commissions);
  });

  it('changes no broker volume or affiliate metric of the month', () => {
    // Every broker who had joined by the month's end; those who joined since have no rank yet.
    const ranked = before.ranks?.filter((r) => (r as { rank: string | null }).rank !== null);
    expect(before.volumes?.length, 'broker volumes').toBe(ranked?.length);
    expect(after.volumes, 'broker volumes').toEqual(before.volumes);
    expect(before.metrics?.length, 'affiliate metrics').toBeGreaterThan(0);
    expect(after.metrics, 'affiliate metrics').toEqual(before.metrics);
  });

  it('leaves brokers of every rank', () => {
    const ranks = new Set(after.ranks?.map((r) => (r as { rank: string | null }).rank).filter((rank) => rank !== null));
    expect([...ranks].sort(), 'broker ranks').toEqual(['builder', 'chairman', 'director', 'executive', 'leader', 'starter']);
  });
});
