-- Purpose: upload limits of the property-images bucket: images only, 5 MB each, and avatars
-- (under avatars/) at most 2 MB. The bucket limits are what the storage server checks first;
-- the trigger keeps the avatar rule true for any writer of storage.objects.
-- Tables touched: storage.buckets (row updated), storage.objects (trigger). Destructive: no.

update storage.buckets
   set file_size_limit = 5 * 1024 * 1024,
       allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
 where id = 'property-images';

-- security invoker: it only reads the row being written.
create or replace function public.check_avatar_upload() returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.bucket_id = 'property-images' and new.name like 'avatars/%' then
    if coalesce(new.metadata ->> 'mimetype', '') not like 'image/%' then
      raise exception 'Avatars must be images' using errcode = 'P0001';
    end if;
    if coalesce((new.metadata ->> 'size')::bigint, 0) > 2 * 1024 * 1024 then
      raise exception 'Avatars must be at most 2 MB' using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.check_avatar_upload() from public, anon, authenticated;

create trigger check_avatar_upload
  before insert or update on storage.objects
  for each row execute function public.check_avatar_upload();
