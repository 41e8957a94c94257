-- Purpose: property_lister, "who lists it" on a listing's page: a display name (first name and the
-- initial of the last), whether the lister is an active broker or the owner, and since when they
-- are a member. Profiles are private, so this reveals only those three facts, and only for a
-- property the caller may see anyway.
-- Tables touched: none (reads public.properties, public.profiles, public.brokers). Destructive: no.

-- security definer: visitors cannot read profiles or brokers. The property must pass the same rule
-- as the properties select policies (listed, or the caller's own, or the caller is an admin).
create function public.property_lister(_property_id uuid)
returns table (display_name text, lister_kind text, member_since timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select
    coalesce(
      nullif(concat_ws(' ', nullif(btrim(pr.first_name), ''),
        case when nullif(btrim(pr.last_name), '') is not null then left(btrim(pr.last_name), 1) || '.' end), ''),
      nullif(split_part(btrim(coalesce(pr.full_name, '')), ' ', 1), ''),
      'Rentals.in member'
    ),
    case when exists (select 1 from public.brokers b where b.user_id = p.listed_by and b.activated) then 'broker' else 'owner' end,
    coalesce(pr.created_at, u.created_at)
  from public.properties p
  join auth.users u on u.id = p.listed_by
  left join public.profiles pr on pr.user_id = p.listed_by
  where p.id = _property_id
    and ((p.availability = 'available' and p.verified) or p.listed_by = auth.uid() or public.is_admin());
$$;
comment on function public.property_lister(uuid) is
  'Display name, broker or owner, and member-since date of whoever lists a property the caller can see.';

revoke execute on function public.property_lister(uuid) from public;
grant execute on function public.property_lister(uuid) to anon, authenticated;
