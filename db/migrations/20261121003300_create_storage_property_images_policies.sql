-- Purpose: the public property-images bucket and who may write into it: avatars under
-- avatars/<user id>..., property photos under properties/<user id>/...; everyone may read.
-- Tables touched: storage.buckets (row added), storage.objects (policies). Destructive: no.

insert into storage.buckets (id, name, public)
values ('property-images', 'property-images', true)
on conflict (id) do nothing;

revoke all on storage.objects from anon, authenticated;
grant select on storage.objects to anon;
grant select, insert, update, delete on storage.objects to authenticated;

create policy objects_select_anon on storage.objects for select to anon
  using (bucket_id = 'property-images');
create policy objects_select_authenticated on storage.objects for select to authenticated
  using (bucket_id = 'property-images');
create policy objects_insert_own on storage.objects for insert to authenticated
  with check (
    bucket_id = 'property-images'
    and (
      name like 'avatars/' || (select auth.uid())::text || '%'
      or name like 'properties/' || (select auth.uid())::text || '/%'
    )
  );
create policy objects_update_own on storage.objects for update to authenticated
  using (bucket_id = 'property-images' and owner = (select auth.uid()))
  with check (bucket_id = 'property-images' and owner = (select auth.uid()));
create policy objects_delete_own on storage.objects for delete to authenticated
  using (bucket_id = 'property-images' and owner = (select auth.uid()));
create index objects_owner_idx on storage.objects (owner);
