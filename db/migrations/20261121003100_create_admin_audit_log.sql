-- Purpose: append-only log of admin transitions that have no audit table of their own
-- (approvals, declines, activation, RVL paid, role changes, add RVL).
-- Tables touched: public.admin_audit_log (new). Destructive: no.

create table public.admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  admin_user_id uuid,
  action text not null,
  target_table text,
  target_id text,
  details jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now()
);
comment on table public.admin_audit_log is 'Append-only log of admin actions.';
create index admin_audit_log_created_at_idx on public.admin_audit_log (created_at desc);
create index admin_audit_log_target_idx on public.admin_audit_log (target_table, target_id);
create index admin_audit_log_admin_user_id_idx on public.admin_audit_log (admin_user_id, created_at desc);

alter table public.admin_audit_log enable row level security;

create trigger admin_audit_log_append_only before update or delete on public.admin_audit_log
  for each row execute function public.reject_audit_change();

revoke all on public.admin_audit_log from anon, authenticated, service_role;
grant select on public.admin_audit_log to authenticated;
grant select, insert on public.admin_audit_log to service_role;

create policy admin_audit_log_select_admin on public.admin_audit_log for select to authenticated
  using ((select public.is_admin()));
