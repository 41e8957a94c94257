-- Purpose: append-only trail of every shadow power change (written by set_affiliate_shadow_power).
-- Tables touched: public.shadow_power_audit (new). Destructive: no.

create table public.shadow_power_audit (
  id uuid primary key default gen_random_uuid(),
  affiliate_id text not null,
  admin_user_id uuid,
  previous_amount numeric(14,2),
  new_amount numeric(14,2) not null,
  notes text,
  created_at timestamptz not null default now()
);
comment on table public.shadow_power_audit is 'Append-only log of shadow power changes per affiliate.';
create index shadow_power_audit_affiliate_id_idx on public.shadow_power_audit (affiliate_id, created_at desc);

alter table public.shadow_power_audit enable row level security;

create trigger shadow_power_audit_append_only before update or delete on public.shadow_power_audit
  for each row execute function public.reject_audit_change();

revoke all on public.shadow_power_audit from anon, authenticated, service_role;
grant select on public.shadow_power_audit to authenticated;
grant select, insert on public.shadow_power_audit to service_role;

create policy shadow_power_audit_select_admin on public.shadow_power_audit for select to authenticated
  using ((select public.is_admin()));
