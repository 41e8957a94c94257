-- Purpose: maintenance requests are raised, assigned and closed only through their functions
-- (raise_maintenance_request, assign_maintenance_request, close_maintenance_request), each of which
-- writes an entry in the new append-only maintenance_request_events. Adds who the request is
-- assigned to, when it was closed and how it was resolved; property managers read the requests of
-- the landlords they look after.
-- Tables touched: public.maintenance_requests (columns, grants, policies),
-- public.maintenance_request_events (new). Destructive: direct inserts, updates and deletes by
-- signed-in people are withdrawn (existing rows are kept).

alter table public.maintenance_requests
  add column assigned_to uuid references auth.users (id) on delete set null,
  add column assigned_at timestamptz,
  add column closed_at timestamptz,
  add column resolution text;
create index maintenance_requests_assigned_to_idx on public.maintenance_requests (assigned_to);

revoke insert, update, delete on public.maintenance_requests from authenticated;
drop policy maintenance_requests_insert_own on public.maintenance_requests;
drop policy maintenance_requests_update_own on public.maintenance_requests;
drop policy maintenance_requests_update_owner on public.maintenance_requests;
drop policy maintenance_requests_update_admin on public.maintenance_requests;
drop policy maintenance_requests_delete_own on public.maintenance_requests;
drop policy maintenance_requests_delete_admin on public.maintenance_requests;

create policy maintenance_requests_select_manager on public.maintenance_requests for select to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by in (select public.managed_landlord_ids())));
create policy maintenance_requests_select_assignee on public.maintenance_requests for select to authenticated
  using (assigned_to = (select auth.uid()));

create table public.maintenance_request_events (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references public.maintenance_requests (id) on delete cascade,
  actor_id uuid references auth.users (id) on delete set null,
  action text not null check (action in ('raised', 'assigned', 'closed')),
  status public.maintenance_status not null,
  assigned_to uuid references auth.users (id) on delete set null,
  note text,
  created_at timestamptz not null default now()
);
comment on table public.maintenance_request_events is 'History of each maintenance request: raised, assigned, closed.';
create index maintenance_request_events_request_id_idx on public.maintenance_request_events (request_id, created_at);

alter table public.maintenance_request_events enable row level security;

-- No role may change or remove an entry; entries go only with their request (a cascade, which an
-- append-only trigger would refuse, and with it the deletion of a property that had requests).
revoke all on public.maintenance_request_events from anon, authenticated, service_role;
grant select on public.maintenance_request_events to authenticated;
grant select, insert on public.maintenance_request_events to service_role;

-- Visible wherever its request is (the subquery runs under the requests' policies).
create policy maintenance_request_events_select_request on public.maintenance_request_events for select to authenticated
  using (request_id in (select r.id from public.maintenance_requests r));
