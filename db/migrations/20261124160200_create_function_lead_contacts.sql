-- Purpose: lead_contacts, who is behind the leads on the caller's listings (spec 2.12 Leads): the
-- name, phone and email of each person with an application or visit request on a property the
-- caller listed, so the owner can reach them. Nobody else's contacts are returned.
-- Tables touched: none written (reads public.profiles, property_applications, property_visits,
-- properties). Destructive: no.

-- security definer: profiles are readable only by their owner and admins; this returns the three
-- contact columns of exactly those people who asked the caller about one of the caller's listings.
create function public.lead_contacts()
returns table (user_id uuid, full_name text, phone text, email text)
language sql stable security definer
set search_path = ''
as $$
  select p.user_id, p.full_name, p.phone, p.email
    from public.profiles p
   where auth.uid() is not null
     and p.user_id in (
       select a.user_id from public.property_applications a
         join public.properties pr on pr.id = a.property_id
        where pr.listed_by = auth.uid()
       union
       select v.user_id from public.property_visits v
         join public.properties pr on pr.id = v.property_id
        where pr.listed_by = auth.uid()
     )
$$;
comment on function public.lead_contacts() is
  'Owner: name, phone and email of the people with applications or visit requests on the caller''s listings.';

revoke execute on function public.lead_contacts() from public, anon;
grant execute on function public.lead_contacts() to authenticated;
