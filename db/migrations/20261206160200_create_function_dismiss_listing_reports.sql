-- Purpose: dismiss_listing_reports(ids), Dismiss for several reported listings at once from the
-- console's report queue: each listing goes through resolve_listing_reports(id, 'dismiss') (a held
-- listing returns to search unless its owner changed it, one audit row each), all or none, at most
-- 100 in one call.
-- Tables touched: none directly (listing_reports, properties and admin_audit_log through
-- resolve_listing_reports). Destructive: no.

-- security definer: it only calls resolve_listing_reports, itself security definer and checking
-- for an admin; the caller is checked here first.
create function public.dismiss_listing_reports(_property_ids uuid[]) returns setof public.properties
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('resolve listing reports');
  _ids uuid[] := array(select distinct unnest(_property_ids) order by 1);
  _id uuid;
begin
  if _property_ids is null or cardinality(_ids) = 0 then
    raise exception 'Choose at least one listing' using errcode = 'P0001';
  end if;
  if array_position(_ids, null) is not null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  if cardinality(_ids) > 100 then
    raise exception 'At most 100 listings can be resolved at once' using errcode = 'P0001';
  end if;
  -- In id order, the order every bulk call takes, so two overlapping batches cannot deadlock.
  foreach _id in array _ids loop
    begin
      return next public.resolve_listing_reports(_id, 'dismiss', null);
    exception when others then
      raise exception using message = sqlerrm, errcode = sqlstate, detail = format('Property %s', _id);
    end;
  end loop;
end
$$;
comment on function public.dismiss_listing_reports(uuid[]) is
  'Admin: dismiss the open reports of up to 100 listings in one step (all or none), each through resolve_listing_reports and audited.';

revoke execute on function public.dismiss_listing_reports(uuid[]) from public, anon;
grant execute on function public.dismiss_listing_reports(uuid[]) to authenticated;
