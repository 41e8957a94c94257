-- Purpose: roles per user, and the helpers every policy uses to check them (has_role, is_admin).
-- Tables touched: public.user_roles (new). Destructive: no.

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  unique (user_id, role)
);
comment on table public.user_roles is 'Roles held by each user; written only by assign_role/remove_role.';

alter table public.user_roles enable row level security;

-- Security definer: policies on user_roles itself call this, so it must read user_roles past RLS
-- (otherwise every policy check would recurse). It only answers about the caller, unless the
-- caller is an admin with a second factor or the service role.
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
      )
    then exists (select 1 from public.user_roles r where r.user_id = _user_id and r.role = _role)
    else false
  end
$$;
comment on function public.has_role(uuid, public.app_role) is
  'Whether a user holds a role. Non-admins may only ask about themselves (else false).';
revoke execute on function public.has_role(uuid, public.app_role) from public, anon, authenticated, service_role;
grant execute on function public.has_role(uuid, public.app_role) to anon, authenticated, service_role;

-- Admin powers need the second factor: an admin whose token is aal1 is a plain user.
create or replace function public.is_admin() returns boolean
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2' and public.has_role(auth.uid(), 'admin')
$$;
comment on function public.is_admin() is 'Caller holds role admin and signed in with a second factor (aal2).';
revoke execute on function public.is_admin() from public, anon, authenticated, service_role;
grant execute on function public.is_admin() to anon, authenticated, service_role;

revoke all on public.user_roles from anon, authenticated, service_role;
grant select on public.user_roles to authenticated;
grant all on public.user_roles to service_role;

create policy user_roles_select_own on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_roles_select_admin on public.user_roles for select to authenticated
  using ((select public.is_admin()));
