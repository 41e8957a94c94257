-- Purpose: signed_in_person, who the caller's token names, checked as the auth server checks it
-- before it answers GET /auth/v1/user (the user exists and is not deleted; the token's session
-- still exists, so a signed-out or revoked session is no one), with what every page the site
-- renders for a person needs: their roles, their chosen language and their name. The site asked
-- four requests for these, one after the other.
-- Tables touched: none (reads auth.users, auth.sessions, public.user_roles, public.profiles).
-- Destructive: no.

-- security definer: auth.users and auth.sessions are not readable by the caller's role. It answers
-- only about the caller (auth.uid() and the token's own session), never about anyone else.
-- plan_cache_mode auto: lookups by key have one plan whatever the caller, so PostgreSQL keeps it
-- instead of planning it on every page (the gateway has every RPC planned for its values).
create function public.signed_in_person()
returns jsonb
language sql stable security definer
set search_path = ''
set plan_cache_mode = auto
as $$
  select jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'roles', coalesce((
      select jsonb_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id
    ), '[]'::jsonb),
    'preferred_language', pr.preferred_language,
    'full_name', pr.full_name
  )
  from auth.users u
  left join public.profiles pr on pr.user_id = u.id
  where u.id = auth.uid()
    and u.deleted_at is null
    and exists (
      select 1 from auth.sessions s
      where s.user_id = u.id
        and s.id = case when auth.jwt() ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          then (auth.jwt() ->> 'session_id')::uuid end
    )
$$;
comment on function public.signed_in_person() is
  'The caller while their token''s session exists: {id, email, user_metadata, roles, preferred_language, full_name}; null for anyone else.';

revoke execute on function public.signed_in_person() from public;
grant execute on function public.signed_in_person() to anon, authenticated;
