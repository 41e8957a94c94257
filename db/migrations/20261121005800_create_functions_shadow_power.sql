-- Purpose: set_affiliate_shadow_power and add_shadow_power_virtual_properties (spec 2.10, 4, 5, 7):
-- an admin grants an affiliate shadow power (balancing only, never commission), recorded with the
-- virtual properties that stand for it and an audit row.
-- Tables touched: public.affiliate_shadow_power (insert/update), public.affiliate_virtual_properties
-- (insert), public.shadow_power_audit (insert), public.admin_audit_log (insert). Destructive: no.

-- security definer: shadow power and virtual properties have no write grant for authenticated
-- (nobody grants themselves shadow power); the function checks for an admin itself.
create function public.add_shadow_power_virtual_properties(_affiliate_id text, _shadow_amount numeric, _property_count integer default 1)
returns public.affiliate_virtual_properties
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('add shadow power');
  _row public.affiliate_virtual_properties;
begin
  perform 1 from public.affiliate_profiles where affiliate_id = _affiliate_id for update;
  if not found then
    raise exception 'User must be an affiliate to add shadow power' using errcode = 'P0001';
  end if;
  if _shadow_amount is null or _shadow_amount <= 0 then
    raise exception 'Shadow power amount must be greater than 0' using errcode = 'P0001';
  end if;
  if _property_count is null or _property_count < 1 then
    raise exception 'Property count must be at least 1' using errcode = 'P0001';
  end if;

  -- The newest record describes the current shadow power; the same one twice is one record.
  select * into _row from public.affiliate_virtual_properties
   where affiliate_id = _affiliate_id order by created_at desc, id desc limit 1;
  if found and _row.shadow_amount = _shadow_amount and _row.property_count = _property_count then
    return _row;
  end if;

  insert into public.affiliate_virtual_properties (affiliate_id, shadow_amount, property_count, created_by_admin_id)
  values (_affiliate_id, _shadow_amount, _property_count, _admin)
  returning * into _row;
  perform private.audit(_admin, 'add_shadow_power_virtual_properties', 'affiliate_virtual_properties', _row.id::text,
    jsonb_build_object('affiliate_id', _affiliate_id, 'shadow_amount', _shadow_amount, 'property_count', _property_count));
  return _row;
end
$$;
comment on function public.add_shadow_power_virtual_properties(text, numeric, integer) is
  'Admin: record the virtual properties behind an affiliate''s shadow power (spec 7).';

create function public.set_affiliate_shadow_power(_affiliate_id text, _amount numeric, _notes text default null)
returns public.affiliate_shadow_power
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('set shadow power');
  _current public.affiliate_shadow_power;
  _row public.affiliate_shadow_power;
  _note text := nullif(btrim(_notes), '');
begin
  -- Locking the affiliate serialises two admins saving at once.
  perform 1 from public.affiliate_profiles where affiliate_id = _affiliate_id for update;
  if not found then
    raise exception 'User must be an affiliate to add shadow power' using errcode = 'P0001';
  end if;
  if _amount is null then
    raise exception 'Shadow power amount is required' using errcode = 'P0001';
  end if;
  if _amount < 0 then
    raise exception 'Shadow power amount cannot be negative' using errcode = 'P0001';
  end if;

  select * into _current from public.affiliate_shadow_power where affiliate_id = _affiliate_id;
  if found and _current.shadow_power_amount = _amount and _current.notes is not distinct from _note then
    return _current; -- the same save twice is one change
  end if;
  if not found and _amount = 0 then
    raise exception 'Shadow power amount must be greater than 0' using errcode = 'P0001';
  end if;

  insert into public.affiliate_shadow_power (affiliate_id, shadow_power_amount, is_active, notes, created_by_admin_id)
  values (_affiliate_id, _amount, _amount > 0, _note, _admin)
  on conflict (affiliate_id) do update
     set shadow_power_amount = excluded.shadow_power_amount,
         is_active = excluded.is_active,
         notes = excluded.notes,
         created_by_admin_id = excluded.created_by_admin_id
  returning * into _row;

  insert into public.shadow_power_audit (affiliate_id, admin_user_id, previous_amount, new_amount, notes)
  values (_affiliate_id, _admin, coalesce(_current.shadow_power_amount, 0), _amount, _note);

  if _amount > 0 then
    perform public.add_shadow_power_virtual_properties(_affiliate_id, _amount, 1);
  end if;
  return _row;
end
$$;
comment on function public.set_affiliate_shadow_power(text, numeric, text) is
  'Admin: set an affiliate''s shadow power (active exactly when above 0, spec 4), audited.';

revoke execute on function public.add_shadow_power_virtual_properties(text, numeric, integer),
  public.set_affiliate_shadow_power(text, numeric, text) from public, anon;
grant execute on function public.add_shadow_power_virtual_properties(text, numeric, integer),
  public.set_affiliate_shadow_power(text, numeric, text) to authenticated;
