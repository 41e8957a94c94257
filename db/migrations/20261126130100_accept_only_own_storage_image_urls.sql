-- Purpose: profile photos (profiles.avatar_url) and listing photos (properties.image_urls,
-- property_images.url) accepted any URL, so portals and the console loaded pictures from outside
-- servers, telling them every viewer's address. A photo is now either one of the site's own
-- placeholders (/images/placeholders/<file>, as the demo data uses) or a public object of the
-- property-images bucket served by this project's own storage, whose address differs per
-- deployment: private.storage_origins lists it. The default local API (http://localhost:54321)
-- is listed here; each gateway adds its own public URL (API_URL / API_EXTERNAL_URL) when it
-- starts, and a deployment behind another address adds that row once.
-- Only new or changed values are checked: a row written before keeps its photos until they change.
-- Tables touched: private.storage_origins (new), public.profiles, public.properties,
-- public.property_images (triggers). Destructive: no.

create table private.storage_origins (
  origin text primary key check (origin ~ '^https?://[^/?#@\s]+$'),
  created_at timestamptz not null default now()
);
comment on table private.storage_origins is
  'Scheme, host and port of this project''s storage API: photo URLs must start with one of them.';
alter table private.storage_origins enable row level security;
revoke all on private.storage_origins from public;

insert into private.storage_origins (origin) values ('http://localhost:54321'), ('http://127.0.0.1:54321');

create function private.is_own_image_url(_url text) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce(
    _url ~ '^/images/placeholders/[A-Za-z0-9][A-Za-z0-9._-]*$'
      or (
        _url ~ '^https?://[^/?#@\s]+/storage/v1/object/public/property-images/[A-Za-z0-9._~%/-]+$'
        and _url !~ '/\.\.?(/|$)'
        and exists (
          select 1 from private.storage_origins o
           where starts_with(_url, o.origin || '/storage/v1/object/public/property-images/')
        )
      ),
    false
  )
$$;
comment on function private.is_own_image_url(text) is
  'Whether a photo URL is a site placeholder or a public property-images object of this project''s storage.';
revoke execute on function private.is_own_image_url(text) from public;

-- security definer: the caller (a signed-in owner) has no access to schema private.
create function private.check_profile_photo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if nullif(btrim(coalesce(new.avatar_url, '')), '') is not null
     and (tg_op = 'INSERT' or new.avatar_url is distinct from old.avatar_url)
     and not private.is_own_image_url(new.avatar_url) then
    raise exception 'Profile photos must be uploaded to this site' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.check_profile_photo() from public;

create function private.check_listing_photos() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' or new.image_urls is distinct from old.image_urls)
     and exists (select 1 from unnest(new.image_urls) as u(url) where not private.is_own_image_url(u.url)) then
    raise exception 'Photos must be uploaded to this site' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.check_listing_photos() from public;

create function private.check_gallery_photo() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' or new.url is distinct from old.url) and not private.is_own_image_url(new.url) then
    raise exception 'Photos must be uploaded to this site' using errcode = 'P0001';
  end if;
  return new;
end
$$;
revoke execute on function private.check_gallery_photo() from public;

create trigger profiles_check_photo before insert or update of avatar_url on public.profiles
  for each row execute function private.check_profile_photo();
create trigger properties_check_photos before insert or update of image_urls on public.properties
  for each row execute function private.check_listing_photos();
create trigger property_images_check_photo before insert or update of url on public.property_images
  for each row execute function private.check_gallery_photo();
