// `pnpm --filter @rentals/bench run alerts`: how long matching takes at scale (issue 22, item 1).
// A throw-away PostgreSQL with BENCH_SAVED_SEARCHES saved searches (default 100,000, ten a person:
// one in 20 in every city, the rest over 20 cities; most with a BHK and a budget) and BENCH_NEW_LISTINGS listings (default 1,000)
// published at once, as a day's listings would be by a worker that had been down; then single
// listings published one by one, each matched as the worker does on its notification. Emails are
// not sent: their cost is the SMTP server's, one per saved search with news.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { matchPublishedListings } from '@rentals/db/alerts/match';
import { migrate } from '@rentals/db/migrate';
import { startTestCluster } from '@rentals/db/testing';

const count = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`);
  return value;
};
const SEARCHES = count('BENCH_SAVED_SEARCHES', 100_000);
const LISTINGS = count('BENCH_NEW_LISTINGS', 1_000);
const SINGLES = 20;
const CITIES = ['Pune', 'Mumbai', 'Bengaluru', 'Hyderabad', 'Chennai', 'Delhi', 'Gurugram', 'Noida', 'Kolkata', 'Ahmedabad',
  'Jaipur', 'Lucknow', 'Kochi', 'Indore', 'Chandigarh', 'Nagpur', 'Surat', 'Bhopal', 'Coimbatore', 'Visakhapatnam'];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const cluster = await startTestCluster();
const pool = new pg.Pool({ connectionString: cluster.url, max: 4 });
// The cluster's shutdown ends idle connections Pool.end() has not closed yet: expected, not an error.
pool.on('error', () => {});
try {
  await migrate(cluster.url);
  const started = performance.now();
  await pool.query(
    `insert into auth.users (email) select 'seeker' || i || '@bench.in' from generate_series(1, $1) as i`, [Math.ceil(SEARCHES / 10) + 1]);
  await pool.query(`insert into auth.users (email) values ('owner@bench.in')`);
  // Every saved search goes through the same trigger as one saved from the site; in chunks with
  // fresh statistics between them, as autovacuum would keep them on a growing table.
  for (let from = 1; from <= SEARCHES; from += 10_000) {
    await pool.query(
      `insert into public.saved_searches (user_id, name, filters, alerts)
       select u.id, 'Search ' || s.i, jsonb_strip_nulls(jsonb_build_object(
                'city', case when s.i % 20 = 0 then null else ($3::text[])[1 + (s.i * 7919) % 20] end,
                'bhk', case when (s.i * 31) % 7 = 0 then null else (1 + (s.i * 13) % 4)::text end,
                'min_rent', case when s.i % 10 < 7 then ((15000 + ((s.i * 37) % 12) * 10000) * 6 / 10)::text end,
                'max_rent', case when s.i % 10 < 9 then (15000 + ((s.i * 37) % 12) * 10000)::text end,
                'tenant', case when s.i % 6 = 0 then 'family' end)),
              case when s.i % 4 = 0 then 'daily' else 'instant' end
         from generate_series($1::int, $2::int) as s(i)
         join (select id, row_number() over (order by email) as n from auth.users where email like 'seeker%') as u
           on u.n = 1 + (s.i - 1) / 10`,
      [from, Math.min(SEARCHES, from + 9_999), CITIES],
    );
    await pool.query('analyze public.saved_searches');
  }
  await pool.query('analyze public.saved_searches');
  console.log(`${SEARCHES.toLocaleString('en-IN')} saved searches in ${seconds(performance.now() - started)}`);

  const publish = (n: number, offset: number) =>
    pool.query(
      `insert into public.properties (title, listed_by, city, locality, rent, bedrooms, tenant_preference, verified)
       select 'Home ' || i, (select id from auth.users where email = 'owner@bench.in'), ($3::text[])[1 + (i * 7) % 20], 'Centre',
              10000 + (i * 3571) % 140000, 1 + i % 5, (array['any', 'family', 'bachelors'])[1 + i % 3]::public.tenant_preference, true
         from generate_series($1 + 1, $1 + $2) as i`,
      [offset, n, CITIES],
    );

  await publish(LISTINGS, 0);
  const batchStart = performance.now();
  const matched = await matchPublishedListings(pool);
  const batchMs = performance.now() - batchStart;
  const { rows } = await pool.query<{ pairs: string; emails: string }>(
    `select (select count(*) from public.saved_search_matches) as pairs, (select count(*) from private.alert_emails) as emails`);
  console.log(`${matched.toLocaleString('en-IN')} listings published at once: matched in ${seconds(batchMs)} ` +
    `(${Number(rows[0]?.pairs).toLocaleString('en-IN')} search-listing pairs, ${Number(rows[0]?.emails).toLocaleString('en-IN')} emails queued)`);

  const singles: number[] = [];
  for (let i = 0; i < SINGLES; i += 1) {
    await publish(1, LISTINGS + i);
    const start = performance.now();
    await matchPublishedListings(pool);
    singles.push(performance.now() - start);
  }
  singles.sort((a, b) => a - b);
  const at = (q: number) => singles[Math.min(singles.length - 1, Math.floor(q * singles.length))]!.toFixed(0);
  console.log(`one listing at a time (${SINGLES}): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);
} finally {
  await pool.end();
  await cluster.stop();
}
