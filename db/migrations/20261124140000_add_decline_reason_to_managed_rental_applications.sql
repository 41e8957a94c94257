-- Purpose: a declined managed rental application carries the admin's reason, which the landlord
-- (and the submitting broker) read with the application. decline_managed_application now takes
-- the reason and requires it.
-- Tables touched: public.managed_rental_applications (new column decline_reason),
-- public.admin_audit_log (insert, by the function). Destructive: replaces
-- decline_managed_application(uuid) with decline_managed_application(uuid, text).

alter table public.managed_rental_applications add column decline_reason text
  check (decline_reason is null or char_length(decline_reason) <= 1000);
comment on column public.managed_rental_applications.decline_reason is
  'Why an admin declined the application; shown to the landlord. Written only by decline_managed_application.';
-- The column is readable wherever the row is (landlord, submitting broker, admin) and is not in
-- the column-level UPDATE grant, so nobody edits it directly.

drop function public.decline_managed_application(uuid);

-- security definer: status, review columns and decline_reason have no UPDATE grant for
-- authenticated, so a landlord cannot decline or explain their own application; the function
-- checks for an admin itself.
create function public.decline_managed_application(_application_id uuid, _reason text default null)
returns public.managed_rental_applications
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('decline applications');
  _why text := nullif(btrim(_reason), '');
  _application public.managed_rental_applications;
begin
  _application := private.lock_application_for_review(_application_id);
  if _application.status = 'declined' then
    return _application; -- declining twice is one decline
  end if;
  if _application.status not in ('submitted', 'under_review') then
    raise exception 'Only submitted or under review applications can be declined' using errcode = 'P0001';
  end if;
  if _why is null then
    raise exception 'A reason is required to decline an application' using errcode = 'P0001';
  end if;
  if char_length(_why) > 1000 then
    raise exception 'The reason can be at most 1000 characters' using errcode = 'P0001';
  end if;

  update public.managed_rental_applications
     set status = 'declined', decline_reason = _why, reviewed_at = now(), reviewed_by_admin_id = _admin
   where id = _application_id
  returning * into _application;
  perform private.audit(_admin, 'decline_managed_application', 'managed_rental_applications', _application_id::text,
    jsonb_build_object('reason', _why));
  return _application;
end
$$;
comment on function public.decline_managed_application(uuid, text) is
  'Admin: decline a managed rental application with a reason the landlord sees (spec 4), audited.';

revoke execute on function public.decline_managed_application(uuid, text) from public, anon;
grant execute on function public.decline_managed_application(uuid, text) to authenticated;
