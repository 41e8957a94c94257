-- Purpose: admin powers (the aal2 branch of has_role, and is_admin) also need the token's session
-- to still exist: after logout (or a session's not_after) an admin token is a plain user's token.
-- Tables touched: none (replaces public.has_role, public.is_admin; same signatures and grants).
-- Destructive: no.

-- Whether the caller's token names a live session of the caller. A missing or malformed
-- session_id claim is no session (never an error: policies call this on every row).
create or replace function public.caller_session_is_live() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((
    select exists (
      select 1 from auth.sessions s
      where s.id = (auth.jwt() ->> 'session_id')::uuid
        and s.user_id = auth.uid()
        and (s.not_after is null or s.not_after > now())
    )
    where coalesce(auth.jwt() ->> 'session_id', '')
      ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ), false)
$$;
comment on function public.caller_session_is_live() is
  'The session named by the token''s session_id claim still exists for the caller and has not expired.';
revoke execute on function public.caller_session_is_live() from public, anon, authenticated, service_role;
grant execute on function public.caller_session_is_live() to anon, authenticated, service_role;

create or replace function public.has_role(_user_id uuid, _role public.app_role) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select case
    when _user_id is null or _role is null then false
    when _user_id = auth.uid()
      or auth.role() = 'service_role'
      or (
        coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
        and exists (select 1 from public.user_roles r where r.user_id = auth.uid() and r.role = 'admin')
        and public.caller_session_is_live()
      )
    then exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = _role)
    else false
  end
$$;

-- An admin's own role check (_user_id = auth.uid()) does not pass through the aal2 branch above,
-- so the live-session check is repeated here.
create or replace function public.is_admin() returns boolean
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
    and public.has_role(auth.uid(), 'admin')
    and public.caller_session_is_live()
$$;
comment on function public.is_admin() is
  'Caller holds role admin, signed in with a second factor (aal2), and the token''s session still exists.';
