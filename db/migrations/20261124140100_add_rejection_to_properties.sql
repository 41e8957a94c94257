-- Purpose: listing moderation (issue 8): an admin may reject a listing with a reason its owner
-- reads, approve it (which clears a rejection), or approve up to 100 listings at once.
-- Tables touched: public.properties (new columns rejection_reason, rejected_at, rejected_by_admin_id;
-- two partial indexes), public.admin_audit_log (insert, by the functions). Destructive: replaces
-- approve_property(uuid) with the same signature.

alter table public.properties
  add column rejection_reason text check (rejection_reason is null or char_length(rejection_reason) <= 1000),
  add column rejected_at timestamptz,
  add column rejected_by_admin_id uuid,
  -- A rejected listing is never verified, so it is never listed: visitors, who see only listed
  -- rows, never see a rejection; the owner sees it through properties_select_owner.
  add constraint properties_rejected_is_unverified check (rejected_at is null or not verified);
comment on column public.properties.rejection_reason is
  'Why an admin rejected the listing; shown to its owner. Written only by reject_property, cleared on approval.';
-- Not in the column-level INSERT or UPDATE grants: only the moderation functions write them.

-- The admin's moderation queues, newest first, stay index walks (and their counts cheap) at a
-- million listings: pending review is unverified and not rejected.
create index properties_pending_review_idx on public.properties (created_at desc, id desc)
  where not verified and rejected_at is null;
create index properties_rejected_idx on public.properties (created_at desc, id desc)
  where rejected_at is not null;

-- security definer (all three): verified and the rejection columns have no UPDATE grant for
-- authenticated (owners must not verify or un-reject their own listings); each function checks
-- for an admin itself.
create or replace function public.approve_property(_property_id uuid) returns public.properties
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

  update public.properties
     set verified = true, rejection_reason = null, rejected_at = null, rejected_by_admin_id = null
   where id = _property_id
  returning * into _property;
  perform private.audit(_admin, 'approve_property', 'properties', _property_id::text, '{}'::jsonb);
  return _property;
end
$$;
comment on function public.approve_property(uuid) is
  'Admin: mark a listing verified (spec 4), clearing any rejection, and audit it.';

create function public.approve_properties(_property_ids uuid[]) returns setof public.properties
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('approve properties');
  _ids uuid[] := array(select distinct unnest(_property_ids));
  _found integer;
  _property public.properties;
begin
  if _property_ids is null or cardinality(_ids) = 0 then
    raise exception 'Choose at least one property' using errcode = 'P0001';
  end if;
  if array_position(_ids, null) is not null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  if cardinality(_ids) > 100 then
    raise exception 'At most 100 properties can be approved at once' using errcode = 'P0001';
  end if;
  -- Locked in id order, the order every bulk call takes, so two overlapping batches cannot deadlock.
  select count(*) into _found
    from (select 1 from public.properties where id = any (_ids) order by id for update) locked;
  if _found <> cardinality(_ids) then
    raise exception 'Property not found' using errcode = 'P0001';
  end if;

  for _property in
    update public.properties
       set verified = true, rejection_reason = null, rejected_at = null, rejected_by_admin_id = null
     where id = any (_ids) and not verified
    returning *
  loop
    perform private.audit(_admin, 'approve_property', 'properties', _property.id::text, '{"bulk": true}'::jsonb);
    return next _property;
  end loop;
end
$$;
comment on function public.approve_properties(uuid[]) is
  'Admin: verify up to 100 listings in one step (all or none), one audit row per listing approved; returns those it changed.';

create function public.reject_property(_property_id uuid, _reason text) returns public.properties
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('reject properties');
  _why text := nullif(btrim(_reason), '');
  _property public.properties;
begin
  if _property_id is null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  if _why is null then
    raise exception 'A reason is required to reject a listing' using errcode = 'P0001';
  end if;
  if char_length(_why) > 1000 then
    raise exception 'The reason can be at most 1000 characters' using errcode = 'P0001';
  end if;
  select * into _property from public.properties where id = _property_id for update;
  if not found then
    raise exception 'Property not found' using errcode = 'P0001';
  end if;
  if _property.rejected_at is not null and _property.rejection_reason = _why then
    return _property; -- the same rejection twice is one rejection
  end if;

  update public.properties
     set verified = false, rejection_reason = _why, rejected_at = now(), rejected_by_admin_id = _admin
   where id = _property_id
  returning * into _property;
  perform private.audit(_admin, 'reject_property', 'properties', _property_id::text, jsonb_build_object('reason', _why));
  return _property;
end
$$;
comment on function public.reject_property(uuid, text) is
  'Admin: take a listing off the site with a reason its owner sees, and audit it.';

revoke execute on function public.approve_properties(uuid[]), public.reject_property(uuid, text) from public, anon;
grant execute on function public.approve_properties(uuid[]), public.reject_property(uuid, text) to authenticated;
