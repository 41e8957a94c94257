-- Purpose: admin_user_activity(), the Activity Log tab of the admin's user profile (spec 2.11): one
-- person's history in time order, newest first: admin audit entries about them (role changes, RVL
-- added, ...), their managed rental applications and reviews, their payments, tenant applications,
-- and changes to their shadow balancing or shadow power.
-- Tables touched: public.admin_audit_log (index only). Destructive: no.

-- Audit entries name the person in details.user_id (role changes, add RVL).
create index admin_audit_log_details_user_id_idx on public.admin_audit_log ((details ->> 'user_id'), created_at desc);

-- security invoker: an admin at aal2 reads every one of these tables through their own policies.
create function public.admin_user_activity(_user_id uuid, _limit integer default 50)
returns table (occurred_at timestamptz, kind text, action text, details jsonb)
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  _broker_id uuid;
  _affiliate_id text;
begin
  -- Invoker functions cannot reach schema private: the caller checks of private.require_admin, inline.
  if auth.uid() is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if not public.is_admin() then
    raise exception 'Only admins can view user activity' using errcode = 'P0001';
  end if;
  if _user_id is null then
    raise exception 'Missing user id' using errcode = 'P0001';
  end if;
  if _limit is null or _limit < 1 or _limit > 100 then
    raise exception 'Page size must be between 1 and 100' using errcode = 'P0001';
  end if;
  select b.id into _broker_id from public.brokers b where b.user_id = _user_id;
  select a.affiliate_id into _affiliate_id from public.affiliate_profiles a where a.user_id = _user_id;

  return query
  select e.occurred_at, e.kind, e.action, e.details
    from (
      select l.created_at as occurred_at,
             case when l.action in ('assign_role', 'remove_role') then 'role' else 'audit' end as kind,
             l.action, l.details || jsonb_build_object('admin_user_id', l.admin_user_id) as details
        from public.admin_audit_log l
       where l.details ->> 'user_id' = _user_id::text
      union all
      select m.created_at, 'application', 'submitted',
             jsonb_build_object('application_id', m.id, 'property_location', m.property_location, 'monthly_rent', m.monthly_rent)
        from public.managed_rental_applications m
       where m.landlord_id = _user_id or (_broker_id is not null and m.submitted_by_broker_id = _broker_id)
      union all
      select m.reviewed_at, 'application', m.status::text,
             jsonb_build_object('application_id', m.id, 'property_location', m.property_location,
                                'rental_value_locked', m.rental_value_locked)
        from public.managed_rental_applications m
       where m.reviewed_at is not null
         and (m.landlord_id = _user_id or (_broker_id is not null and m.submitted_by_broker_id = _broker_id))
      union all
      select coalesce(p.paid_at, p.created_at), 'payment', p.status::text,
             jsonb_build_object('payment_id', p.id, 'payment_kind', p.kind, 'amount', p.amount, 'provider', p.provider)
        from public.payments p
       where p.user_id = _user_id or (_broker_id is not null and p.broker_id = _broker_id)
      union all
      select pa.created_at, 'property_application', pa.status::text,
             jsonb_build_object('property_id', pa.property_id)
        from public.property_applications pa
       where pa.user_id = _user_id
      union all
      select s.created_at, 'shadow_balancing', s.action::text,
             jsonb_build_object('reason', s.reason, 'start_date', s.start_date, 'end_date', s.end_date)
        from public.shadow_balancing_audit s
       where _broker_id is not null and s.broker_id = _broker_id
      union all
      select s.created_at, 'shadow_power', case when s.new_amount > 0 then 'set' else 'cleared' end,
             jsonb_build_object('previous_amount', s.previous_amount, 'new_amount', s.new_amount, 'notes', s.notes)
        from public.shadow_power_audit s
       where _affiliate_id is not null and s.affiliate_id = _affiliate_id
    ) e
   -- Entries of one transaction share its time; kind and action keep their order stable.
   order by e.occurred_at desc, e.kind, e.action
   limit _limit;
end
$$;
comment on function public.admin_user_activity(uuid, integer) is
  'Admin: a person''s activity (audit entries, role changes, applications, payments, shadow balancing and power), newest first.';

revoke execute on function public.admin_user_activity(uuid, integer) from public, anon;
grant execute on function public.admin_user_activity(uuid, integer) to authenticated;
