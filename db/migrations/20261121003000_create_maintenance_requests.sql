-- Purpose: maintenance requests raised on a property; the raiser and the owner see them.
-- Tables touched: public.maintenance_requests (new). Destructive: no.

create table public.maintenance_requests (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  raised_by uuid not null references auth.users (id) on delete cascade,
  title text not null,
  description text,
  status public.maintenance_status not null default 'open',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.maintenance_requests is 'Maintenance requests on properties.';
create index maintenance_requests_property_id_idx on public.maintenance_requests (property_id, created_at desc);
create index maintenance_requests_raised_by_idx on public.maintenance_requests (raised_by, created_at desc);
create index maintenance_requests_open_idx on public.maintenance_requests (created_at desc) where status = 'open';

alter table public.maintenance_requests enable row level security;

create trigger maintenance_requests_set_updated_at before update on public.maintenance_requests
  for each row execute function public.set_updated_at();

revoke all on public.maintenance_requests from anon, authenticated, service_role;
grant select, delete on public.maintenance_requests to authenticated;
grant insert (property_id, raised_by, title, description) on public.maintenance_requests to authenticated;
grant update (title, description, status) on public.maintenance_requests to authenticated;
grant all on public.maintenance_requests to service_role;

create policy maintenance_requests_select_own on public.maintenance_requests for select to authenticated
  using (raised_by = (select auth.uid()));
create policy maintenance_requests_select_owner on public.maintenance_requests for select to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy maintenance_requests_select_admin on public.maintenance_requests for select to authenticated
  using ((select public.is_admin()));
create policy maintenance_requests_insert_own on public.maintenance_requests for insert to authenticated
  with check (raised_by = (select auth.uid()) and property_id in (select p.id from public.properties p));
-- The raiser edits while open and cannot resolve it themselves; the owner and admins move the status.
create policy maintenance_requests_update_own on public.maintenance_requests for update to authenticated
  using (raised_by = (select auth.uid()) and status = 'open')
  with check (raised_by = (select auth.uid()) and status = 'open');
create policy maintenance_requests_update_owner on public.maintenance_requests for update to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())))
  with check (property_id in (select p.id from public.properties p where p.listed_by = (select auth.uid())));
create policy maintenance_requests_update_admin on public.maintenance_requests for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy maintenance_requests_delete_own on public.maintenance_requests for delete to authenticated
  using (raised_by = (select auth.uid()) and status = 'open');
create policy maintenance_requests_delete_admin on public.maintenance_requests for delete to authenticated
  using ((select public.is_admin()));
