-- Purpose: what GoTrue keeps on Supabase for account security: the audit log of auth events
-- (auth.audit_log_entries, same columns), and, per TOTP factor, the last time step whose code was
-- accepted, so that a code verifies at most once.
-- Tables touched: auth.audit_log_entries (new), auth.mfa_factors (column added). Destructive: no.

create table auth.audit_log_entries (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  payload json,
  created_at timestamptz not null default now(),
  ip_address varchar(64) not null default ''
);
create index audit_log_entries_created_at_idx on auth.audit_log_entries (created_at);
comment on table auth.audit_log_entries is 'Auth audit trail (factor changes, password changes); written and read only by the auth server.';
revoke all on auth.audit_log_entries from public, anon, authenticated, service_role;

alter table auth.mfa_factors add column last_used_time_step bigint;
comment on column auth.mfa_factors.last_used_time_step is
  'TOTP time step (unix seconds / 30) of the last accepted code; a code of this step or an older one is refused.';
