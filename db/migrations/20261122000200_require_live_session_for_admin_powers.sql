-- Purpose: admin powers end with the session. An access token outlives its session (logout, a
-- factor removed, the account's sessions revoked) until it expires; is_admin, and with it the
-- admin branch of has_role and every admin policy and function, now also needs the token's
-- session_id to name a live aal2 session in auth.sessions (removing the factor drops its sessions
-- to aal1). Other callers keep the token's word until expiry, as on hosted Supabase
-- (docs/decisions.md).
-- Tables touched: none (functions added and replaced). Destructive: no.

-- Security definer: auth.sessions has no grant for API roles. It only answers about the caller's
-- own token, so it is safe to expose.
create function public.has_live_aal2_session() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.sessions s
    where s.id = case
                   when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                   then (auth.jwt() ->> 'session_id')::uuid
                 end
      and s.user_id = auth.uid()
      and s.aal = 'aal2'
      and (s.not_after is null or s.not_after > now())
  )
$$;
comment on function public.has_live_aal2_session() is
  'Whether the session named by the caller''s token still exists at aal2 (not signed out, factor not removed).';
revoke execute on function public.has_live_aal2_session() from public;
grant execute on function public.has_live_aal2_session() to anon, authenticated, service_role;

create or replace function public.is_admin() returns boolean
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
     and public.has_role(auth.uid(), 'admin')
     and public.has_live_aal2_session()
$$;
comment on function public.is_admin() is
  'Caller holds role admin, signed in with a second factor (aal2), and the token''s session still exists.';

-- Security definer, as before: policies on user_roles call it. Asking about someone else needs
-- the caller to be an admin by is_admin's rule (is_admin asks about the caller, so no recursion).
create or replace function public.has_role(_user_id uuid, _role public.app_role) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select case
    when _user_id is null or _role is null then false
    when _user_id = auth.uid() or auth.role() = 'service_role' or public.is_admin()
    then exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = _role)
    else false
  end
$$;
