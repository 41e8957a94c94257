import pg from 'pg';

/**
 * Listings for the plan tests: 80 % available and 90 % verified, a few large cities and many small
 * towns, localities per city, every BHK, property type, furnishing and tenant preference, rents by
 * size, and three times as much in Mumbai, the rental facts in realistic shares, and a point per
 * locality (rents depend on the city, which the planner does not know:
 * it multiplies the selectivities of city, BHK and rent as if they were independent). The values the shapes ask for (Pune, Baner 7, 4 BHK, 5+ BHK, Villa…) are a little more
 * common than in the demo data, so that at 120,000 rows each shape has the thousands of matches it
 * has at 1,000,000 listings; then ANALYZE, so that the planner sees those numbers.
 *
 * The table's own indexes (37 of them, not those behind a constraint) are dropped first and built
 * again from their definitions after the rows, as a restore builds them: 120,000 rows into every
 * index took 30 s of PostgreSQL's time, the rows then the indexes 14.5 s.
 */
export async function insertListings(db: pg.Pool | pg.Client, ownerId: string, count: number): Promise<void> {
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select c.relname as name, pg_get_indexdef(c.oid) as definition
       from pg_index i join pg_class c on c.oid = i.indexrelid
      where i.indrelid = 'public.properties'::regclass
        and not exists (select 1 from pg_constraint k where k.conindid = c.oid)`,
  );
  for (const { name } of indexes) await db.query(`drop index public.${pg.escapeIdentifier(name)}`);
  await insertRows(db, ownerId, count);
  for (const { definition } of indexes) await db.query(definition);
  await db.query('analyze public.properties');
}

async function insertRows(db: pg.Pool | pg.Client, ownerId: string, count: number): Promise<void> {
  await db.query(
    `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, property_type, furnishing,
                                    tenant_preference, availability, verified, available_from, created_at,
                                    maintenance_charges, floor, total_floors, parking, water_supply, pets_allowed, food_preference,
                                    gated_society, facing, year_built, no_brokerage, latitude, longitude)
     select 'Flat ' || g, $1, c.city, c.locality, (8000 + (r.h * 37) % 60000 + b.bhk * 5000) * (case when c.city = 'Mumbai' then 3 else 1 end), b.bhk,
            (case when r.h % 100 < 55 then 'Apartment' when r.h % 100 < 67 then 'Independent House' when r.h % 100 < 82 then 'Villa'
                  when r.h % 100 < 88 then 'Studio' when r.h % 100 < 93 then 'Penthouse' when r.h % 100 < 98 then 'Duplex'
                  else 'Triplex' end)::public.property_type,
            (enum_range(null::public.furnishing))[1 + (r.h % 3)::int],
            (case when r.h % 89 < 36 then 'any' when r.h % 89 < 63 then 'family' when r.h % 89 < 78 then 'bachelors'
                  else 'company' end)::public.tenant_preference,
            (case when r.h % 10 < 8 then 'available' else 'rented' end)::public.property_availability,
            r.h % 11 <> 0, date '2026-11-01' + (r.h % 120)::int, timestamptz '2026-11-20' - make_interval(secs => g * 7),
            case when r.h % 7 = 0 then null when r.h % 5 = 0 then 0 else 1000 + (r.h / 7) % 50 * 100 end,
            (r.h / 3) % (5 + r.h % 20), 4 + r.h % 20,
            (enum_range(null::public.parking))[1 + ((r.h / 11) % 4)::int],
            (enum_range(null::public.water_supply))[1 + ((r.h / 13) % 3)::int],
            (r.h / 17) % 3 = 0, (case when (r.h / 19) % 5 = 0 then 'vegetarian' else 'any' end)::public.food_preference,
            (r.h / 23) % 2 = 0,
            (array['east', 'east', 'east', 'north', 'north', 'north_east', 'north_east', 'west', 'west', 'north_west',
                   'south_east', 'south', 'south_west'])[1 + ((r.h / 29) % 13)::int]::public.facing,
            1996 + ((r.h / 31) % 30)::int, (r.h / 37) % 5 <> 0,
            c.lat + ((r.h / 1000000) % 1000) / 100000.0, c.lng + ((r.h / 1000) % 1000) / 100000.0
       from generate_series(1, $2) g
       cross join lateral (select hashint4(g)::bigint & 2147483647 as h) r
       cross join lateral (select case when r.h % 1000 < 350 then 'Pune' when r.h % 1000 < 550 then 'Mumbai'
                                       when r.h % 1000 < 650 then 'Bengaluru' when r.h % 1000 < 700 then 'Hyderabad'
                                       else 'Town ' || (r.h % 60) end as city,
                                  case when r.h % 1000 < 350 then 'Baner ' else 'Sector ' end || (r.h % 10) as locality,
                                  -- Each locality a point of its own; cities far apart, as India's are.
                                  case when r.h % 1000 < 350 then 18.45 when r.h % 1000 < 550 then 19.0 when r.h % 1000 < 650 then 12.9
                                       when r.h % 1000 < 700 then 17.3 else 20 + (r.h % 60) * 0.15 end + (r.h % 10) * 0.02 as lat,
                                  case when r.h % 1000 < 350 then 73.8 when r.h % 1000 < 550 then 72.85 when r.h % 1000 < 650 then 77.6
                                       when r.h % 1000 < 700 then 78.4 else 75 + (r.h % 60) * 0.15 end as lng) c
       cross join lateral (select case when r.h % 997 < 200 then 1 when r.h % 997 < 600 then 2 when r.h % 997 < 820 then 3
                                       when r.h % 997 < 940 then 4 else 5 + (r.h % 3)::int end as bhk) b`,
    [ownerId, count],
  );
}
