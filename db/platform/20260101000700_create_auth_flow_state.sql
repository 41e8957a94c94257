-- Purpose: PKCE flows (GoTrue's auth.flow_state): an emailed link opened from a PKCE client ends in
-- a one-time auth code on the redirect, exchanged with the code verifier for a session.
-- Tables touched: auth.flow_state (new). Destructive: no.

create table auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null check (length(code_challenge) between 43 and 128),
  provider_type text not null default 'email',
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index flow_state_user_id_idx on auth.flow_state (user_id, authentication_method, created_at desc);
comment on table auth.flow_state is 'PKCE flows: code challenge of a pending emailed link and the auth code it redirects with.';
revoke all on auth.flow_state from anon, authenticated;
