import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';
import { anon, connect, createUser, signedIn, withActor, type Actor } from '../helpers/actors.ts';

/**
 * The public search must use the partial "listed" indexes even through row-level security, so it
 * stays an index scan at 1,000,000 listings. Asserted on plans (not timings) over 30,000 rows.
 */

let db: TestDatabase;
let client: pg.Client;
let tenant: Actor;

beforeAll(async () => {
  db = await createTestDatabase();
  client = await connect(db.url);
  const owner = await createUser(client, { roles: ['landlord'] });
  tenant = signedIn(await createUser(client, { roles: ['tenant'] }));
  await client.query(
    `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, property_type, furnishing,
                                    availability, verified, available_from, created_at)
     select 'Flat ' || g, $1,
            (array['Bengaluru', 'Mumbai', 'Pune', 'Chennai', 'Hyderabad', 'Delhi'])[1 + g % 6],
            'Locality ' || (g % 40),
            10000 + (g * 37) % 90000, 1 + g % 5,
            (enum_range(null::public.property_type))[1 + g % 7],
            (enum_range(null::public.furnishing))[1 + g % 3],
            case when g % 5 = 0 then 'rented'::public.property_availability else 'available' end,
            g % 7 <> 0, date '2026-11-01' + g % 90, now() - make_interval(mins => g)
       from generate_series(1, 30000) g`,
    [owner.id],
  );
  await client.query('analyze public.properties');
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

const LISTED = `availability = 'available' and verified`;
const SEARCHES: [string, string][] = [
  ['newest first', `select id from public.properties where ${LISTED} order by created_at desc, id desc limit 20`],
  ['city, newest first', `select id from public.properties where ${LISTED} and city = 'Pune' order by created_at desc, id desc limit 20`],
  ['city and locality', `select id from public.properties where ${LISTED} and city = 'Pune' and locality = 'Locality 7' order by created_at desc limit 20`],
  ['city and rent range', `select id from public.properties where ${LISTED} and city = 'Mumbai' and rent between 20000 and 21000 order by rent limit 20`],
  ['city, bedrooms and rent', `select id from public.properties where ${LISTED} and city = 'Chennai' and bedrooms = 3 and rent <= 15000 limit 20`],
  ['city and property type', `select id from public.properties where ${LISTED} and city = 'Delhi' and property_type = 'Villa' order by created_at desc limit 20`],
  ['city and furnishing', `select id from public.properties where ${LISTED} and city = 'Delhi' and furnishing = 'Unfurnished' order by created_at desc limit 20`],
  ['available from', `select id from public.properties where ${LISTED} and available_from <= date '2026-11-03' limit 20`],
];

async function plan(actor: Actor, sql: string): Promise<string> {
  return withActor(client, actor, async (c) => {
    const { rows } = await c.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.each([
  ['a visitor', () => anon],
  ['a signed-in tenant', () => tenant],
] as const)('public search by %s', (_who, actor) => {
  it.each(SEARCHES)('%s uses a listed-properties index', async (_name, sql) => {
    const text = await plan(actor(), sql);
    expect(text, 'plan uses a partial index on listed rows').toMatch(/properties_listed_\w+_idx/);
    expect(text, 'no sequential scan of properties').not.toMatch(/Seq Scan on properties/);
  });

  // Through row-level security a rent range used to be estimated at one row, so PostgreSQL read
  // every match and sorted them (hundreds of ms at 1,000,000 listings) instead of walking the
  // newest-first index and stopping after 20.
  it('city, bedrooms, rent range, newest first walks the newest-first index without sorting', async () => {
    const text = await plan(
      actor(),
      `select * from public.properties where ${LISTED} and city = 'Pune' and bedrooms = 2
          and rent >= 20000 and rent <= 80000 order by created_at desc limit 20`,
    );
    expect(text, 'plan walks a newest-first listed index').toMatch(/Index Scan using properties_listed_(city_)?(bedrooms_)?newest_idx/);
    expect(text, 'no sort of all matches').not.toMatch(/Sort/);
  });
});
