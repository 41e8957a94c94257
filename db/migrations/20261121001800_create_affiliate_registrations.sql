-- Purpose: the sponsor tree of affiliates (sponsor_id null = top of the tree).
-- Tables touched: public.affiliate_registrations (new). Destructive: no.

create table public.affiliate_registrations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  affiliate_id text not null unique references public.affiliate_profiles (affiliate_id) on delete cascade,
  sponsor_id text references public.affiliate_registrations (affiliate_id),
  created_at timestamptz not null default now(),
  check (sponsor_id is distinct from affiliate_id)
);
comment on table public.affiliate_registrations is 'Affiliate sign-ups and their sponsor (the network tree).';
create index affiliate_registrations_user_id_idx on public.affiliate_registrations (user_id);
create index affiliate_registrations_sponsor_id_idx on public.affiliate_registrations (sponsor_id);

alter table public.affiliate_registrations enable row level security;

revoke all on public.affiliate_registrations from anon, authenticated, service_role;
grant select on public.affiliate_registrations to authenticated;
grant all on public.affiliate_registrations to service_role;

create policy affiliate_registrations_select_own on public.affiliate_registrations for select to authenticated
  using (user_id = (select auth.uid()));
create policy affiliate_registrations_select_admin on public.affiliate_registrations for select to authenticated
  using ((select public.is_admin()));
