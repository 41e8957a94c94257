-- Purpose: an owner whose listing an admin verifies becomes a landlord without an admin assigning
-- the role, so the landlord portal opens for their own properties (tenancies they record, rent,
-- receipts, agreements, maintenance). The admin's assignment (assign_role) stays for the company's
-- managed landlords, who may list nothing. The grant is written when a listing turns verified,
-- whichever function verified it, with an admin_audit_log row naming the listing and the admin who
-- verified it; owners of listings verified before this migration get the role now (audited without
-- an admin). Removing the role stays the admin's (remove_role); a later verification grants it again.
-- Tables touched: public.user_roles (insert), public.admin_audit_log (insert), a trigger on
-- public.properties. Destructive: no.

-- security definer: user_roles and admin_audit_log have no INSERT grant for API roles, and this
-- runs under whoever verified the listing; it grants only 'landlord', only to the listing's owner.
create function private.grant_landlord_role_on_verification() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.verified then
    return null;
  end if;
  insert into public.user_roles (user_id, role) values (new.listed_by, 'landlord')
  on conflict (user_id, role) do nothing;
  if found then
    perform private.audit(auth.uid(), 'grant_landlord_role', 'user_roles', new.listed_by::text,
      jsonb_build_object('role', 'landlord', 'reason', 'listing_verified', 'property_id', new.id));
  end if;
  return null;
end
$$;
comment on function private.grant_landlord_role_on_verification() is
  'Trigger: the owner of a listing that turns verified holds the landlord role, granted once and audited.';

create trigger properties_grant_landlord_role after insert or update of verified on public.properties
  for each row when (new.verified)
  execute function private.grant_landlord_role_on_verification();

with granted as (
  insert into public.user_roles (user_id, role)
  select distinct p.listed_by, 'landlord'::public.app_role from public.properties p where p.verified
  on conflict (user_id, role) do nothing
  returning user_id
)
insert into public.admin_audit_log (admin_user_id, action, target_table, target_id, details)
select null, 'grant_landlord_role', 'user_roles', g.user_id::text,
       jsonb_build_object('role', 'landlord', 'reason', 'listing_verified')
  from granted g;
