-- Purpose: a verified listing whose owner changes what a visitor reads as a claim about the home
-- (title, description, rent, deposit, photos, address, city, locality, type, size, furnishing,
-- amenities, position) goes back to review: unverified (so out of search), in the moderation queue,
-- with what changed (old → new) for the moderator. Availability, available-from and tenant
-- preference are the owner's switches and change nothing. Admins' own edits are not sent back.
-- Tables touched: public.properties (new column review_changes, trigger), public.property_images
-- (trigger). Destructive: no.

alter table public.properties add column review_changes jsonb
  check (review_changes is null or jsonb_typeof(review_changes) = 'object');
comment on column public.properties.review_changes is
  'What the owner changed since the listing was last approved, {column: {old, new}}; shown in the moderation queue, cleared on approval. Written only by triggers.';
-- Not in the column-level INSERT or UPDATE grants: owners must not hide or invent a change.

-- Merges a change set into what is already waiting for review: the first old value, the latest new one.
create function private.merge_review_changes(_waiting jsonb, _changes jsonb) returns jsonb
language sql immutable
set search_path = ''
as $$
  select nullif(coalesce(jsonb_object_agg(
           coalesce(c.key, w.key),
           case when c.key is null then w.value
                when w.key is null then c.value
                else jsonb_build_object('old', w.value -> 'old', 'new', c.value -> 'new') end), '{}'::jsonb), '{}'::jsonb)
    from jsonb_each(coalesce(_changes, '{}'::jsonb)) c
    full join jsonb_each(coalesce(_waiting, '{}'::jsonb)) w on w.key = c.key
$$;
comment on function private.merge_review_changes(jsonb, jsonb) is
  'Review changes waiting plus new ones: each column keeps its first old value and takes the latest new one.';

-- security definer: only to reach the private merge helper; it rewrites nothing but the row being
-- updated (verified, review_changes), which a BEFORE trigger may do whatever the caller's grants.
create function public.send_changed_listing_to_review() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _material text[] := array['title', 'description', 'rent', 'deposit', 'image_urls', 'address', 'city', 'locality',
    'property_type', 'bedrooms', 'bathrooms', 'area_sqft', 'furnishing', 'amenities', 'latitude', 'longitude'];
  _changes jsonb;
begin
  if new.verified and not old.verified then
    new.review_changes := null; -- approved: nothing waits any more
    return new;
  end if;
  -- Only the owner's own edits: admins moderate, and seeds or maintenance run without a user.
  if auth.uid() is null or auth.uid() is distinct from old.listed_by or public.is_admin() then
    return new;
  end if;
  if not (old.verified or old.review_changes is not null) or old.rejected_at is not null then
    return new; -- never approved, or rejected: already out of search and waiting for the owner
  end if;
  select jsonb_object_agg(o.key, jsonb_build_object('old', o.value, 'new', n.value))
    into _changes
    from jsonb_each(to_jsonb(old)) o
    join jsonb_each(to_jsonb(new)) n on n.key = o.key
   where o.key = any (_material) and o.value is distinct from n.value;
  if _changes is null then
    return new;
  end if;
  new.verified := false;
  new.review_changes := private.merge_review_changes(old.review_changes, _changes);
  return new;
end
$$;
comment on function public.send_changed_listing_to_review() is
  'Trigger: an owner''s change to a verified listing''s description sends it back to review with what changed.';
revoke execute on function public.send_changed_listing_to_review() from public, anon, authenticated;

create trigger properties_send_changes_to_review before update on public.properties
  for each row execute function public.send_changed_listing_to_review();

-- security definer: verified and review_changes have no UPDATE grant for authenticated; the
-- trigger acts only for the listing's owner, on the listing whose photo the owner changed.
create function public.send_changed_photos_to_review() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _property_id uuid := coalesce(new.property_id, old.property_id);
  _change jsonb := jsonb_build_object('property_images', jsonb_build_object(
    'old', case when tg_op = 'INSERT' then null else to_jsonb(old.url) end,
    'new', case when tg_op = 'DELETE' then null else to_jsonb(new.url) end));
begin
  if auth.uid() is null or public.is_admin() then
    return null;
  end if;
  update public.properties
     set verified = false, review_changes = private.merge_review_changes(review_changes, _change)
   where id = _property_id and listed_by = auth.uid() and rejected_at is null
     and (verified or review_changes is not null);
  return null;
end
$$;
comment on function public.send_changed_photos_to_review() is
  'Trigger: an owner adding, changing or removing a photo of a verified listing sends it back to review.';
revoke execute on function public.send_changed_photos_to_review() from public, anon, authenticated;

create trigger property_images_send_changes_to_review after insert or update or delete on public.property_images
  for each row execute function public.send_changed_photos_to_review();
