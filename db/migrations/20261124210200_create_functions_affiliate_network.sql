-- Purpose: what an affiliate sees of their own network (issue 10): the day a month's shadow
-- balancing is judged on (shared with the commission worker), each member's paid RVL attributed as
-- the monthly run attributes it, the caller's whole downline with what the simulator needs
-- (affiliate_network, also as one JSON document), and the team tree one level or one search at a
-- time (affiliate_team).
-- Tables touched: none written (reads the sponsor tree, profiles, brokers, shadow power, RVL
-- payments, affiliate_metrics). Destructive: no.

-- The month's last day for past months, today (Indian calendar) for the running one.
create function public.commission_as_of(_month date) returns date
language sql stable
set search_path = ''
as $$
  -- Inline rather than private.india_today(): callers of the API have no usage on schema private.
  select least((now() at time zone 'Asia/Kolkata')::date, (_month + interval '1 month' - interval '1 day')::date)
$$;
comment on function public.commission_as_of(date) is
  'The day shadow balancing windows are judged on for a month: today, or the month''s last day.';
grant execute on function public.commission_as_of(date) to authenticated, service_role;

-- COMPENSATION.md: the affiliate on the managed property (its details, else its application), else
-- the submitting broker's affiliate account; paid payments only. Mirrors db/src/commissions/load.ts.
create function private.affiliate_month_payments(_month date)
returns table (affiliate_id text, payment_id uuid, rvl_amount numeric)
language sql stable
set search_path = ''
as $$
  select coalesce(ap.affiliate_id, bp.affiliate_id), p.id, p.rvl_amount
    from public.managed_property_rvl_payments p
    join public.managed_property_details d on d.id = p.managed_property_id
    join public.managed_rental_applications a on a.id = d.application_id
    left join public.affiliate_profiles ap on ap.affiliate_id = coalesce(d.affiliate_id, a.affiliate_id)
    left join public.brokers b on b.id = a.submitted_by_broker_id
    left join public.affiliate_profiles bp on bp.user_id = b.user_id
   where p.payment_month = _month and p.payment_status = 'paid'
     and coalesce(ap.affiliate_id, bp.affiliate_id) is not null
$$;

-- Everyone below an affiliate, at any depth (1 = direct recruits).
create function private.affiliate_downline(_root text)
returns table (affiliate_id text, sponsor_id text, depth integer)
language sql stable
set search_path = ''
as $$
  with recursive tree as (
    select r.affiliate_id, r.sponsor_id, 1 as depth
      from public.affiliate_registrations r where r.sponsor_id = _root
    union all
    select r.affiliate_id, r.sponsor_id, t.depth + 1
      from tree t join public.affiliate_registrations r on r.sponsor_id = t.affiliate_id
     where t.depth < 10000
  )
  select affiliate_id, sponsor_id, depth from tree
$$;

create function private.require_affiliate() returns text
language plpgsql stable
set search_path = ''
as $$
declare
  _code text;
begin
  select affiliate_id into _code from public.affiliate_profiles where user_id = private.require_user();
  if _code is null then
    raise exception 'Only affiliates have a team' using errcode = 'P0001';
  end if;
  return _code;
end
$$;

-- security definer: the caller's downline is other people's rows, which row-level security hides;
-- the function returns only the caller and the people below them, with what their ranks depend on
-- (paid RVL per payment, active shadow power, the shadow balancing window), because those ranks
-- decide the caller's differential commission.
create function public.affiliate_network(_month date)
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
begin
  if _month is null or _month <> date_trunc('month', _month)::date then
    raise exception 'Month must be the first day of a month' using errcode = 'P0001';
  end if;
  return query
    with members as (
      select _me as affiliate_id, null::text as sponsor_id, 0 as depth
      union all
      select d.affiliate_id, d.sponsor_id, d.depth from private.affiliate_downline(_me) d
    ),
    paid as (
      select m.affiliate_id, array_agg(m.rvl_amount order by m.payment_id) as payments
        from private.affiliate_month_payments(_month) m
       where m.affiliate_id in (select affiliate_id from members)
       group by m.affiliate_id
    )
    select m.affiliate_id, m.sponsor_id, p.full_name, m.depth, coalesce(paid.payments, '{}'),
           coalesce(s.shadow_power_amount, 0),
           case when b.shadow_balancing_enabled then b.shadow_balancing_start_date end,
           case when b.shadow_balancing_enabled then b.shadow_balancing_end_date end
      from members m
      join public.affiliate_profiles p on p.affiliate_id = m.affiliate_id
      left join paid on paid.affiliate_id = m.affiliate_id
      left join public.affiliate_shadow_power s on s.affiliate_id = m.affiliate_id and s.is_active
      left join public.brokers b on b.user_id = p.user_id
     order by m.depth, m.affiliate_id;
end
$$;
comment on function public.affiliate_network(date) is
  'Affiliate: themselves and their whole downline with the month''s paid RVL and rank inputs (the simulator).';
revoke execute on function public.affiliate_network(date) from public, anon;
grant execute on function public.affiliate_network(date) to authenticated;

-- security definer: as affiliate_network; scope is the caller's downline to 10 levels. Either one
-- level (the recruits of _parent, the caller when null) or the members whose name or code matches
-- _search, each with the month's paid personal RVL, the RVL of everyone below them, their newest
-- rank up to that month and how many recruits they have.
create function public.affiliate_team(
  _month date, _parent text default null, _search text default null, _limit integer default 500, _offset integer default 0
)
returns table (
  affiliate_id text, sponsor_id text, full_name text, status public.affiliate_status, depth integer,
  personal_rvl numeric, team_rvl numeric, rank public.broker_rank, recruits integer, joined_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  _me text := private.require_affiliate();
  _query text := nullif(btrim(_search), '');
begin
  if _month is null or _month <> date_trunc('month', _month)::date then
    raise exception 'Month must be the first day of a month' using errcode = 'P0001';
  end if;
  if _parent is not null and _parent <> _me
     and not exists (select 1 from private.affiliate_downline(_me) d where d.affiliate_id = _parent and d.depth < 10) then
    raise exception 'Not in your team' using errcode = 'P0001';
  end if;
  return query
    with downline as (
      select d.affiliate_id, d.sponsor_id, d.depth from private.affiliate_downline(_me) d
    ),
    chosen as (
      select d.affiliate_id, d.sponsor_id, d.depth, p.full_name, p.status, p.created_at
        from downline d join public.affiliate_profiles p on p.affiliate_id = d.affiliate_id
       where d.depth <= 10
         and case when _query is not null
                  then p.full_name ilike '%' || _query || '%' or p.affiliate_id ilike _query || '%'
                  else d.sponsor_id = coalesce(_parent, _me) end
       order by d.depth, p.full_name, d.affiliate_id
       limit greatest(1, least(coalesce(_limit, 500), 2000)) offset greatest(0, coalesce(_offset, 0))
    ),
    volume as (
      select m.affiliate_id, sum(m.rvl_amount) as amount
        from private.affiliate_month_payments(_month) m
       where m.affiliate_id in (select affiliate_id from downline)
       group by m.affiliate_id
    ),
    below as (
      with recursive sub as (
        select c.affiliate_id as top, c.affiliate_id as id from chosen c
        union all
        select sub.top, d.affiliate_id from sub join downline d on d.sponsor_id = sub.id
      )
      select sub.top, coalesce(sum(v.amount) filter (where sub.id <> sub.top), 0) as amount
        from sub left join volume v on v.affiliate_id = sub.id
       group by sub.top
    ),
    recruits as (
      select d.sponsor_id, count(*)::integer as n from downline d
       where d.sponsor_id in (select affiliate_id from chosen) group by d.sponsor_id
    )
    select c.affiliate_id, c.sponsor_id, c.full_name, c.status, c.depth,
           coalesce(v.amount, 0), coalesce(b.amount, 0),
           (select am.rank from public.affiliate_metrics am
             where am.affiliate_id = c.affiliate_id and am.month <= _month order by am.month desc limit 1),
           coalesce(r.n, 0), c.created_at
      from chosen c
      left join volume v on v.affiliate_id = c.affiliate_id
      left join below b on b.top = c.affiliate_id
      left join recruits r on r.sponsor_id = c.affiliate_id
     order by c.depth, c.full_name, c.affiliate_id;
end
$$;
comment on function public.affiliate_team(date, text, text, integer, integer) is
  'Affiliate: one level of their team (or a search in it, 10 levels deep) with volumes, rank and recruits.';
revoke execute on function public.affiliate_team(date, text, text, integer, integer) from public, anon;
grant execute on function public.affiliate_team(date, text, text, integer, integer) to authenticated;

-- The same network as one JSON document: a large team (10,000 members) in one response, past the
-- API's row limit, computed once rather than once per page.
create function public.affiliate_network_json(_month date) returns json
language sql stable
set search_path = ''
as $$
  select coalesce(json_agg(n order by n.depth, n.affiliate_id), '[]'::json) from public.affiliate_network(_month) n
$$;
comment on function public.affiliate_network_json(date) is
  'Affiliate: affiliate_network as one JSON array (what the calculator and dashboard read).';
revoke execute on function public.affiliate_network_json(date) from public, anon;
grant execute on function public.affiliate_network_json(date) to authenticated;
