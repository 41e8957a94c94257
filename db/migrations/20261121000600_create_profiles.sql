-- Purpose: one profile per account, created by a trigger on auth.users from the sign-up metadata;
-- the completion percentage is computed by the database, never written by the client.
-- Tables touched: public.profiles (new), auth.users (triggers added). Destructive: no.

create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  email text,
  full_name text,
  first_name text,
  last_name text,
  phone text,
  avatar_url text,
  city text,
  state text,
  last_login_at timestamptz,
  profile_completion_percentage smallint not null default 0
    check (profile_completion_percentage between 0 and 100),
  email_verified boolean not null default false,
  annual_income numeric(14,2) check (annual_income >= 0),
  preferred_rent_min numeric(14,2) check (preferred_rent_min >= 0),
  preferred_rent_max numeric(14,2) check (preferred_rent_max >= 0),
  preferred_bedrooms smallint check (preferred_bedrooms between 1 and 10),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'Personal details and rental preferences of each account.';
create index profiles_created_at_idx on public.profiles (created_at desc);

alter table public.profiles enable row level security;

create trigger profiles_set_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

-- Ten fields, ten percent each: what a complete profile has filled in.
create or replace function public.compute_profile_completion() returns trigger
language plpgsql volatile security invoker
set search_path = ''
as $$
begin
  new.profile_completion_percentage := 10 * (
    (nullif(btrim(new.full_name), '') is not null)::int
    + (nullif(btrim(new.email), '') is not null)::int
    + (nullif(btrim(new.phone), '') is not null)::int
    + (nullif(btrim(new.avatar_url), '') is not null)::int
    + (nullif(btrim(new.city), '') is not null)::int
    + (nullif(btrim(new.state), '') is not null)::int
    + (new.annual_income is not null)::int
    + (new.preferred_rent_min is not null)::int
    + (new.preferred_rent_max is not null)::int
    + (new.preferred_bedrooms is not null)::int
  );
  return new;
end;
$$;
comment on function public.compute_profile_completion() is 'Trigger: derives profile_completion_percentage.';
revoke execute on function public.compute_profile_completion() from public, anon, authenticated;

create trigger profiles_compute_completion before insert or update on public.profiles
  for each row execute function public.compute_profile_completion();

-- Security definer: it runs as whichever role inserts into auth.users (the auth server), which
-- has no rights on public.profiles.
create or replace function public.create_profile_for_new_user() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  full_name text := nullif(btrim(meta ->> 'full_name'), '');
begin
  insert into public.profiles (id, user_id, email, full_name, first_name, last_name, phone, city, state, email_verified)
  values (
    new.id,
    new.id,
    new.email,
    coalesce(full_name, nullif(btrim(concat_ws(' ', meta ->> 'first_name', meta ->> 'last_name')), '')),
    coalesce(nullif(btrim(meta ->> 'first_name'), ''), split_part(full_name, ' ', 1)),
    coalesce(nullif(btrim(meta ->> 'last_name'), ''), nullif(btrim(substr(full_name, length(split_part(full_name, ' ', 1)) + 1)), '')),
    coalesce(nullif(btrim(meta ->> 'phone'), ''), new.phone),
    nullif(btrim(meta ->> 'city'), ''),
    nullif(btrim(meta ->> 'state'), ''),
    new.email_confirmed_at is not null
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;
comment on function public.create_profile_for_new_user() is 'Trigger: creates the profile of a new account.';
revoke execute on function public.create_profile_for_new_user() from public, anon, authenticated, service_role;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.create_profile_for_new_user();

-- Security definer for the same reason: the auth server changes email and confirmation.
create or replace function public.sync_profile_from_user() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.profiles
     set email = new.email,
         email_verified = new.email_confirmed_at is not null,
         last_login_at = coalesce(new.last_sign_in_at, last_login_at)
   where user_id = new.id;
  return new;
end;
$$;
comment on function public.sync_profile_from_user() is 'Trigger: mirrors email, confirmation and last sign-in.';
revoke execute on function public.sync_profile_from_user() from public, anon, authenticated, service_role;

create trigger on_auth_user_updated after update of email, email_confirmed_at, last_sign_in_at on auth.users
  for each row
  when (old.email is distinct from new.email
    or old.email_confirmed_at is distinct from new.email_confirmed_at
    or old.last_sign_in_at is distinct from new.last_sign_in_at)
  execute function public.sync_profile_from_user();

revoke all on public.profiles from anon, authenticated, service_role;
grant select on public.profiles to authenticated;
-- The front end's fallback creates the profile if the trigger did not; completion stays derived.
grant insert (user_id, email, full_name, first_name, last_name, phone, avatar_url, city, state,
  annual_income, preferred_rent_min, preferred_rent_max, preferred_bedrooms) on public.profiles to authenticated;
-- Never id, user_id, email, timestamps, email_verified or the completion percentage.
grant update (full_name, first_name, last_name, phone, avatar_url, city, state,
  annual_income, preferred_rent_min, preferred_rent_max, preferred_bedrooms) on public.profiles to authenticated;
grant all on public.profiles to service_role;

create policy profiles_select_own on public.profiles for select to authenticated
  using (user_id = (select auth.uid()));
create policy profiles_select_admin on public.profiles for select to authenticated
  using ((select public.is_admin()));
create policy profiles_insert_own on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy profiles_update_own on public.profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy profiles_update_admin on public.profiles for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
