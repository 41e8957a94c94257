import type pg from 'pg';

/**
 * Listings for the plan tests: 80 % available and 90 % verified, a few large cities and many small
 * towns, localities per city, every BHK, property type, furnishing and tenant preference, rents by
 * size, and three times as much in Mumbai (rents depend on the city, which the planner does not know:
 * it multiplies the selectivities of city, BHK and rent as if they were independent). The values the shapes ask for (Pune, Baner 7, 4 BHK, 5+ BHK, Villa…) are a little more
 * common than in the demo data, so that at 120,000 rows each shape has the thousands of matches it
 * has at 1,000,000 listings; then ANALYZE, so that the planner sees those numbers.
 */
export async function insertListings(db: pg.Pool | pg.Client, ownerId: string, count: number): Promise<void> {
  await db.query(
    `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, property_type, furnishing,
                                    tenant_preference, availability, verified, available_from, created_at)
     select 'Flat ' || g, $1, c.city, c.locality, (8000 + (r.h * 37) % 60000 + b.bhk * 5000) * (case when c.city = 'Mumbai' then 3 else 1 end), b.bhk,
            (case when r.h % 100 < 55 then 'Apartment' when r.h % 100 < 67 then 'Independent House' when r.h % 100 < 82 then 'Villa'
                  when r.h % 100 < 88 then 'Studio' when r.h % 100 < 93 then 'Penthouse' when r.h % 100 < 98 then 'Duplex'
                  else 'Triplex' end)::public.property_type,
            (enum_range(null::public.furnishing))[1 + (r.h % 3)::int],
            (case when r.h % 89 < 36 then 'any' when r.h % 89 < 63 then 'family' when r.h % 89 < 78 then 'bachelors'
                  else 'company' end)::public.tenant_preference,
            (case when r.h % 10 < 8 then 'available' else 'rented' end)::public.property_availability,
            r.h % 11 <> 0, date '2026-11-01' + (r.h % 120)::int, timestamptz '2026-11-20' - make_interval(secs => g * 7)
       from generate_series(1, $2) g
       cross join lateral (select hashint4(g)::bigint & 2147483647 as h) r
       cross join lateral (select case when r.h % 1000 < 350 then 'Pune' when r.h % 1000 < 550 then 'Mumbai'
                                       when r.h % 1000 < 650 then 'Bengaluru' when r.h % 1000 < 700 then 'Hyderabad'
                                       else 'Town ' || (r.h % 60) end as city,
                                  case when r.h % 1000 < 350 then 'Baner ' else 'Sector ' end || (r.h % 10) as locality) c
       cross join lateral (select case when r.h % 997 < 200 then 1 when r.h % 997 < 600 then 2 when r.h % 997 < 820 then 3
                                       when r.h % 997 < 940 then 4 else 5 + (r.h % 3)::int end as bhk) b`,
    [ownerId, count],
  );
  await db.query('analyze public.properties');
}
