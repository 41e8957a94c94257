import type pg from 'pg';
import { addDays, atIst, monthStart } from './dates.ts';
import type { People } from './people.ts';
import { DEMO_LANDLORD_LISTINGS } from './listings.ts';
import { seedUuid } from './random.ts';

// Tenancies on the demo landlord's first listings (the demo tenant rents the first, generated
// tenants the next ones) with their monthly rent, and the demo property manager looking after the
// demo landlord's portfolio. Written after the listings, whose rents they copy.
const LEASED_LISTINGS = 4;

const INSERT_LEASES = `
insert into public.leases (id, property_id, tenant_id, start_date, end_date, monthly_rent, security_deposit, rent_due_day, terms)
select md5($1 || ':lease:' || t.n)::uuid, p.id, t.tenant_id, t.start_date::date, t.end_date::date, p.rent, p.deposit, 5,
  'Eleven-month leave and licence agreement; one month''s notice from either side; society maintenance included in the rent.'
from unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[]) with ordinality as t(property_id, tenant_id, start_date, end_date, n)
join public.properties p on p.id = t.property_id
order by 1`;

// One row per month from the lease's start to this month: past months paid a few days around the
// due date (one, two months back, paid late), this month still due.
const INSERT_RENT = `
insert into public.rent_payments (id, lease_id, month, amount, due_date, status, paid_on, payment_mode, reference)
select md5($1 || ':rent:' || l.id || ':' || m.month)::uuid, l.id, m.month, l.monthly_rent, m.month + (l.rent_due_day - 1),
  case when m.month < $2::date then 'paid' else 'due' end::public.rent_payment_status,
  case when m.month < $2::date then m.month + (l.rent_due_day - 1) + (case when m.month = ($2::date - interval '2 month')::date then 6 else -2 end) end,
  case when m.month < $2::date then (case when extract(month from m.month)::int % 3 = 0 then 'bank_transfer' else 'upi' end)::public.payment_mode end,
  case when m.month < $2::date then 'UTR' || substr(md5($1 || l.id || m.month), 1, 10) end
from public.leases l
cross join lateral (select generate_series(date_trunc('month', l.start_date), least($2::date, l.end_date), interval '1 month')::date as month) m
order by 1`;

// Seeded maintenance requests get the owner as assignee once work started, a resolution once done,
// and the history entries the functions would have written.
const MAINTENANCE_HISTORY = `
with upd as (
  update public.maintenance_requests r
     set assigned_to = case when r.status <> 'open' then p.listed_by end,
         assigned_at = case when r.status <> 'open' then r.created_at + interval '1 day' end,
         closed_at = case when r.status in ('resolved', 'closed') then r.updated_at end,
         resolution = case when r.status in ('resolved', 'closed') then 'Fixed by the building''s maintenance team.' end
    from public.properties p
   where p.id = r.property_id
  returning r.*
)
insert into public.maintenance_request_events (id, request_id, actor_id, action, status, assigned_to, note, created_at)
select md5($1 || ':maintenance-event:' || e.request_id || ':' || e.action)::uuid, e.request_id, e.actor_id, e.action,
  e.status::public.maintenance_status, e.assigned_to, e.note, e.created_at
from upd u
cross join lateral (values
  (u.id, u.raised_by, 'raised', 'open', null::uuid, u.description, u.created_at),
  (u.id, u.assigned_to, 'assigned', 'in_progress', u.assigned_to, null, u.assigned_at),
  (u.id, u.assigned_to, 'closed', u.status::text, null, u.resolution, u.closed_at)
) as e(request_id, actor_id, action, status, assigned_to, note, created_at)
where e.created_at is not null
order by 1`;

// The demo broker lists two flats (the listings after the demo landlord's) and has leads on them:
// visit requests and applications from generated tenants.
const BROKER_LISTINGS = [DEMO_LANDLORD_LISTINGS + 1, DEMO_LANDLORD_LISTINGS + 2];

const BROKER_LEADS = `
with listing as (
  update public.properties set listed_by = $2 where id = any($3::uuid[]) returning id
), numbered as (
  select id, row_number() over (order by id) as n from listing
)
insert into public.property_visits (id, property_id, user_id, status, visit_type, scheduled_date, notes, created_at, updated_at)
select md5($1 || ':broker-visit:' || l.n || ':' || t.n)::uuid, l.id, t.tenant, (array['requested', 'scheduled', 'completed'])[t.n]::public.visit_status,
  -- Requested and scheduled visits lie ahead; a completed one took place before today.
  (array['physical', 'virtual', 'physical'])[t.n]::public.visit_type, ($4::date + (array[2, 1, -2])[t.n])::timestamptz + interval '11 hours',
  'Can visit after office hours', ($4::date - t.n::int * 3)::timestamptz + interval '10 hours', ($4::date - t.n::int * 3)::timestamptz + interval '10 hours'
from numbered l cross join unnest($5::uuid[]) with ordinality as t(tenant, n)
order by 1`;

const BROKER_APPLICATIONS = `
insert into public.property_applications (id, property_id, user_id, status, move_in_date, notes, created_at, updated_at)
select md5($1 || ':broker-application:' || t.n)::uuid, p.id, t.tenant, (array['pending', 'approved'])[t.n]::public.application_status,
  $3::date + 20, 'Family of three, moving for work', ($3::date - t.n::int)::timestamptz + interval '12 hours', ($3::date - t.n::int)::timestamptz + interval '12 hours'
from public.properties p cross join unnest($2::uuid[]) with ordinality as t(tenant, n)
where p.id = $4::uuid
order by 1`;

export async function insertTenancies(client: pg.ClientBase, p: { seed: string; today: string; people: People }) {
  const { seed, today, people } = p;
  const tenants = [people.demo.tenant, ...people.byRole.tenant.filter((t) => !t.demo)].slice(0, LEASED_LISTINGS);
  const properties = tenants.map((_, i) => seedUuid(seed, 'property', i + 1));
  const starts = tenants.map((_, i) => monthStart(today, -(8 + i * 2)));
  const ends = starts.map((start) => addDays(monthStart(start, 11), -1));
  await client.query(INSERT_LEASES, [seed, properties, tenants.map((t) => t.id), starts, ends]);
  // The updated_at triggers would stamp the wall clock; same seed and day must give the same rows.
  await client.query(`set local session_replication_role = replica`);
  await client.query(
    `update public.properties set availability = 'rented'
      where id in (select property_id from public.leases where end_date is null or end_date >= $1::date)`,
    [today],
  );
  await client.query(INSERT_RENT, [seed, monthStart(today)]);
  await client.query(MAINTENANCE_HISTORY, [seed]);
  const brokerListings = BROKER_LISTINGS.map((n) => seedUuid(seed, 'property', n));
  const leadTenants = people.byRole.tenant.filter((t) => !t.demo).slice(LEASED_LISTINGS, LEASED_LISTINGS + 3).map((t) => t.id);
  await client.query(BROKER_LEADS, [seed, people.demo.broker.id, brokerListings, today, leadTenants]);
  await client.query(BROKER_APPLICATIONS, [seed, leadTenants.slice(0, 2), today, brokerListings[0]]);
  await client.query(`set local session_replication_role = origin`);
  const managers = people.byRole.property_manager;
  const landlords = [people.demo.landlord, ...people.byRole.landlord.filter((l) => !l.demo).slice(0, 4)];
  await client.query(
    `insert into public.property_manager_landlords (id, manager_id, landlord_id, created_at)
     select md5($1 || ':appointment:' || n)::uuid, m, l, $4::timestamptz
     from unnest($2::uuid[], $3::uuid[]) with ordinality as t(m, l, n)`,
    [seed, landlords.map((_, i) => (i < 3 ? people.demo.property_manager.id : (managers.at(-1) ?? people.demo.property_manager).id)), landlords.map((l) => l.id), atIst(addDays(today, -200), 10)],
  );
}
