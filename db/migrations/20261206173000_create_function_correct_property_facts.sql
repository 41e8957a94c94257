-- Purpose: correct_property_facts(id, facts), the console's edit of a listing's rental facts
-- (maintenance, floors, parking, water supply, pets, food preference, gated society, facing, year
-- built). update_property is the owner's alone; an admin corrects only these facts, each one the
-- body names (a fact it leaves out is kept, a null clears it), through the table's own checks, in
-- one statement with one audit row. A correction of a fact that describes the home on an approved
-- listing sends it back to review with what changed, as the owner's change does: a second look at
-- what renters will filter on, and the owner sees it waiting.
-- Tables touched: public.properties (the facts, verified, review_changes), public.admin_audit_log.
-- Destructive: no.

-- security definer: an admin writes a listing they do not own, which the owner-only update policy
-- refuses, and the audit row, which admins may read but not write; the caller is checked first.
create function public.correct_property_facts(_property_id uuid, _facts jsonb) returns public.properties
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('correct listing facts');
  _all text[] := array['maintenance_charges', 'floor', 'total_floors', 'parking', 'water_supply', 'pets_allowed',
    'food_preference', 'gated_society', 'facing', 'year_built'];
  -- As send_changed_listing_to_review: pets and food preference are the owner's switches, not claims.
  _material text[] := array['maintenance_charges', 'floor', 'total_floors', 'parking', 'water_supply',
    'gated_society', 'facing', 'year_built'];
  _old public.properties;
  _form public.properties;
  _changes jsonb;
  _review jsonb;
  _row public.properties;
begin
  if _property_id is null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  if _facts is null or jsonb_typeof(_facts) <> 'object' then
    raise exception 'Facts must be an object' using errcode = 'P0001';
  end if;
  if exists (select 1 from jsonb_object_keys(_facts) as k(key) where k.key <> all (_all)) then
    raise exception 'Only a listing''s rental facts can be corrected here' using errcode = 'P0001';
  end if;
  select * into _old from public.properties where id = _property_id for update;
  if not found then
    raise exception 'Property not found' using errcode = 'P0001';
  end if;
  -- Onto the row as it is: a fact the body leaves out keeps its value.
  _form := jsonb_populate_record(_old, _facts);

  select jsonb_object_agg(o.key, jsonb_build_object('old', o.value, 'new', n.value))
    into _changes
    from jsonb_each(to_jsonb(_old)) o
    join jsonb_each(to_jsonb(_form)) n on n.key = o.key
   where o.key = any (_all) and o.value is distinct from n.value;
  if _changes is null then
    return _old; -- nothing corrected: nothing to write or audit
  end if;
  if (_old.verified or _old.review_changes is not null) and _old.rejected_at is null then
    select jsonb_object_agg(c.key, c.value) into _review from jsonb_each(_changes) c where c.key = any (_material);
  end if;

  update public.properties set
    maintenance_charges = _form.maintenance_charges, floor = _form.floor, total_floors = _form.total_floors,
    parking = _form.parking, water_supply = _form.water_supply, pets_allowed = _form.pets_allowed,
    food_preference = _form.food_preference, gated_society = _form.gated_society, facing = _form.facing,
    year_built = _form.year_built,
    verified = verified and _review is null,
    review_changes = case when _review is null then review_changes
                          else private.merge_review_changes(review_changes, _review) end
   where id = _property_id
  returning * into _row;

  perform private.audit(_admin, 'correct_property_facts', 'properties', _property_id::text,
    jsonb_build_object('changes', _changes, 'sent_to_review', _review is not null));
  return _row;
end
$$;
comment on function public.correct_property_facts(uuid, jsonb) is
  'Admin: correct the rental facts a body names on any listing, audited; a changed home fact sends an approved listing back to review.';

revoke execute on function public.correct_property_facts(uuid, jsonb) from public, anon;
grant execute on function public.correct_property_facts(uuid, jsonb) to authenticated;
