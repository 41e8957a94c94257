-- Purpose: a user's recent searches (label and filter set) to repeat them.
-- Tables touched: public.recent_searches (new). Destructive: no.

create table public.recent_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  label text not null,
  filters jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
comment on table public.recent_searches is 'Recent property searches per user.';
create index recent_searches_user_id_idx on public.recent_searches (user_id, created_at desc);

alter table public.recent_searches enable row level security;

revoke all on public.recent_searches from anon, authenticated, service_role;
grant select, delete on public.recent_searches to authenticated;
grant insert (user_id, label, filters), update (label, filters) on public.recent_searches to authenticated;
grant all on public.recent_searches to service_role;

create policy recent_searches_select_own on public.recent_searches for select to authenticated
  using (user_id = (select auth.uid()));
create policy recent_searches_select_admin on public.recent_searches for select to authenticated
  using ((select public.is_admin()));
create policy recent_searches_insert_own on public.recent_searches for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy recent_searches_update_own on public.recent_searches for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy recent_searches_delete_own on public.recent_searches for delete to authenticated
  using (user_id = (select auth.uid()));
