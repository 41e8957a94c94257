-- Purpose: mark_commissions_paid (COMPENSATION.md, issue 10): an admin marks commission rows of
-- the monthly run paid, one or many at once. Only pending -> paid exists, so a repeat changes
-- nothing; each row that becomes paid is audited.
-- Tables touched: public.managed_rental_commissions (update), public.admin_audit_log (insert).
-- Destructive: no.

-- security definer: commission status is owned by this transition (no UPDATE grant for
-- authenticated); the function checks for an admin itself.
create function public.mark_commissions_paid(_ids uuid[]) returns setof public.managed_rental_commissions
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('mark commissions paid');
  _wanted uuid[];
  _month date;
  _found int;
  _row public.managed_rental_commissions;
begin
  select coalesce(array_agg(distinct id), '{}') into _wanted from unnest(_ids) as t(id) where id is not null;
  if cardinality(_wanted) = 0 then
    raise exception 'Choose at least one commission' using errcode = 'P0001';
  end if;
  if cardinality(_wanted) > 1000 then
    raise exception 'At most 1000 commissions can be marked paid at once' using errcode = 'P0001';
  end if;

  -- The monthly run of a month (db/src/commissions/run.ts) holds this lock while it replaces the
  -- month's unpaid rows: marking waits for it, so a row is never paid while it is being replaced.
  for _month in
    select distinct month_year from public.managed_rental_commissions where id = any(_wanted) order by month_year
  loop
    perform pg_advisory_xact_lock(hashtextextended('commission_run:' || to_char(_month, 'YYYY-MM-DD'), 0));
  end loop;

  select count(*) into _found from (
    select id from public.managed_rental_commissions where id = any(_wanted) order by id for update
  ) as locked;
  if _found < cardinality(_wanted) then
    -- A run of the month replaced the unpaid rows since the admin's screen read them.
    raise exception 'Commission not found' using errcode = 'P0001';
  end if;

  for _row in
    update public.managed_rental_commissions set status = 'paid', paid_at = now()
     where id = any(_wanted) and status <> 'paid'
    returning *
  loop
    perform private.audit(_admin, 'mark_commission_paid', 'managed_rental_commissions', _row.id::text,
      jsonb_build_object('month_year', _row.month_year, 'beneficiary_user_id', _row.beneficiary_user_id,
        'amount', _row.amount, 'level', _row.level));
  end loop;

  return query select * from public.managed_rental_commissions where id = any(_wanted) order by month_year, id;
end
$$;
comment on function public.mark_commissions_paid(uuid[]) is
  'Admin: mark up to 1000 commission rows paid (pending -> paid only, repeat-safe), each audited.';

revoke execute on function public.mark_commissions_paid(uuid[]) from public, anon;
grant execute on function public.mark_commissions_paid(uuid[]) to authenticated;
