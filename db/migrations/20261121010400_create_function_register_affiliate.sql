-- Purpose: register_affiliate (spec 2.1 /affiliate/register): the caller joins the affiliate
-- programme under a sponsor: an active affiliate profile with a new code (AFF10001, ...), the
-- registration in the sponsor tree, and the affiliate role.
-- Tables touched: public.affiliate_profiles, public.affiliate_registrations, public.user_roles
-- (insert). Destructive: no.

-- security definer: profiles, registrations and roles have no INSERT grant for authenticated, so
-- nobody can place themselves anywhere in the tree or take a role except through this function.
create function public.register_affiliate(_sponsor_affiliate_id text, _profile jsonb)
returns public.affiliate_profiles
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := private.require_user();
  _form jsonb := coalesce(_profile, '{}'::jsonb);
  _sponsor text := nullif(btrim(_sponsor_affiliate_id), '');
  _user_profile public.profiles;
  _code text;
  _full_name text;
  _row public.affiliate_profiles;
begin
  if jsonb_typeof(_form) <> 'object' then
    raise exception 'Profile must be an object' using errcode = 'P0001';
  end if;
  -- Codes are handed out in order, so registrations take turns.
  perform pg_advisory_xact_lock(hashtextextended('public.affiliate_profiles', 0));
  if exists (select 1 from public.affiliate_profiles where user_id = _caller) then
    raise exception 'Already registered as an affiliate' using errcode = 'P0001';
  end if;
  if _sponsor is not null and not exists (select 1 from public.affiliate_registrations where affiliate_id = _sponsor) then
    raise exception 'Sponsor not found' using errcode = 'P0001';
  end if;

  select * into _user_profile from public.profiles where user_id = _caller;
  _full_name := coalesce(private.field_text(_form, 'full_name'), _user_profile.full_name);
  if _full_name is null then
    raise exception 'Full name is required' using errcode = 'P0001';
  end if;
  select 'AFF' || (coalesce(max(substring(affiliate_id from '^AFF([0-9]+)$')::bigint), 10000) + 1)::text
    into _code from public.affiliate_profiles;

  insert into public.affiliate_profiles (user_id, affiliate_id, full_name, email, phone, status)
  values (
    _caller,
    _code,
    _full_name,
    coalesce(private.field_text(_form, 'email'), _user_profile.email, (select email from auth.users where id = _caller)),
    coalesce(private.field_text(_form, 'phone'), _user_profile.phone),
    'active'
  ) returning * into _row;

  insert into public.affiliate_registrations (user_id, affiliate_id, sponsor_id) values (_caller, _code, _sponsor);
  insert into public.user_roles (user_id, role) values (_caller, 'affiliate') on conflict (user_id, role) do nothing;
  return _row;
end
$$;
comment on function public.register_affiliate(text, jsonb) is
  'Signed-in user: join the affiliate programme under a sponsor (profile, registration, role).';

revoke execute on function public.register_affiliate(text, jsonb) from public, anon;
grant execute on function public.register_affiliate(text, jsonb) to authenticated;
