-- Purpose: admin_search_users() keeps both of its latest additions: whether a person's mobile number
-- is verified (phone_verified) and a search of digits matching a number however it is typed
-- (20261206100200), and the optional role whose holders alone are listed (20261206160400, which
-- was written without the first).
-- Tables touched: none (reads profiles, user_roles, affiliate_profiles). Destructive: replaces
-- admin_search_users(text, integer, integer, app_role) with the same arguments and one more column.

drop function public.admin_search_users(text, integer, integer, public.app_role);

-- security invoker: an admin at aal2 reads every profile through the tables' own policies.
create function public.admin_search_users(
  _search text default null,
  _limit integer default 25,
  _offset integer default 0,
  _role public.app_role default null
)
returns table (
  id uuid,
  email text,
  full_name text,
  phone text,
  phone_verified boolean,
  city text,
  state text,
  avatar_url text,
  created_at timestamptz,
  last_login_at timestamptz,
  profile_completion_percentage smallint,
  roles text[],
  affiliate_id text,
  total_count bigint
)
language plpgsql stable security invoker
set search_path = ''
as $$
declare
  -- The search is a literal substring: %, _ and \ typed by the admin match themselves.
  _pattern text := '%' || replace(replace(replace(coalesce(btrim(_search), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  -- A search of digits (spaces, hyphens and a + between them) also matches a phone's digits.
  _digits text := case when coalesce(_search, '') ~ '^[\s+()-]*[0-9][0-9\s()-]*$' then regexp_replace(_search, '\D', '', 'g') end;
begin
  -- Invoker functions cannot reach schema private: the caller checks of private.require_admin, inline.
  if auth.uid() is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if not public.is_admin() then
    raise exception 'Only admins can list users' using errcode = 'P0001';
  end if;
  if _limit is null or _limit < 1 or _limit > 100 then
    raise exception 'Page size must be between 1 and 100' using errcode = 'P0001';
  end if;
  if _offset is null or _offset < 0 then
    raise exception 'Page offset cannot be negative' using errcode = 'P0001';
  end if;
  return query
  select p.user_id, p.email, p.full_name, p.phone, p.phone_verified, p.city, p.state, p.avatar_url, p.created_at,
         p.last_login_at, p.profile_completion_percentage,
         coalesce((select array_agg(r.role::text order by r.role) from public.user_roles r where r.user_id = p.user_id),
                  '{}'::text[]),
         (select a.affiliate_id from public.affiliate_profiles a where a.user_id = p.user_id),
         count(*) over ()
    from public.profiles p
   where (_role is null or exists (select 1 from public.user_roles r where r.user_id = p.user_id and r.role = _role))
     and (_pattern = '%%'
          or p.full_name ilike _pattern or p.email ilike _pattern or p.phone ilike _pattern or p.city ilike _pattern
          or (_digits <> '' and regexp_replace(coalesce(p.phone, ''), '\D', '', 'g') like '%' || _digits || '%'))
   order by p.created_at desc, p.user_id
   limit _limit offset _offset;
end
$$;
comment on function public.admin_search_users(text, integer, integer, public.app_role) is
  'Admin: one page of people (name, email, phone or city contains the search, a number however it is typed; holding the role when one is given), newest first, with roles, whether the phone is verified, and the total.';

revoke execute on function public.admin_search_users(text, integer, integer, public.app_role) from public, anon;
grant execute on function public.admin_search_users(text, integer, integer, public.app_role) to authenticated;
