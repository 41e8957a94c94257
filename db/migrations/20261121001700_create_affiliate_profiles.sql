-- Purpose: affiliate programme members (public code like AFF10023); created by register_affiliate.
-- Tables touched: public.affiliate_profiles (new). Destructive: no.

create table public.affiliate_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  affiliate_id text not null unique,
  full_name text not null,
  email text,
  phone text,
  status public.affiliate_status not null default 'pending',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.affiliate_profiles is 'Affiliate programme members and their public affiliate code.';
create index affiliate_profiles_active_full_name_idx on public.affiliate_profiles (full_name) where status = 'active';

alter table public.affiliate_profiles enable row level security;

create trigger affiliate_profiles_set_updated_at before update on public.affiliate_profiles
  for each row execute function public.set_updated_at();

revoke all on public.affiliate_profiles from anon, authenticated, service_role;
grant select on public.affiliate_profiles to authenticated;
-- Not user_id, affiliate_id or status (the programme decides those).
grant update (full_name, email, phone) on public.affiliate_profiles to authenticated;
grant all on public.affiliate_profiles to service_role;

create policy affiliate_profiles_select_own on public.affiliate_profiles for select to authenticated
  using (user_id = (select auth.uid()));
create policy affiliate_profiles_select_admin on public.affiliate_profiles for select to authenticated
  using ((select public.is_admin()));
create policy affiliate_profiles_update_own on public.affiliate_profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy affiliate_profiles_update_admin on public.affiliate_profiles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
