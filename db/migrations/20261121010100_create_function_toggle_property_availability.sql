-- Purpose: toggle_property_availability, My Properties' Mark Booked / Mark Available (spec 2.12, 4):
-- available becomes booked; anything else becomes available. Owner only.
-- Tables touched: public.properties (update). Destructive: no.

-- security invoker: owners may update availability themselves (column grant + owner policy), so
-- row-level security already limits this to rows the caller may change; the explicit owner check
-- keeps admins out too and gives a stable message.
create function public.toggle_property_availability(_property_id uuid) returns public.properties
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  _caller uuid := auth.uid();
  _property public.properties;
begin
  -- Inline rather than private.require_user(): an invoker function cannot reach schema private.
  if _caller is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if _property_id is null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  -- The row lock makes two quick clicks two toggles in order, never a lost one.
  select * into _property from public.properties where id = _property_id for update;
  if not found then
    -- Also what a stranger gets: the row is not theirs to lock under row-level security.
    raise exception 'Property not found' using errcode = 'P0001';
  end if;
  if _property.listed_by is distinct from _caller then
    raise exception 'Only the owner can change a property''s availability' using errcode = 'P0001';
  end if;

  update public.properties
     set availability = case when availability = 'available' then 'booked' else 'available' end::public.property_availability
   where id = _property_id
  returning * into _property;
  return _property;
end
$$;
comment on function public.toggle_property_availability(uuid) is
  'Owner: available becomes booked, anything else available (spec 4).';

revoke execute on function public.toggle_property_availability(uuid) from public, anon;
grant execute on function public.toggle_property_availability(uuid) to authenticated;
