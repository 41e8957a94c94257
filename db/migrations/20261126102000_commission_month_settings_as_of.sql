-- Purpose: a month's commission run uses the admin settings in effect when the month ended (shadow
-- power and shadow balancing, read back from their append-only audit trails), and only members who
-- had joined by then; so running a month again later gives the same rows and ranks whatever an
-- admin changed since, and people who joined afterwards take no part in it.
-- Tables touched: none (read by db/src/commissions/load.ts). Destructive: no.

-- The instant a month ends on the Indian calendar (the first instant of the next month, IST).
create function private.month_end_instant(_month date) returns timestamptz
language sql immutable
set search_path = ''
as $$
  select ((_month + interval '1 month')::timestamp at time zone 'Asia/Kolkata')
$$;

-- An affiliate's shadow power at an instant: the amount the last change before it set, else the
-- amount the first change after it replaced; with no change audited, the current amount (set
-- before audits were kept).
create function private.shadow_power_as_of(_affiliate_id text, _at timestamptz) returns numeric
language sql stable
set search_path = ''
as $$
  select coalesce(
    (select a.new_amount from public.shadow_power_audit a
      where a.affiliate_id = _affiliate_id and a.created_at < _at order by a.created_at desc, a.id desc limit 1),
    (select coalesce(a.previous_amount, 0) from public.shadow_power_audit a
      where a.affiliate_id = _affiliate_id and a.created_at >= _at order by a.created_at, a.id limit 1),
    (select s.shadow_power_amount from public.affiliate_shadow_power s where s.affiliate_id = _affiliate_id and s.is_active),
    0)
$$;

-- A broker's shadow balancing window at an instant, read the same way from its audit trail: the
-- window the last change before it left (none when it disabled balancing), else the window the
-- first change after it found (none before an 'enabled'); with nothing audited, the current one.
create function private.shadow_balancing_as_of(_broker_id uuid, _at timestamptz, out start_date date, out end_date date)
language plpgsql stable
set search_path = ''
as $$
declare
  _row public.shadow_balancing_audit;
  _broker public.brokers;
begin
  select * into _row from public.shadow_balancing_audit a
   where a.broker_id = _broker_id and a.created_at < _at order by a.created_at desc, a.id desc limit 1;
  if found then
    if _row.action <> 'disabled' then
      start_date := _row.start_date;
      end_date := _row.end_date;
    end if;
    return;
  end if;
  select * into _row from public.shadow_balancing_audit a
   where a.broker_id = _broker_id and a.created_at >= _at order by a.created_at, a.id limit 1;
  if found then
    if _row.action <> 'enabled' then
      -- A running period keeps its start when modified; one disabled before any audit kept none.
      start_date := coalesce(case when _row.action = 'modified' then _row.start_date end, '-infinity'::date);
      end_date := _row.previous_end_date;
    end if;
    return;
  end if;
  select * into _broker from public.brokers b where b.id = _broker_id;
  if _broker.shadow_balancing_enabled then
    start_date := _broker.shadow_balancing_start_date;
    end_date := _broker.shadow_balancing_end_date;
  end if;
end
$$;

revoke execute on function private.month_end_instant(date), private.shadow_power_as_of(text, timestamptz),
  private.shadow_balancing_as_of(uuid, timestamptz) from public;

-- The simulator shows a month as its run computes it (db/src/commissions/load.ts): the same
-- members and the same settings in effect when the month ended (for the month in progress, today's).
create or replace function public.affiliate_network(_month date)
returns table (
  affiliate_id text, sponsor_id text, full_name text, depth integer, payments numeric[],
  shadow_power numeric, shadow_balancing_start date, shadow_balancing_end date
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  _me text := private.require_affiliate();
  _ended timestamptz;
begin
  if _month is null or _month <> date_trunc('month', _month)::date then
    raise exception 'Month must be the first day of a month' using errcode = 'P0001';
  end if;
  _ended := private.month_end_instant(_month);
  return query
    with members as (
      select _me as affiliate_id, null::text as sponsor_id, 0 as depth
      union all
      select d.affiliate_id, d.sponsor_id, d.depth from private.affiliate_downline(_me) d
        join public.affiliate_profiles joined on joined.affiliate_id = d.affiliate_id
       where joined.created_at < _ended
    ),
    paid as (
      select m.affiliate_id, array_agg(m.rvl_amount order by m.payment_id) as payments
        from private.affiliate_month_payments(_month) m
       where m.affiliate_id in (select affiliate_id from members)
       group by m.affiliate_id
    )
    select m.affiliate_id, m.sponsor_id, p.full_name, m.depth, coalesce(paid.payments, '{}'),
           private.shadow_power_as_of(m.affiliate_id, _ended),
           w.start_date, w.end_date
      from members m
      join public.affiliate_profiles p on p.affiliate_id = m.affiliate_id
      left join paid on paid.affiliate_id = m.affiliate_id
      left join public.brokers b on b.user_id = p.user_id and b.created_at < _ended
      left join lateral private.shadow_balancing_as_of(b.id, _ended) w on b.id is not null
     order by m.depth, m.affiliate_id;
end
$$;
