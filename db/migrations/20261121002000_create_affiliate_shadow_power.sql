-- Purpose: admin-granted shadow power per affiliate (balancing only, never commission); written
-- only by set_affiliate_shadow_power.
-- Tables touched: public.affiliate_shadow_power (new). Destructive: no.

create table public.affiliate_shadow_power (
  id uuid primary key default gen_random_uuid(),
  affiliate_id text not null unique references public.affiliate_profiles (affiliate_id) on delete cascade,
  shadow_power_amount numeric(14,2) not null default 0 check (shadow_power_amount >= 0),
  is_active boolean not null default false,
  notes text,
  created_by_admin_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (is_active = (shadow_power_amount > 0))
);
comment on table public.affiliate_shadow_power is 'Shadow power per affiliate; active exactly when the amount is above 0.';
create index affiliate_shadow_power_created_at_idx on public.affiliate_shadow_power (created_at desc);

alter table public.affiliate_shadow_power enable row level security;

create trigger affiliate_shadow_power_set_updated_at before update on public.affiliate_shadow_power
  for each row execute function public.set_updated_at();

revoke all on public.affiliate_shadow_power from anon, authenticated, service_role;
grant select on public.affiliate_shadow_power to authenticated;
grant all on public.affiliate_shadow_power to service_role;

create policy affiliate_shadow_power_select_own on public.affiliate_shadow_power for select to authenticated
  using (affiliate_id in (select a.affiliate_id from public.affiliate_profiles a where a.user_id = (select auth.uid())));
create policy affiliate_shadow_power_select_admin on public.affiliate_shadow_power for select to authenticated
  using ((select public.is_admin()));
