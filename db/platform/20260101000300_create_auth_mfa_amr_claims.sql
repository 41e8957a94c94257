-- Local-only: how each session was authenticated (password, totp, recovery, ...), the source of the
-- `amr` claim GoTrue puts in access tokens; the same table GoTrue keeps on Supabase.
-- Tables touched: auth.mfa_amr_claims (new). Destructive: no.

create table auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);
comment on table auth.mfa_amr_claims is 'Authentication methods used in each session (the amr claim).';
