-- Purpose: the two parties of a lease see each other's name and contact details: the tenant their
-- landlord's, the landlord (and their property managers) their tenant's. Profiles stay private
-- otherwise (their policies are unchanged), so this returns only those columns, only for leases
-- the caller is a party to or looks after.
-- Tables touched: none (reads leases, properties, profiles, property_manager_landlords). Destructive: no.

-- security definer: profiles are readable by their own person only; this exposes the contact
-- columns of the other party of the caller's own leases and nothing else.
create function public.lease_parties()
returns table (lease_id uuid, tenant_id uuid, tenant_name text, tenant_email text, tenant_phone text,
               owner_id uuid, owner_name text, owner_phone text)
language sql stable security definer
set search_path = ''
as $$
  select l.id, l.tenant_id, tp.full_name, tp.email, tp.phone, p.listed_by, op.full_name, op.phone
    from public.leases l
    join public.properties p on p.id = l.property_id
    left join public.profiles tp on tp.user_id = l.tenant_id
    left join public.profiles op on op.user_id = p.listed_by
   where auth.uid() is not null
     and (l.tenant_id = auth.uid()
          or p.listed_by = auth.uid()
          or p.listed_by in (select m.landlord_id from public.property_manager_landlords m where m.manager_id = auth.uid())
          or public.is_admin())
$$;
comment on function public.lease_parties() is
  'Tenant and owner names and contacts of the leases the caller is a party to, manages or (admin) oversees.';
revoke execute on function public.lease_parties() from public, anon;
grant execute on function public.lease_parties() to authenticated;
