import type pg from 'pg';
import { APPLICATION_NOTES, VISIT_NOTES } from './data/content.ts';
import { addDays, atIst, monthStart } from './dates.ts';
import { DEMO_LANDLORD_LISTINGS } from './listings.ts';
import type { SeededRunSummary } from './commissions.ts';
import type { People } from './people.ts';
import { seedUuid, type Random } from './random.ts';
import type { TableRows } from './rows.ts';
import { rowHash, uniforms, weightedCase } from './sqlRandom.ts';

// Tenant activity on listings, set-based like the listings, inserted in key order (the primary
// key then appends instead of splitting random pages). Params: $1 seed, $2 count, $3 listing
// count, $4 today, $5 tenant ids (the demo tenant first), $6 notes. Rows 1..24 touch the demo
// landlord's listings so that account has visits and applications to answer.
const property = `md5($1 || ':property:' || case when g.n <= 24 then 1 + (g.n - 1) % ${DEMO_LANDLORD_LISTINGS}
  else 1 + floor(u0 * $3::int)::int end)::uuid`;
const tenant = `case when g.n % 25 = 0 then ($5::uuid[])[1] else ($5::uuid[])[1 + floor(u1 * cardinality($5::uuid[]))::int] end`;
const today = `($4::date::text || ' 10:00:00+05:30')::timestamptz`;

/**
 * The status of a drawn request, with a person's repeat of an open request on the same listing
 * (and slot) closed as `closed`: the database allows one open request per person and listing
 * (20261126120100_allow_one_open_request_per_listing), and random draws repeat pairs at any size
 * (at 120,000 listings the demo tenant alone draws hundreds). The earliest draw stays open, as
 * the migration that made the rule kept the earliest.
 */
function closedRepeat(closed: string, open: string, key: string): string {
  return `case when status in ${open} and count(*) filter (where status in ${open})
    over (partition by ${key} order by n rows between unbounded preceding and 1 preceding) > 0 then '${closed}' else status end`;
}

function draws(kind: string) {
  return `with d as materialized (select g.n, ${uniforms(8)} from generate_series(1, $2::int) as g(n) ${rowHash('$1', kind, 'g.n')})`;
}

const INSERT_VISITS = `${draws('visit')},
drawn as (
  select n, ${property.replaceAll('g.n', 'n')} as property_id, ${tenant.replaceAll('g.n', 'n')} as user_id, v.status, v.at,
    u3, u5, u6
  from d cross join lateral (
    select s.status, case when s.status in ('requested', 'scheduled') then ${today} + make_interval(days => 1 + floor(u4 * 14)::int, hours => floor(u7 * 8)::int)
      else ${today} - make_interval(days => 1 + floor(u4 * 60)::int, hours => floor(u7 * 8)::int) end as at
    from (select ${weightedCase('u2', [['requested', 0.3], ['scheduled', 0.3], ['completed', 0.3], ['cancelled', 0.1]])} as status) s
  ) v
)
insert into public.property_visits (id, property_id, user_id, status, visit_type, scheduled_date, notes, created_at, updated_at)
select md5($1 || ':visit:' || n)::uuid, property_id, user_id, ${closedRepeat('cancelled', "('requested', 'scheduled')", 'property_id, user_id, at')}::public.visit_status,
  case when u3 < 0.75 then 'physical' else 'virtual' end::public.visit_type,
  at, ($6::text[])[1 + floor(u5 * cardinality($6::text[]))::int],
  -- Asked for before today, even for a visit a fortnight ahead.
  least(at - make_interval(days => 2 + floor(u6 * 8)::int), ${today} - make_interval(hours => 1 + floor(u6 * 72)::int)),
  least(at - make_interval(days => 1), ${today})
from drawn
order by 1`;

const INSERT_APPLICATIONS = `${draws('application')},
drawn as (
  select n, ${property.replaceAll('g.n', 'n')} as property_id, ${tenant.replaceAll('g.n', 'n')} as user_id,
    ${weightedCase('u2', [['pending', 0.45], ['approved', 0.25], ['rejected', 0.2], ['withdrawn', 0.1]])} as status, u3, u4, u5, u7
  from d
)
insert into public.property_applications (id, property_id, user_id, status, move_in_date, notes, created_at, updated_at)
select md5($1 || ':application:' || n)::uuid, property_id, user_id,
  ${closedRepeat('withdrawn', "('pending', 'approved')", 'property_id, user_id')}::public.application_status,
  $4::date + (floor(u3 * 60)::int - 10), ($6::text[])[1 + floor(u5 * cardinality($6::text[]))::int],
  ${today} - make_interval(days => floor(u4 * 60)::int, hours => floor(u7 * 10)::int),
  ${today} - make_interval(days => floor(u4 * 30)::int)
from drawn
order by 1`;

function insertPairs(table: string, column: string, kind: string) {
  return `${draws(kind)}
insert into public.${table} (user_id, property_id, ${column})
select ${tenant.replaceAll('g.n', 'n')}, ${property.replaceAll('g.n', 'n')},
  ${today} - make_interval(days => floor(u4 * 45)::int, mins => floor(u5 * 600)::int)
from d
order by 1, 2, 3
on conflict do nothing`;
}

export async function insertActivity(client: pg.ClientBase, p: { seed: string; listings: number; today: string; tenants: string[] }) {
  const base = [p.seed, 0, p.listings, p.today, p.tenants];
  const run = (sql: string, count: number, extra: unknown[] = []) => {
    const params = [...base];
    params[1] = Math.max(50, Math.ceil(count));
    return client.query(sql, [...params, ...extra]);
  };
  await run(INSERT_VISITS, p.listings * 0.3, [VISIT_NOTES]);
  await run(INSERT_APPLICATIONS, p.listings * 0.15, [APPLICATION_NOTES]);
  await run(insertPairs('shortlisted_properties', 'created_at', 'shortlist'), p.listings * 0.5);
  await run(insertPairs('recently_viewed_properties', 'viewed_at', 'viewed'), p.listings * 0.6);
}

// Filters as the search page stores them (its address parameters, site/src/lib/search/recent.ts).
const SEARCHES = [
  { label: '2 BHK in Koramangala under ₹45,000', filters: { city: 'Bengaluru', locality: 'Koramangala', bhk: '2', max_rent: '45000' } },
  { label: 'Fully furnished 1 BHK in Andheri West', filters: { city: 'Mumbai', locality: 'Andheri West', bhk: '1', furnishing: 'Fully Furnished' } },
  { label: '3 BHK in Gachibowli for family', filters: { city: 'Hyderabad', locality: 'Gachibowli', bhk: '3', tenant: 'family' } },
  { label: 'Apartments in Hinjewadi under ₹25,000', filters: { city: 'Pune', locality: 'Hinjewadi', type: 'Apartment', max_rent: '25000' } },
  { label: '2 BHK in Whitefield', filters: { city: 'Bengaluru', locality: 'Whitefield', bhk: '2' } },
  { label: 'Rentals in Dwarka', filters: { city: 'Delhi', locality: 'Dwarka' } },
  { label: 'Semi furnished 2 BHK in Velachery', filters: { city: 'Chennai', locality: 'Velachery', bhk: '2', furnishing: 'Semi Furnished' } },
  { label: '1 BHK in Salt Lake under ₹15,000', filters: { city: 'Kolkata', locality: 'Salt Lake', bhk: '1', max_rent: '15000' } },
];

const MAINTENANCE = [
  ['Leaking kitchen tap', 'The kitchen tap drips all night; the washer may need replacing.'],
  ['Geyser not heating', 'Bathroom geyser trips the MCB when switched on.'],
  ['Seepage in bedroom wall', 'Damp patch on the bedroom wall after the monsoon rains.'],
  ['AC servicing due', 'Split AC in the living room is not cooling; needs gas top-up.'],
  ['Main door lock stuck', 'The main door lock jams; key turns only halfway.'],
] as const;

/** Recent searches per tenant, maintenance requests on rented listings, past commission runs. */
export function makeActivity(rng: Random, seed: string, people: People, out: TableRows, today: string, listings: number) {
  people.byRole.tenant.forEach((tenant, t) => {
    const count = t === 0 ? 3 : rng.int(0, 3);
    for (let s = 0; s < count; s++) {
      const search = rng.pick(SEARCHES);
      out.add('public.recent_searches', {
        id: seedUuid(seed, `search:${t}`, s), user_id: tenant.id, label: search.label, filters: search.filters,
        created_at: atIst(addDays(today, -rng.int(0, 20)), rng.int(8, 23), rng.int(0, 59)),
      });
    }
  });
  const requests = Math.max(30, Math.ceil(listings / 100));
  for (let i = 0; i < requests; i++) {
    const [title, description] = rng.pick(MAINTENANCE);
    const opened = addDays(today, -rng.int(0, 90));
    const status = rng.weighted([['open', 0.35], ['in_progress', 0.25], ['resolved', 0.3], ['closed', 0.1]] as const);
    out.add('public.maintenance_requests', {
      id: seedUuid(seed, 'maintenance', i),
      // The demo tenant's three are on the flat they rent (the first), so their portal names it.
      property_id: seedUuid(seed, 'property', i < 3 ? 1 : rng.int(1, listings)),
      raised_by: i < 3 ? people.demo.tenant.id : rng.pick(people.byRole.tenant).id, title, description, status,
      created_at: atIst(opened, rng.int(8, 21), 0), updated_at: atIst(opened, 22, 0),
    });
  }
}

/** One finished run per past month, as the commission worker leaves them, with the summary it records. */
export function makeCommissionRuns(seed: string, people: People, out: TableRows, today: string, summaries: Map<string, SeededRunSummary>) {
  for (let m = 5; m >= 1; m--) {
    const month = monthStart(today, -m);
    const at = atIst(monthStart(today, -m + 1), 2, 0);
    out.add('public.commission_runs', {
      id: seedUuid(seed, 'commission-run', month), month, status: 'done', requested_by_admin_id: people.demo.admin.id,
      error: null, summary: summaries.get(month) ?? null, created_at: at, updated_at: at,
    });
  }
}
