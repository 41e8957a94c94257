-- Purpose: a verified listing makes its lister a landlord only when the lister is its owner: a
-- listing by an activated broker (no_brokerage false, kept by the database from the lister) is a
-- broker's work for someone else, and its broker keeps the broker's portal. Listings verified
-- earlier are left as they are.
-- Tables touched: none (replaces the trigger function of 20261206120000). Destructive: no.

-- security definer: user_roles and admin_audit_log have no INSERT grant for API roles, and this
-- runs under whoever verified the listing; it grants only 'landlord', only to the listing's owner.
create or replace function private.grant_landlord_role_on_verification() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.verified then
    return null;
  end if;
  if not new.no_brokerage then
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
  'Trigger: the owner (not an activated broker) of a listing that turns verified holds the landlord role, granted once and audited.';
