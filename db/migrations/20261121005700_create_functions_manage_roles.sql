-- Purpose: assign_role and remove_role (spec 2.8, 6): admins manage roles; while no admin exists
-- any signed-in user may make themselves the first admin.
-- Tables touched: public.user_roles (insert/delete), public.admin_audit_log (insert). Destructive:
-- remove_role deletes one user_roles row.

-- Every change to who is admin takes this transaction lock, so two people racing to become the
-- first admin (or two admins removing each other) are serialised.
create function private.lock_admin_roles() returns void
language sql volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('public.user_roles:admin', 0))
$$;
revoke all on function private.lock_admin_roles() from public, anon, authenticated;

-- security definer: user_roles has no INSERT/DELETE grant for authenticated (nobody grants
-- themselves a role); this function checks for an admin, or the first-admin case, itself.
create function public.assign_role(_user_id uuid, _role public.app_role) returns public.user_roles
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _row public.user_roles;
begin
  if _user_id is null then
    raise exception 'Missing user id' using errcode = 'P0001';
  end if;
  if _role is null then
    raise exception 'Role is required' using errcode = 'P0001';
  end if;
  -- affiliate comes with an affiliate profile through register_affiliate (spec 5 lists the rest).
  if _role = 'affiliate' then
    raise exception 'The affiliate role comes with affiliate registration' using errcode = 'P0001';
  end if;
  if _role = 'admin' then
    perform private.lock_admin_roles();
  end if;
  if not public.is_admin() then
    if _role <> 'admin' or _user_id <> _caller
       or exists (select 1 from public.user_roles where role = 'admin') then
      raise exception 'Only admins can assign roles' using errcode = 'P0001';
    end if;
  end if;
  if not exists (select 1 from auth.users where id = _user_id) then
    raise exception 'User not found' using errcode = 'P0001';
  end if;

  insert into public.user_roles (user_id, role) values (_user_id, _role)
  on conflict (user_id, role) do nothing
  returning * into _row;
  if not found then
    -- Already held: assigning twice is one assignment.
    select * into _row from public.user_roles where user_id = _user_id and role = _role;
    return _row;
  end if;
  perform private.audit(_caller, 'assign_role', 'user_roles', _row.id::text,
    jsonb_build_object('user_id', _user_id, 'role', _role));
  return _row;
end
$$;
comment on function public.assign_role(uuid, public.app_role) is
  'Admin: give a user a role (the first admin may be self-assigned while none exists), audited.';

create function public.remove_role(_user_id uuid, _role public.app_role) returns public.user_roles
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('remove roles');
  _row public.user_roles;
begin
  if _user_id is null then
    raise exception 'Missing user id' using errcode = 'P0001';
  end if;
  if _role is null then
    raise exception 'Role is required' using errcode = 'P0001';
  end if;
  if _role = 'admin' then
    perform private.lock_admin_roles();
    if (select count(*) from public.user_roles where role = 'admin' and user_id <> _user_id) = 0 then
      raise exception 'Cannot remove the last admin' using errcode = 'P0001';
    end if;
  end if;

  delete from public.user_roles where user_id = _user_id and role = _role returning * into _row;
  if not found then
    raise exception 'User does not have the role %', _role using errcode = 'P0001';
  end if;
  perform private.audit(_admin, 'remove_role', 'user_roles', _row.id::text,
    jsonb_build_object('user_id', _user_id, 'role', _role));
  return _row;
end
$$;
comment on function public.remove_role(uuid, public.app_role) is 'Admin: take a role from a user, audited; returns the removed row.';

revoke execute on function public.assign_role(uuid, public.app_role), public.remove_role(uuid, public.app_role) from public, anon;
grant execute on function public.assign_role(uuid, public.app_role), public.remove_role(uuid, public.app_role) to authenticated;
