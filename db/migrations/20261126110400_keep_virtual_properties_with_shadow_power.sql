-- Purpose: an affiliate's virtual properties stand for their current shadow power only (spec 4,
-- 7). Each save used to add a row and revoking kept them all, so the table said an affiliate had
-- several grants, or one after it was revoked. Now there is at most one row per affiliate: a save
-- above 0 sets it to the new amount, saving 0 removes it. The history stays in
-- shadow_power_audit and admin_audit_log.
-- Tables touched: public.affiliate_virtual_properties (delete, update, unique index),
-- public.affiliate_shadow_power (read). Destructive: deletes virtual-property rows of revoked
-- grants and all but the newest row of each active grant.

delete from public.affiliate_virtual_properties v
 where not exists (select 1 from public.affiliate_shadow_power s where s.affiliate_id = v.affiliate_id and s.is_active)
    or exists (select 1 from public.affiliate_virtual_properties n
                where n.affiliate_id = v.affiliate_id and (n.created_at, n.id) > (v.created_at, v.id));
update public.affiliate_virtual_properties v
   set shadow_amount = s.shadow_power_amount
  from public.affiliate_shadow_power s
 where s.affiliate_id = v.affiliate_id and v.shadow_amount <> s.shadow_power_amount;

drop index public.affiliate_virtual_properties_affiliate_id_idx;
create unique index affiliate_virtual_properties_affiliate_id_key on public.affiliate_virtual_properties (affiliate_id);
comment on table public.affiliate_virtual_properties is
  'Virtual properties backing an affiliate''s active shadow power: at most one row per affiliate, removed when revoked.';

-- security definer: virtual properties have no write grant for authenticated; the function
-- checks for an admin itself. It records the virtual properties of the active grant, so its
-- amount must be the grant's.
create or replace function public.add_shadow_power_virtual_properties(_affiliate_id text, _shadow_amount numeric, _property_count integer default 1)
returns public.affiliate_virtual_properties
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('add shadow power');
  _row public.affiliate_virtual_properties;
  _granted numeric;
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
  select shadow_power_amount into _granted from public.affiliate_shadow_power
   where affiliate_id = _affiliate_id and is_active;
  if _granted is null or _granted <> _shadow_amount then
    raise exception 'Virtual properties must match the affiliate''s active shadow power' using errcode = 'P0001';
  end if;

  select * into _row from public.affiliate_virtual_properties where affiliate_id = _affiliate_id;
  if found and _row.shadow_amount = _shadow_amount and _row.property_count = _property_count then
    return _row; -- the same record twice is one record
  end if;

  insert into public.affiliate_virtual_properties (affiliate_id, shadow_amount, property_count, created_by_admin_id)
  values (_affiliate_id, _shadow_amount, _property_count, _admin)
  on conflict (affiliate_id) do update
     set shadow_amount = excluded.shadow_amount,
         property_count = excluded.property_count,
         created_by_admin_id = excluded.created_by_admin_id,
         created_at = now()
  returning * into _row;
  perform private.audit(_admin, 'add_shadow_power_virtual_properties', 'affiliate_virtual_properties', _row.id::text,
    jsonb_build_object('affiliate_id', _affiliate_id, 'shadow_amount', _shadow_amount, 'property_count', _property_count));
  return _row;
end
$$;
comment on function public.add_shadow_power_virtual_properties(text, numeric, integer) is
  'Admin: record the virtual properties behind an affiliate''s active shadow power, one record per affiliate (spec 7).';

create or replace function public.set_affiliate_shadow_power(_affiliate_id text, _amount numeric, _notes text default null)
returns public.affiliate_shadow_power
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('set shadow power');
  _current public.affiliate_shadow_power;
  _row public.affiliate_shadow_power;
  _note text := nullif(btrim(_notes), '');
  _removed public.affiliate_virtual_properties;
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
  else
    -- Revoked: nothing backs it any more.
    delete from public.affiliate_virtual_properties where affiliate_id = _affiliate_id returning * into _removed;
    if _removed.id is not null then
      perform private.audit(_admin, 'remove_shadow_power_virtual_properties', 'affiliate_virtual_properties', _removed.id::text,
        jsonb_build_object('affiliate_id', _affiliate_id, 'shadow_amount', _removed.shadow_amount,
          'property_count', _removed.property_count));
    end if;
  end if;
  return _row;
end
$$;
comment on function public.set_affiliate_shadow_power(text, numeric, text) is
  'Admin: set an affiliate''s shadow power (active exactly when above 0, spec 4) with its virtual properties, audited.';
