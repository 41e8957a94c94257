-- Purpose: set_shadow_balancing, the admin transition of spec 2.5/4/5: enable, modify or disable
-- a broker's shadow balancing, with the audit row, in one step.
-- Tables touched: public.brokers (update), public.shadow_balancing_audit (insert). Destructive: no.

-- security definer: the shadow balancing columns of brokers have no UPDATE grant for
-- authenticated, so this function is the only way to change them; it checks for an admin itself.
create function public.set_shadow_balancing(
  _broker_id uuid,
  _enabled boolean,
  _start_date date default null,
  _end_date date default null,
  _reason text default null
) returns public.brokers
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('configure shadow balancing');
  _broker public.brokers;
  _today date := private.india_today();
  _start date := _start_date;
  _end date := _end_date;
  _why text := nullif(btrim(_reason), '');
  _action public.shadow_balancing_action;
begin
  if _broker_id is null then
    raise exception 'Broker id is required' using errcode = 'P0001';
  end if;
  if _enabled is null then
    raise exception 'Choose whether shadow balancing is enabled' using errcode = 'P0001';
  end if;

  -- The row lock serialises two admins saving at once: the second sees the first's result.
  select * into _broker from public.brokers where id = _broker_id for update;
  if not found then
    raise exception 'Broker not found' using errcode = 'P0001';
  end if;

  if not _enabled then
    if not _broker.shadow_balancing_enabled then
      return _broker; -- already off: nothing changes, nothing is audited
    end if;
    insert into public.shadow_balancing_audit
      (broker_id, admin_user_id, action, reason, start_date, end_date, previous_end_date)
    values (_broker_id, _admin, 'disabled', _why, null, null, _broker.shadow_balancing_end_date);
    update public.brokers
       set shadow_balancing_enabled = false,
           shadow_balancing_start_date = null,
           shadow_balancing_end_date = null,
           shadow_balancing_reason = null
     where id = _broker_id
    returning * into _broker;
    return _broker;
  end if;

  _start := coalesce(_start, _today);
  _end := coalesce(_end, _start + 180);
  -- A running period keeps its original start when it is modified.
  if _start < _today and not (_broker.shadow_balancing_enabled and _start = _broker.shadow_balancing_start_date) then
    raise exception 'Start date cannot be earlier than today' using errcode = 'P0001';
  end if;
  if _end < _start then
    raise exception 'End date cannot be earlier than the start date' using errcode = 'P0001';
  end if;
  if _end > _start + 183 then
    raise exception 'End date cannot be more than 183 days (about 6 months) after the start date' using errcode = 'P0001';
  end if;
  if _why is null then
    raise exception 'Reason is required when enabling shadow balancing' using errcode = 'P0001';
  end if;

  if _broker.shadow_balancing_enabled
     and _broker.shadow_balancing_start_date = _start
     and _broker.shadow_balancing_end_date = _end
     and _broker.shadow_balancing_reason is not distinct from _why then
    return _broker; -- the same save twice is one change
  end if;

  _action := case when _broker.shadow_balancing_enabled then 'modified' else 'enabled' end;
  insert into public.shadow_balancing_audit
    (broker_id, admin_user_id, action, reason, start_date, end_date, previous_end_date)
  values (_broker_id, _admin, _action, _why, _start, _end, _broker.shadow_balancing_end_date);

  update public.brokers
     set shadow_balancing_enabled = true,
         shadow_balancing_start_date = _start,
         shadow_balancing_end_date = _end,
         shadow_balancing_reason = _why
   where id = _broker_id
  returning * into _broker;
  return _broker;
end
$$;
comment on function public.set_shadow_balancing(uuid, boolean, date, date, text) is
  'Admin: enable, modify or disable a broker''s shadow balancing (spec 2.5, 4, 5) and audit it.';

revoke execute on function public.set_shadow_balancing(uuid, boolean, date, date, text) from public, anon;
grant execute on function public.set_shadow_balancing(uuid, boolean, date, date, text) to authenticated;
