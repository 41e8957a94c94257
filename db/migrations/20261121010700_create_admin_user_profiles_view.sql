-- Purpose: the admin's user-profile view object of spec section 3 (profile fields plus the list of
-- roles) as one read, for the users tab and the user profile dialog.
-- Tables touched: none (a view over public.profiles and public.user_roles). Destructive: no.

-- security_invoker: the caller's own row-level security applies, so an admin (aal2) sees every
-- person and anyone else sees only themselves.
create view public.admin_user_profiles
with (security_invoker = true) as
select p.user_id as id,
       p.email,
       p.full_name,
       p.phone,
       p.city,
       p.state,
       p.avatar_url,
       p.created_at,
       p.last_login_at,
       p.profile_completion_percentage,
       coalesce(
         (select array_agg(r.role::text order by r.role) from public.user_roles r where r.user_id = p.user_id),
         '{}'::text[]
       ) as roles
  from public.profiles p;

comment on view public.admin_user_profiles is 'People with their roles, as the admin''s user list and profile dialog show them.';

revoke all on public.admin_user_profiles from anon, authenticated;
grant select on public.admin_user_profiles to authenticated, service_role;
