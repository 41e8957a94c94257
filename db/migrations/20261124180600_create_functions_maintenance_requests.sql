-- Purpose: the three transitions of a maintenance request, each one call that checks the caller,
-- validates, writes the request and its history entry together:
--   raise_maintenance_request  a current tenant of the property opens one (status open);
--   assign_maintenance_request the owner, their property manager or an admin gives it to the owner
--                              or one of the owner's managers (status in_progress);
--   close_maintenance_request  the same people close it with how it was resolved (status closed).
-- Tables touched: public.maintenance_requests (insert, update), public.maintenance_request_events
-- (insert). Destructive: no.

-- Whether a person may act for the owner of a property: the owner, a manager of theirs, an admin.
create function private.acts_for_owner(_owner_id uuid, _caller uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select _owner_id = _caller
      or exists (select 1 from public.property_manager_landlords l where l.landlord_id = _owner_id and l.manager_id = _caller)
      or public.is_admin()
$$;
revoke all on function private.acts_for_owner(uuid, uuid) from public, anon, authenticated;

-- security definer: signed-in people have no write grant on maintenance requests or their history,
-- so that every change goes through these checks and leaves its entry.
create function public.raise_maintenance_request(_property_id uuid, _title text, _description text default null)
returns public.maintenance_requests
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _clean_title text := nullif(btrim(_title), '');
  _clean_description text := nullif(btrim(_description), '');
  _request public.maintenance_requests;
begin
  if _property_id is null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  if _clean_title is null then
    raise exception 'Title is required' using errcode = 'P0001';
  end if;
  if char_length(_clean_title) > 120 then
    raise exception 'Title must be at most 120 characters' using errcode = 'P0001';
  end if;
  if char_length(coalesce(_clean_description, '')) > 2000 then
    raise exception 'Description must be at most 2,000 characters' using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from public.leases l
     where l.property_id = _property_id and l.tenant_id = _caller
       and l.start_date <= private.india_today()
       and (l.end_date is null or l.end_date >= private.india_today())
  ) then
    raise exception 'Only a current tenant of the property can raise a maintenance request' using errcode = 'P0001';
  end if;

  insert into public.maintenance_requests (property_id, raised_by, title, description)
  values (_property_id, _caller, _clean_title, _clean_description)
  returning * into _request;
  insert into public.maintenance_request_events (request_id, actor_id, action, status, note)
  values (_request.id, _caller, 'raised', _request.status, _clean_description);
  return _request;
end
$$;
comment on function public.raise_maintenance_request(uuid, text, text) is
  'Current tenant: open a maintenance request on the rented property.';

-- security definer: see raise_maintenance_request.
create function public.assign_maintenance_request(_request_id uuid, _assignee_id uuid default null)
returns public.maintenance_requests
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _request public.maintenance_requests;
  _owner uuid;
  _assignee uuid := coalesce(_assignee_id, _caller);
begin
  if _request_id is null then
    raise exception 'Maintenance request id is required' using errcode = 'P0001';
  end if;
  select * into _request from public.maintenance_requests where id = _request_id for update;
  if not found then
    raise exception 'Maintenance request not found' using errcode = 'P0001';
  end if;
  select p.listed_by into _owner from public.properties p where p.id = _request.property_id;
  if not private.acts_for_owner(_owner, _caller) then
    raise exception 'Only the owner or their property manager can change a maintenance request' using errcode = 'P0001';
  end if;
  if _request.status in ('resolved', 'closed') then
    raise exception 'Maintenance request is already closed' using errcode = 'P0001';
  end if;
  if not (_assignee = _owner or exists (
    select 1 from public.property_manager_landlords l where l.landlord_id = _owner and l.manager_id = _assignee
  )) then
    raise exception 'Assign the request to the owner or one of their property managers' using errcode = 'P0001';
  end if;

  update public.maintenance_requests
     set status = 'in_progress', assigned_to = _assignee, assigned_at = now()
   where id = _request_id
  returning * into _request;
  insert into public.maintenance_request_events (request_id, actor_id, action, status, assigned_to)
  values (_request.id, _caller, 'assigned', _request.status, _assignee);
  return _request;
end
$$;
comment on function public.assign_maintenance_request(uuid, uuid) is
  'Owner, their property manager or admin: assign a request to the owner or one of their managers (in progress).';

-- security definer: see raise_maintenance_request.
create function public.close_maintenance_request(_request_id uuid, _resolution text)
returns public.maintenance_requests
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _request public.maintenance_requests;
  _owner uuid;
  _clean text := nullif(btrim(_resolution), '');
begin
  if _request_id is null then
    raise exception 'Maintenance request id is required' using errcode = 'P0001';
  end if;
  select * into _request from public.maintenance_requests where id = _request_id for update;
  if not found then
    raise exception 'Maintenance request not found' using errcode = 'P0001';
  end if;
  select p.listed_by into _owner from public.properties p where p.id = _request.property_id;
  if not private.acts_for_owner(_owner, _caller) then
    raise exception 'Only the owner or their property manager can change a maintenance request' using errcode = 'P0001';
  end if;
  if _request.status in ('resolved', 'closed') then
    raise exception 'Maintenance request is already closed' using errcode = 'P0001';
  end if;
  if _clean is null then
    raise exception 'Describe how the request was resolved' using errcode = 'P0001';
  end if;
  if char_length(_clean) > 2000 then
    raise exception 'Resolution must be at most 2,000 characters' using errcode = 'P0001';
  end if;

  update public.maintenance_requests
     set status = 'closed', closed_at = now(), resolution = _clean
   where id = _request_id
  returning * into _request;
  insert into public.maintenance_request_events (request_id, actor_id, action, status, note)
  values (_request.id, _caller, 'closed', _request.status, _clean);
  return _request;
end
$$;
comment on function public.close_maintenance_request(uuid, text) is
  'Owner, their property manager or admin: close a request with how it was resolved.';

revoke execute on function public.raise_maintenance_request(uuid, text, text) from public, anon;
revoke execute on function public.assign_maintenance_request(uuid, uuid) from public, anon;
revoke execute on function public.close_maintenance_request(uuid, text) from public, anon;
grant execute on function public.raise_maintenance_request(uuid, text, text) to authenticated;
grant execute on function public.assign_maintenance_request(uuid, uuid) to authenticated;
grant execute on function public.close_maintenance_request(uuid, text) to authenticated;
