-- Purpose: affiliate_sponsor_name (spec 2.1 /affiliate/register): the registration form shows who a
-- sponsor code belongs to before the person submits, and nothing more about that sponsor.
-- Tables touched: none written (reads public.affiliate_registrations, public.affiliate_profiles).
-- Destructive: no.

-- security definer: other people's affiliate profiles are not readable under row-level security;
-- the function reveals only a display name (first name and the initial of the last one) for a code
-- that is in the sponsor tree, and null for anything else.
create function public.affiliate_sponsor_name(_affiliate_id text) returns text
language sql stable security definer
set search_path = ''
as $$
  select case
           when array_length(regexp_split_to_array(btrim(p.full_name), '\s+'), 1) > 1
             then split_part(btrim(p.full_name), ' ', 1) || ' '
                  || left((regexp_split_to_array(btrim(p.full_name), '\s+'))[array_length(regexp_split_to_array(btrim(p.full_name), '\s+'), 1)], 1) || '.'
           else btrim(p.full_name)
         end
    from public.affiliate_registrations r
    join public.affiliate_profiles p on p.affiliate_id = r.affiliate_id
   where r.affiliate_id = upper(btrim(_affiliate_id))
$$;
comment on function public.affiliate_sponsor_name(text) is
  'Signed-in user: the display name (''Priya S.'') of the affiliate with this code, or null.';

revoke execute on function public.affiliate_sponsor_name(text) from public, anon;
grant execute on function public.affiliate_sponsor_name(text) to authenticated;
