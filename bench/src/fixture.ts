import pg from 'pg';
import { INSERT_URL_PREFIX, type Fixture, type Search } from './workloads.ts';

/** At most this many keys rotate through each workload: enough to defeat any per-key cache. */
const MAX_KEYS = 500;

/** Reads the keys the workloads rotate through from the seeded database (as the superuser). */
export async function loadFixture(url: string): Promise<Fixture> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const listed = `p.availability = 'available' and p.verified`;
    const ids = await client.query<{ id: string }>(
      `select p.id from public.properties p where ${listed} order by md5(p.id::text) limit $1`, [MAX_KEYS]);
    const imaged = await client.query<{ id: string }>(
      `select p.id from public.properties p where ${listed}
          and exists (select 1 from public.property_images m where m.property_id = p.id)
        order by md5(p.id::text) limit $1`, [MAX_KEYS]);
    // Searches that find something: a city and bedroom count with several listings, and the
    // middle of their rent range.
    const searches = await client.query<Search>(
      `select p.city, p.bedrooms::int as bedrooms,
              floor(percentile_cont(0.2) within group (order by p.rent))::int as "rentMin",
              ceil(percentile_cont(0.8) within group (order by p.rent))::int as "rentMax"
         from public.properties p where ${listed}
        group by p.city, p.bedrooms having count(*) >= 5
        order by count(*) desc, p.city, p.bedrooms limit 50`);
    const columns = await client.query<{ name: string }>(
      `select attname as name from pg_attribute
        where attrelid = 'public.properties'::regclass and attnum > 0 and not attisdropped order by attnum`);
    return {
      propertyIds: ids.rows.map((r) => r.id),
      imagedIds: imaged.rows.map((r) => r.id),
      searches: searches.rows,
      columns: columns.rows.map((r) => r.name),
    };
  } finally {
    await client.end();
  }
}

/**
 * Removes the rows the insert workload wrote and vacuums the table; returns how many. Vacuumed at
 * once, so that the clean-up of one window's rows is not left to autovacuum during the next
 * window, whichever server that is.
 */
export async function removeInserted(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rowCount } = await client.query('delete from public.property_images where url like $1', [`${INSERT_URL_PREFIX}%`]);
    await client.query('vacuum (analyze) public.property_images');
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}
