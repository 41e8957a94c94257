-- Purpose: an owner deletes a listing (with its photos) only when nobody is waiting on it: no
-- pending or approved application and no lease running today or later. Otherwise the owner
-- withdraws it (availability 'unavailable'), which keeps the history those people rely on.
-- delete_property returns the storage names of the listing's photos so that the caller removes
-- the files through the storage API in the same step.
-- Tables touched: public.properties (trigger), public.property_images (read). Destructive: no.

-- security definer: the refusal must see every application and lease of the listing, including
-- rows the deleting person's policies would hide; it writes nothing.
create function public.refuse_deleting_listing_with_open_deals() returns trigger
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return old; -- account removal and maintenance cascade without a user
  end if;
  if exists (select 1 from public.property_applications a
              where a.property_id = old.id and a.status in ('pending', 'approved'))
     or exists (select 1 from public.leases l
                 where l.property_id = old.id and (l.end_date is null or l.end_date >= (now() at time zone 'Asia/Kolkata')::date)) then
    raise exception 'This listing has open applications or a lease; withdraw it instead of deleting it'
      using errcode = 'P0001';
  end if;
  return old;
end
$$;
comment on function public.refuse_deleting_listing_with_open_deals() is
  'Trigger: a listing with a pending or approved application or a current lease cannot be deleted by a person.';
revoke execute on function public.refuse_deleting_listing_with_open_deals() from public, anon, authenticated;

create trigger properties_refuse_deleting_open_deals before delete on public.properties
  for each row execute function public.refuse_deleting_listing_with_open_deals();

-- security invoker: the owner deletes under properties_delete_owner; the trigger above refuses a
-- listing people are still waiting on.
create function public.delete_property(_property_id uuid) returns text[]
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  _caller uuid := auth.uid();
  _names text[];
begin
  -- Inline rather than private.require_user(): an invoker function cannot reach schema private.
  if _caller is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if _property_id is null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  select array(
    select distinct substring(u.url from '/property-images/(properties/.+)$')
      from (select unnest(p.image_urls) as url from public.properties p where p.id = _property_id
            union all
            select i.url from public.property_images i where i.property_id = _property_id) u
     where substring(u.url from '/property-images/(properties/' || _caller::text || '/.+)$') is not null)
    into _names;
  delete from public.properties where id = _property_id and listed_by = _caller;
  if not found then
    raise exception 'Property not found' using errcode = 'P0001';
  end if;
  return _names;
end
$$;
comment on function public.delete_property(uuid) is
  'Owner: delete their listing when nobody waits on it; returns its photos'' storage names (property-images) to remove.';
revoke execute on function public.delete_property(uuid) from public, anon;
grant execute on function public.delete_property(uuid) to authenticated;
