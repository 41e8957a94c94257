-- Purpose: a signed-in person's language (English or Hindi) is kept on their profile, so the site
-- shows it on every device they sign in on and the auth emails go out in it. Null means never
-- chosen: the site then follows the device's `lang` cookie and emails are English.
-- Set by the person (their own row only: column grant plus the existing profiles_update_own
-- policy), or at sign-up from the `lang` metadata the site sends.
-- Tables touched: public.profiles (new column, grants), auth.users (trigger added). Destructive: no.

alter table public.profiles
  add column preferred_language text
    constraint profiles_preferred_language_known check (preferred_language in ('en', 'hi'));
comment on column public.profiles.preferred_language is
  'The language the person chose for the site and its emails: en or hi; null until chosen.';

grant insert (preferred_language), update (preferred_language) on public.profiles to authenticated;

-- Security definer for the reason create_profile_for_new_user is: it runs as the auth server's role.
-- A separate trigger named to fire after on_auth_user_created (triggers fire in name order), so
-- the profile it updates already exists.
create function public.set_profile_language_from_signup() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  lang text := new.raw_user_meta_data ->> 'lang';
begin
  if lang in ('en', 'hi') then
    update public.profiles set preferred_language = lang where user_id = new.id and preferred_language is null;
  end if;
  return new;
end;
$$;
comment on function public.set_profile_language_from_signup() is
  'Trigger: keeps the language chosen at sign-up (metadata lang) on the new profile.';
revoke execute on function public.set_profile_language_from_signup() from public, anon, authenticated, service_role;

create trigger on_auth_user_created_set_language after insert on auth.users
  for each row execute function public.set_profile_language_from_signup();
