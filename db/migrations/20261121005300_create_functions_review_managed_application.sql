-- Purpose: approve_managed_application and decline_managed_application, the admin review of a
-- managed rental application (spec 4): approved with the locked rental value, or declined.
-- Tables touched: public.managed_rental_applications (update), public.admin_audit_log (insert).
-- Destructive: no.

-- The first step of every review (approve, decline, configure): the application, locked so two
-- admins reviewing at once are serialised. security invoker: its callers are definer functions.
create function private.lock_application_for_review(_application_id uuid)
returns public.managed_rental_applications
language plpgsql volatile security invoker
set search_path = ''
as $$
declare
  _application public.managed_rental_applications;
begin
  if _application_id is null then
    raise exception 'Application id is required' using errcode = 'P0001';
  end if;
  select * into _application from public.managed_rental_applications where id = _application_id for update;
  if not found then
    raise exception 'Application not found' using errcode = 'P0001';
  end if;
  return _application;
end
$$;
revoke execute on function private.lock_application_for_review(uuid) from public;

-- security definer (both): status and reviewed_* have no UPDATE grant for authenticated, so a
-- landlord cannot approve their own application; these functions check for an admin themselves.
create function public.approve_managed_application(_application_id uuid)
returns public.managed_rental_applications
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('approve applications');
  _application public.managed_rental_applications;
begin
  _application := private.lock_application_for_review(_application_id);
  if _application.status = 'approved' then
    return _application; -- approving twice is one approval
  end if;
  if _application.status not in ('submitted', 'under_review') then
    raise exception 'Only submitted or under review applications can be approved' using errcode = 'P0001';
  end if;

  update public.managed_rental_applications
     set status = 'approved',
         rental_value_locked = round(monthly_rent * commission_percentage / 100, 2),
         reviewed_at = now(),
         reviewed_by_admin_id = _admin
   where id = _application_id
  returning * into _application;
  perform private.audit(_admin, 'approve_managed_application', 'managed_rental_applications', _application_id::text,
    jsonb_build_object('rental_value_locked', _application.rental_value_locked));
  return _application;
end
$$;
comment on function public.approve_managed_application(uuid) is
  'Admin: approve a managed rental application, locking its rental value (spec 4), and audit it.';

create function public.decline_managed_application(_application_id uuid)
returns public.managed_rental_applications
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('decline applications');
  _application public.managed_rental_applications;
begin
  _application := private.lock_application_for_review(_application_id);
  if _application.status = 'declined' then
    return _application; -- declining twice is one decline
  end if;
  if _application.status not in ('submitted', 'under_review') then
    raise exception 'Only submitted or under review applications can be declined' using errcode = 'P0001';
  end if;

  update public.managed_rental_applications
     set status = 'declined', reviewed_at = now(), reviewed_by_admin_id = _admin
   where id = _application_id
  returning * into _application;
  perform private.audit(_admin, 'decline_managed_application', 'managed_rental_applications', _application_id::text, '{}'::jsonb);
  return _application;
end
$$;
comment on function public.decline_managed_application(uuid) is
  'Admin: decline a managed rental application (spec 4) and audit it.';

revoke execute on function public.approve_managed_application(uuid), public.decline_managed_application(uuid) from public, anon;
grant execute on function public.approve_managed_application(uuid), public.decline_managed_application(uuid) to authenticated;
