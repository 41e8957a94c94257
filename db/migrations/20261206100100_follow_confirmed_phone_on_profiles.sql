-- Purpose: a profile's phone follows the account's confirmed mobile number. When the auth server
-- confirms a number (a code texted to it: phone sign-up, sign-in or a change in settings), the
-- profile takes it ('+919876543210') and says it is verified (profiles.phone_verified, as
-- email_verified says it of the email). A verified number is then changed only through the auth
-- server, with a code: nobody changes or clears it on the profile through the API, the person and
-- an admin alike (the same number typed another way is kept as stored).
-- Tables touched: public.profiles (new column phone_verified, trigger), auth.users (trigger added).
-- Destructive: the phone of a profile whose account already has a confirmed Indian mobile number
-- is rewritten to that number.

alter table public.profiles add column phone_verified boolean not null default false;
comment on column public.profiles.phone_verified is
  'Whether the profile''s phone is the account''s number confirmed by a texted code (kept by the auth server).';

-- Security definer: it runs as whichever role writes auth.users (the auth server), which has no
-- rights on public.profiles. A confirmed number that is not an Indian mobile (another auth server
-- could allow one) leaves the profile as it is rather than failing the auth server's write.
create function public.sync_profile_phone_from_user() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if new.phone is not null and new.phone_confirmed_at is not null then
    if public.is_indian_mobile(new.phone) then
      update public.profiles
         set phone = '+' || ltrim(new.phone, '+'), phone_verified = true
       where user_id = new.id;
    end if;
  else
    update public.profiles set phone_verified = false where user_id = new.id and phone_verified;
  end if;
  return new;
end;
$$;
comment on function public.sync_profile_phone_from_user() is 'Trigger: the profile takes the account''s confirmed mobile number.';
revoke execute on function public.sync_profile_phone_from_user() from public, anon, authenticated, service_role;

-- Named to fire after on_auth_user_created (triggers fire in name order), so the profile exists.
create trigger on_auth_user_phone_confirmed after insert or update of phone, phone_confirmed_at on auth.users
  for each row execute function public.sync_profile_phone_from_user();

-- A check cannot see the old row: a verified number stays until the auth server changes it. Only
-- requests with a signed-in caller are held to it; the auth server's own writes carry no caller.
create function public.keep_verified_profile_phone() returns trigger
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  if auth.uid() is null or not old.phone_verified then
    return new;
  end if;
  if right(regexp_replace(coalesce(new.phone, ''), '\D', '', 'g'), 10) = right(regexp_replace(old.phone, '\D', '', 'g'), 10) then
    new.phone := old.phone;
    return new;
  end if;
  raise exception 'Your mobile number is verified: change it in Settings, with a code' using errcode = 'P0001';
end
$$;
comment on function public.keep_verified_profile_phone() is
  'Trigger: a verified phone on a profile is changed only by the auth server (a texted code).';
revoke execute on function public.keep_verified_profile_phone() from public, anon, authenticated;

create trigger profiles_keep_verified_phone before update of phone on public.profiles
  for each row execute function public.keep_verified_profile_phone();

-- Accounts whose number was confirmed before this migration.
update public.profiles p
   set phone = '+' || ltrim(u.phone, '+'), phone_verified = true
  from auth.users u
 where u.id = p.user_id and u.phone is not null and u.phone_confirmed_at is not null and public.is_indian_mobile(u.phone);
