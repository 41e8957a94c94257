import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';

// Rows of a sample of tables, as one digest per table. Profiles' updated_at is left out: the
// seed fills in profiles that the sign-up trigger created, and the update trigger stamps now().
const SAMPLE: Record<string, string> = {
  'auth.users': 'select to_jsonb(t) from auth.users t',
  'auth.identities': 'select to_jsonb(t) from auth.identities t',
  'public.profiles': `select to_jsonb(t) - 'updated_at' from public.profiles t`,
  'public.user_roles': 'select to_jsonb(t) from public.user_roles t',
  'public.properties': 'select to_jsonb(t) from public.properties t',
  'public.property_visits': 'select to_jsonb(t) from public.property_visits t',
  'public.shortlisted_properties': 'select to_jsonb(t) from public.shortlisted_properties t',
  'public.brokers': 'select to_jsonb(t) from public.brokers t',
  'public.affiliate_registrations': 'select to_jsonb(t) from public.affiliate_registrations t',
  'public.managed_rental_applications': 'select to_jsonb(t) from public.managed_rental_applications t',
  'public.managed_property_rvl_payments': 'select to_jsonb(t) from public.managed_property_rvl_payments t',
  'public.managed_rental_commissions': 'select to_jsonb(t) from public.managed_rental_commissions t',
};

async function digests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, string> = {};
    for (const [table, sql] of Object.entries(SAMPLE)) {
      const { rows } = await client.query<{ digest: string; n: number }>(
        `select md5(coalesce(string_agg(r::text, E'\\n' order by r::text), '')) as digest, count(*)::int as n from (${sql}) as s(r)`,
      );
      out[table] = `${rows[0]?.n}:${rows[0]?.digest}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

describe('seed determinism', () => {
  const dbs: TestDatabase[] = [];
  let first: Record<string, string>;
  let second: Record<string, string>;
  let otherSeed: Record<string, string>;

  beforeAll(async () => {
    dbs.push(await createTestDatabase(), await createTestDatabase(), await createTestDatabase());
    const [a, b, c] = dbs as [TestDatabase, TestDatabase, TestDatabase];
    await Promise.all([
      seed(a.url, { listings: 300, today: '2026-11-21' }),
      seed(b.url, { listings: 300, today: '2026-11-21' }),
      seed(c.url, { listings: 300, today: '2026-11-21', seed: 'another-seed' }),
    ]);
    [first, second, otherSeed] = await Promise.all([digests(a.url), digests(b.url), digests(c.url)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(dbs.map((db) => db.drop()));
  });

  it('gives byte-identical rows for the same seed, size and day', () => {
    for (const table of Object.keys(SAMPLE)) {
      expect(first[table], `${table} has rows`).not.toMatch(/^0:/);
      expect(second[table], `${table} differs between two seeds`).toBe(first[table]);
    }
  });

  it('gives different rows for a different seed', () => {
    expect(otherSeed['public.properties'], 'listings with another seed').not.toBe(first['public.properties']);
    expect(otherSeed['auth.users'], 'accounts with another seed').not.toBe(first['auth.users']);
  });
});
