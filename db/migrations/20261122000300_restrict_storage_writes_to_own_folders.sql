-- Purpose: every write to the property-images bucket (upload, upsert, move, copy) must land in the
-- caller's own folders: avatars/<user id> followed only by an extension, a -suffix or a sub-folder,
-- and properties/<user id>/... The old UPDATE policy checked only the owner, so a move (a rename
-- by UPDATE) could put an object into someone else's folder and block their own upload there.
-- Folder owners may now also replace or delete what sits in their folders, which frees names
-- taken that way before this migration.
-- Tables touched: storage.objects (policies). Destructive: no.

create function public.is_own_storage_name(_name text) returns boolean
language sql stable security invoker
set search_path = ''
as $$
  select coalesce(
    _name ~ ('^avatars/' || auth.uid()::text || '(\.[A-Za-z0-9]+|-[^/]+|/[^/].*)?$')
      or _name ~ ('^properties/' || auth.uid()::text || '/[^/].*$'),
    false
  )
$$;
comment on function public.is_own_storage_name(text) is
  'Whether an object name of the property-images bucket lies in the caller''s folders (avatars/<id>..., properties/<id>/...).';
revoke execute on function public.is_own_storage_name(text) from public, anon;
grant execute on function public.is_own_storage_name(text) to authenticated;

drop policy objects_insert_own on storage.objects;
drop policy objects_update_own on storage.objects;
drop policy objects_delete_own on storage.objects;

-- owner = caller as well: a copy or an upload is always recorded as the caller's.
create policy objects_insert_own on storage.objects for insert to authenticated
  with check (
    bucket_id = 'property-images'
    and owner = (select auth.uid())
    and public.is_own_storage_name(name)
  );
create policy objects_update_own on storage.objects for update to authenticated
  using (bucket_id = 'property-images' and (owner = (select auth.uid()) or public.is_own_storage_name(name)))
  with check (
    bucket_id = 'property-images'
    and owner = (select auth.uid())
    and public.is_own_storage_name(name)
  );
create policy objects_delete_own on storage.objects for delete to authenticated
  using (bucket_id = 'property-images' and (owner = (select auth.uid()) or public.is_own_storage_name(name)));
