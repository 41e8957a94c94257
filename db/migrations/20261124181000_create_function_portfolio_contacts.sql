-- Purpose: a property manager and the landlords they look after see each other's name and phone
-- (/property-manager, the manager portal); admins see every appointment. Profiles stay private
-- otherwise, so this returns only those columns, only for appointments the caller is part of.
-- Tables touched: none (reads property_manager_landlords, profiles). Destructive: no.

-- security definer: profiles are readable by their own person only.
create function public.portfolio_contacts()
returns table (id uuid, manager_id uuid, manager_name text, manager_phone text,
               landlord_id uuid, landlord_name text, landlord_phone text, created_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select a.id, a.manager_id, mp.full_name, mp.phone, a.landlord_id, lp.full_name, lp.phone, a.created_at
    from public.property_manager_landlords a
    left join public.profiles mp on mp.user_id = a.manager_id
    left join public.profiles lp on lp.user_id = a.landlord_id
   where auth.uid() is not null
     and (a.manager_id = auth.uid() or a.landlord_id = auth.uid() or public.is_admin())
   order by mp.full_name, lp.full_name
$$;
comment on function public.portfolio_contacts() is
  'Appointments of property managers the caller is part of (every one for admins), with both names and phones.';
revoke execute on function public.portfolio_contacts() from public, anon;
grant execute on function public.portfolio_contacts() to authenticated;
