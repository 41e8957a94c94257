-- Purpose: approve_property, the admin dashboard's Approve action (spec 4): a listing becomes verified.
-- Tables touched: public.properties (update), public.admin_audit_log (insert). Destructive: no.

-- security definer: properties.verified has no UPDATE grant for authenticated (owners must not
-- verify their own listings); this function checks for an admin itself.
create function public.approve_property(_property_id uuid) returns public.properties
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('approve properties');
  _property public.properties;
begin
  if _property_id is null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  select * into _property from public.properties where id = _property_id for update;
  if not found then
    raise exception 'Property not found' using errcode = 'P0001';
  end if;
  if _property.verified then
    return _property; -- approving twice is one approval
  end if;

  update public.properties set verified = true where id = _property_id returning * into _property;
  perform private.audit(_admin, 'approve_property', 'properties', _property_id::text, '{}'::jsonb);
  return _property;
end
$$;
comment on function public.approve_property(uuid) is 'Admin: mark a listing verified (spec 4) and audit it.';

revoke execute on function public.approve_property(uuid) from public, anon;
grant execute on function public.approve_property(uuid) to authenticated;
