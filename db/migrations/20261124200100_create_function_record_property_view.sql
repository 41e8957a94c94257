-- Purpose: record_property_view, called when a signed-in person opens a listing: it goes to the
-- top of their recently viewed properties (spec 2.1 /recently-viewed), one row per property.
-- Tables touched: public.recently_viewed_properties (insert or update). Destructive: no.

-- security invoker: the insert policy already requires a property the caller can see, and the
-- caller may update viewed_at of their own rows. A function because an upsert through the API
-- would also write the key columns, which people may not update.
create function public.record_property_view(_property_id uuid) returns timestamptz
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  _caller uuid := auth.uid();
  _viewed_at timestamptz;
begin
  if _caller is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  -- Under the caller's row-level security: a property they cannot see is one that does not exist.
  if not exists (select 1 from public.properties p where p.id = _property_id) then
    raise exception 'Property not found' using errcode = 'P0001';
  end if;
  insert into public.recently_viewed_properties (user_id, property_id, viewed_at)
  values (_caller, _property_id, now())
  on conflict (user_id, property_id) do update set viewed_at = excluded.viewed_at
  returning viewed_at into _viewed_at;
  return _viewed_at;
end
$$;
comment on function public.record_property_view(uuid) is
  'Signed-in view of a listing: it moves to the top of the caller''s recently viewed properties.';

revoke execute on function public.record_property_view(uuid) from public, anon;
grant execute on function public.record_property_view(uuid) to authenticated;
