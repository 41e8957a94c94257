-- Purpose: virtual-property records created alongside shadow power (spec section 7).
-- Tables touched: public.affiliate_virtual_properties (new). Destructive: no.

create table public.affiliate_virtual_properties (
  id uuid primary key default gen_random_uuid(),
  affiliate_id text not null references public.affiliate_profiles (affiliate_id) on delete cascade,
  shadow_amount numeric(14,2) not null check (shadow_amount >= 0),
  property_count integer not null default 1 check (property_count >= 0),
  created_by_admin_id uuid,
  created_at timestamptz not null default now()
);
comment on table public.affiliate_virtual_properties is 'Virtual properties backing an affiliate''s shadow power.';
create index affiliate_virtual_properties_affiliate_id_idx on public.affiliate_virtual_properties (affiliate_id, created_at desc);

alter table public.affiliate_virtual_properties enable row level security;

revoke all on public.affiliate_virtual_properties from anon, authenticated, service_role;
grant select on public.affiliate_virtual_properties to authenticated;
grant all on public.affiliate_virtual_properties to service_role;

create policy affiliate_virtual_properties_select_own on public.affiliate_virtual_properties for select to authenticated
  using (affiliate_id in (select a.affiliate_id from public.affiliate_profiles a where a.user_id = (select auth.uid())));
create policy affiliate_virtual_properties_select_admin on public.affiliate_virtual_properties for select to authenticated
  using ((select public.is_admin()));
