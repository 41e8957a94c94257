-- Purpose: append-only trail of every shadow balancing change (written by set_shadow_balancing).
-- Tables touched: public.shadow_balancing_audit (new). Destructive: no.

create table public.shadow_balancing_audit (
  id uuid primary key default gen_random_uuid(),
  broker_id uuid not null references public.brokers (id),
  admin_user_id uuid,
  action public.shadow_balancing_action not null,
  reason text,
  start_date date,
  end_date date,
  previous_end_date date,
  created_at timestamptz not null default now()
);
comment on table public.shadow_balancing_audit is 'Append-only log of shadow balancing changes per broker.';
create index shadow_balancing_audit_broker_id_idx on public.shadow_balancing_audit (broker_id, created_at desc);
create index shadow_balancing_audit_created_at_idx on public.shadow_balancing_audit (created_at desc);

alter table public.shadow_balancing_audit enable row level security;

create trigger shadow_balancing_audit_append_only before update or delete on public.shadow_balancing_audit
  for each row execute function public.reject_audit_change();

revoke all on public.shadow_balancing_audit from anon, authenticated, service_role;
grant select on public.shadow_balancing_audit to authenticated;
grant select, insert on public.shadow_balancing_audit to service_role;

create policy shadow_balancing_audit_select_admin on public.shadow_balancing_audit for select to authenticated
  using ((select public.is_admin()));
