import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { REPO_ROOT } from '../../src/config.ts';
import { createTestDatabase, type TestDatabase } from '../../src/testing.ts';

// Seed rent ranges of shared/data/india.md section 3.3 (thousands of rupees), written out here
// rather than imported so the test checks the generator against the source, not against itself.
const INDIA_MD: Record<string, [number, number][]> = {
  Mumbai: [[25, 70], [45, 120], [80, 250]],
  Thane: [[15, 28], [25, 45], [40, 75]],
  'Navi Mumbai': [[15, 28], [25, 45], [40, 75]],
  Bengaluru: [[15, 30], [25, 65], [40, 150]],
  Delhi: [[15, 30], [25, 60], [40, 120]],
  Gurugram: [[15, 30], [28, 55], [40, 100]],
  Noida: [[9, 18], [15, 30], [25, 45]],
  'Greater Noida': [[9, 18], [15, 30], [25, 45]],
  Hyderabad: [[12, 25], [20, 55], [35, 80]],
  Pune: [[12, 22], [20, 40], [30, 65]],
  Chennai: [[10, 20], [18, 40], [30, 60]],
  Kolkata: [[8, 18], [15, 35], [25, 55]],
  Ahmedabad: [[8, 15], [15, 30], [22, 45]],
};

describe('seeded listings', () => {
  let db: TestDatabase;
  let client: pg.Client;
  const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seed(db.url, { today: '2026-11-21', listings: 2000 });
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  }, 120_000);
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('keeps 1 to 3 BHK rents inside the india.md range of their city, in ₹500 steps', async () => {
    const rows = await query<{ city: string; bedrooms: number; min: string; max: string; off_step: number }>(
      `select city, bedrooms, min(rent) as min, max(rent) as max, count(*) filter (where rent % 500 <> 0)::int as off_step
       from public.properties where bedrooms <= 3 group by city, bedrooms order by city, bedrooms`,
    );
    expect(new Set(rows.map((r) => r.city)), 'every city has listings').toEqual(new Set(Object.keys(INDIA_MD)));
    for (const row of rows) {
      const [lo, hi] = INDIA_MD[row.city]?.[row.bedrooms - 1] ?? [NaN, NaN];
      expect(Number(row.min), `${row.city} ${row.bedrooms} BHK lowest rent`).toBeGreaterThanOrEqual(lo * 1000);
      expect(Number(row.max), `${row.city} ${row.bedrooms} BHK highest rent`).toBeLessThanOrEqual(hi * 1000);
      expect(row.off_step, `${row.city} ${row.bedrooms} BHK rents not a multiple of ₹500`).toBe(0);
    }
  });

  it('sets deposits by the city multiple and uses real localities', async () => {
    const rows = await query<{ city: string; lo: string; hi: string }>(
      `select city, min(deposit / rent) as lo, max(deposit / rent) as hi from public.properties group by city`,
    );
    const bengaluru = rows.find((r) => r.city === 'Bengaluru');
    const delhi = rows.find((r) => r.city === 'Delhi');
    expect([Number(bengaluru?.lo), Number(bengaluru?.hi)], 'Bengaluru deposit months').toEqual([6, 10]);
    expect([Number(delhi?.lo), Number(delhi?.hi)], 'Delhi deposit months').toEqual([1, 3]);
    const [koramangala] = await query<{ n: number }>(`select count(*)::int as n from public.properties where locality = 'Koramangala' and city = 'Bengaluru'`);
    expect(koramangala?.n, 'listings in Koramangala').toBeGreaterThan(0);
  });

  it('follows the BHK mix and is mostly listed, with some rented, booked and unverified', async () => {
    const [row] = await query<{ two: number; one: number; listed: number; rented: number; booked: number; unverified: number }>(
      `select avg((bedrooms = 2)::int)::float8 as two, avg((bedrooms = 1)::int)::float8 as one,
              avg((availability = 'available' and verified)::int)::float8 as listed,
              count(*) filter (where availability = 'rented')::int as rented,
              count(*) filter (where availability = 'booked')::int as booked,
              count(*) filter (where not verified)::int as unverified
       from public.properties`,
    );
    expect(row?.two, '2BHK share').toBeGreaterThan(0.44);
    expect(row?.two, '2BHK share').toBeLessThan(0.56);
    expect(row?.one, '1BHK share').toBeGreaterThan(0.2);
    expect(row?.one, '1BHK share').toBeLessThan(0.3);
    expect(row?.listed, 'listed share').toBeGreaterThan(0.6);
    expect(row?.rented, 'rented listings').toBeGreaterThan(0);
    expect(row?.booked, 'booked listings').toBeGreaterThan(0);
    expect(row?.unverified, 'unverified listings').toBeGreaterThan(0);
  });

  it('titles listings like "2 BHK Apartment in Koramangala" and points images at local placeholders', async () => {
    const [row] = await query<{ bad_title: number; bad_image: number; gallery: number }>(
      `select count(*) filter (where title !~ ('^(\\d BHK .+|Studio Apartment) in ' || locality || '$'))::int as bad_title,
              count(*) filter (where not image_urls <@ array(select '/images/placeholders/' || f
                from unnest(array['apartment.svg','villa.svg','house.svg','living-room.svg','bedroom.svg','kitchen.svg','bathroom.svg','balcony.svg']) f)
                or cardinality(image_urls) = 0)::int as bad_image,
              (select count(*)::int from public.property_images) as gallery
       from public.properties`,
    );
    expect(row?.bad_title, 'titles not in the house format').toBe(0);
    expect(row?.bad_image, 'listings with missing or foreign images').toBe(0);
    expect(row?.gallery, 'gallery rows').toBe(6000);
    const urls = await query<{ url: string }>(
      `select distinct url from public.property_images union select avatar_url from public.profiles where avatar_url is not null`,
    );
    for (const { url } of urls) {
      expect(fs.existsSync(path.join(REPO_ROOT, 'site', 'public', url)), `${url} exists under site/public`).toBe(true);
    }
  });

  it('gives the demo tenant and landlord something to look at', async () => {
    const [row] = await query<{ shortlists: number; visits: number; searches: number; owned: number; owned_visits: number }>(
      `with t as (select id from auth.users where email = 'tenant@demo.rentals.in'),
            l as (select id from auth.users where email = 'landlord@demo.rentals.in')
       select (select count(*)::int from public.shortlisted_properties where user_id = (select id from t)) as shortlists,
              (select count(*)::int from public.property_visits where user_id = (select id from t)) as visits,
              (select count(*)::int from public.recent_searches where user_id = (select id from t)) as searches,
              (select count(*)::int from public.properties where listed_by = (select id from l)) as owned,
              (select count(*)::int from public.property_visits v join public.properties p on p.id = v.property_id
                where p.listed_by = (select id from l)) as owned_visits`,
    );
    expect(row?.shortlists, 'demo tenant shortlists').toBeGreaterThan(0);
    expect(row?.visits, 'demo tenant visits').toBeGreaterThan(0);
    expect(row?.searches, 'demo tenant recent searches').toBeGreaterThan(0);
    expect(row?.owned, 'demo landlord listings').toBeGreaterThanOrEqual(12);
    expect(row?.owned_visits, 'visits on the demo landlord listings').toBeGreaterThan(0);
  });

  it('fills the rental facts realistically, each listing at its locality on the map', async () => {
    const [row] = await query<Record<string, number>>(
      `select count(*)::int as n,
              count(*) filter (where p.maintenance_charges > 0)::int as maintenance,
              count(*) filter (where p.maintenance_charges = 0)::int as included,
              count(*) filter (where p.floor > p.total_floors)::int as above_top,
              count(*) filter (where p.parking = 'none')::int as no_parking,
              count(*) filter (where p.parking = 'none' and 'Parking' = any(p.amenities))::int as parking_mismatch,
              count(distinct p.facing)::int as facings, count(*) filter (where p.pets_allowed)::int as pets,
              count(*) filter (where p.food_preference = 'vegetarian')::int as vegetarian,
              count(*) filter (where p.gated_society)::int as gated,
              count(*) filter (where p.year_built > extract(year from p.created_at))::int as future_building,
              count(*) filter (where not p.no_brokerage)::int as brokered,
              count(*) filter (where not p.no_brokerage and not exists (
                select 1 from public.brokers b where b.user_id = p.listed_by and b.activated))::int as brokered_wrongly,
              count(*) filter (where p.latitude is null)::int as unplaced,
              count(*) filter (where abs(p.latitude - l.latitude) > 0.005 or abs(p.longitude - l.longitude) > 0.005)::int as astray
         from public.properties p
         join public.cities c on c.name = p.city
         left join public.localities l on l.city_id = c.id and l.name = p.locality`,
    );
    const share = (count: number | undefined) => (count ?? 0) / (row?.n ?? 1);
    expect(share(row?.maintenance), 'maintenance a month on most listings').toBeGreaterThan(0.4);
    expect(share(row?.included), 'maintenance included in the rent on some').toBeGreaterThan(0.1);
    expect(row?.above_top, 'floors within their building').toBe(0);
    expect(share(row?.no_parking), 'homes without parking').toBeGreaterThan(0.1);
    expect(row?.parking_mismatch, 'the Parking amenity and the parking fact agree').toBe(0);
    expect(row?.facings, 'every facing').toBe(8);
    expect(share(row?.pets), 'pets allowed on some').toBeGreaterThan(0.2);
    expect(share(row?.vegetarian), 'vegetarian-only homes').toBeGreaterThan(0.1);
    expect(share(row?.gated), 'gated societies').toBeGreaterThan(0.4);
    expect(row?.future_building, 'buildings finished before they were listed').toBe(0);
    expect(share(row?.brokered), 'listed by brokers').toBeGreaterThan(0.1);
    expect(row?.brokered_wrongly, 'brokerage only from activated brokers').toBe(0);
    expect(row?.unplaced, 'every listing on the map').toBe(0);
    expect(row?.astray, 'within 0.005° of its locality').toBe(0);
  });
});
