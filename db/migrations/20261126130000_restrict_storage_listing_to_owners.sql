-- Purpose: listing the property-images bucket showed anyone every object's name, and with it
-- every uploader's user id (properties/<user id>/..., avatars/<user id>...). Rows of storage.objects
-- are now visible to their owner, to whoever owns the folder they sit in, and to admins; nobody
-- else, signed in or not. Public objects stay readable by their public URL, which the gateway
-- serves without these policies (a public bucket's objects are read by name, never listed).
-- Tables touched: storage.objects (policies). Destructive: no.

drop policy objects_select_anon on storage.objects;
drop policy objects_select_authenticated on storage.objects;

create policy objects_select_own on storage.objects for select to authenticated
  using (
    bucket_id = 'property-images'
    and (owner = (select auth.uid()) or public.is_own_storage_name(name) or (select public.is_admin()))
  );
