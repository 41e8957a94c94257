-- Purpose: anyone signed in can report a listing (already rented, wrong price or photos, fraud or
-- money asked up front, duplicate, other with text), once per person and listing. Reports wait in
-- the console's listing moderation, one row per listing with its reasons and their count; an admin
-- dismisses them or unlists the listing with a reason its owner sees (resolve_listing_reports). A
-- listing reported for fraud by three different people leaves search at once and waits in Pending
-- review until an admin looks at it.
-- Tables touched: public.listing_reports (new), public.properties (verified, review_changes and the
-- rejection columns, written by the functions), public.admin_audit_log (insert). Destructive: no.

create type public.listing_report_reason as enum ('already_rented', 'wrong_price_or_photos', 'fraud', 'duplicate', 'other');

create table public.listing_reports (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason public.listing_report_reason not null,
  details text,
  status text not null default 'open' check (status in ('open', 'dismissed', 'unlisted')),
  resolved_at timestamptz,
  resolved_by_admin_id uuid,
  created_at timestamptz not null default now(),
  constraint listing_reports_one_per_person_key unique (property_id, reporter_id),
  constraint listing_reports_details_length check (details is null or char_length(details) <= 1000),
  constraint listing_reports_other_has_details check (reason <> 'other' or nullif(btrim(details), '') is not null)
);
comment on table public.listing_reports is
  'People''s reports of a listing (one per person and listing); open ones wait in the console''s listing moderation.';
create index listing_reports_reporter_id_idx on public.listing_reports (reporter_id, created_at desc);
create index listing_reports_open_idx on public.listing_reports (property_id, reason) where status = 'open';

alter table public.listing_reports enable row level security;

revoke all on public.listing_reports from anon, authenticated, service_role;
grant select on public.listing_reports to authenticated;
grant insert (property_id, reporter_id, reason, details) on public.listing_reports to authenticated;
-- No UPDATE or DELETE grant: reports are resolved only through resolve_listing_reports.
grant all on public.listing_reports to service_role;

create policy listing_reports_select_reporter on public.listing_reports for select to authenticated
  using (reporter_id = (select auth.uid()));
create policy listing_reports_select_admin on public.listing_reports for select to authenticated
  using ((select public.is_admin()));
-- A person reports, as themselves, a listing they can see on the site and do not own.
create policy listing_reports_insert_reporter on public.listing_reports for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and exists (select 1 from public.properties p
                 where p.id = property_id and p.availability = 'available' and p.verified
                   and p.listed_by <> (select auth.uid())));

-- security definer: a reporter may not update the listing; three fraud reports by different people
-- take it out of search (unverified, with the reports waiting in review_changes for a moderator).
create function public.hold_listing_reported_for_fraud() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _fraud integer;
begin
  if new.reason <> 'fraud' then
    return null;
  end if;
  select count(distinct reporter_id) into _fraud
    from public.listing_reports
   where property_id = new.property_id and reason = 'fraud' and status = 'open';
  if _fraud >= 3 then
    update public.properties
       set verified = false,
           review_changes = coalesce(review_changes, '{}'::jsonb)
             || jsonb_build_object('fraud_reports', jsonb_build_object('old', null, 'new', _fraud))
     where id = new.property_id and verified;
  end if;
  return null;
end
$$;
comment on function public.hold_listing_reported_for_fraud() is
  'Trigger: the third person reporting a listing for fraud takes it out of search until an admin resolves the reports.';
revoke execute on function public.hold_listing_reported_for_fraud() from public, anon, authenticated;

create trigger listing_reports_hold_for_fraud after insert on public.listing_reports
  for each row execute function public.hold_listing_reported_for_fraud();

-- security invoker: admins read every report through listing_reports_select_admin; others see at
-- most their own report's listing.
create view public.listing_report_queue
with (security_invoker = true) as
select r.property_id as id, r.property_id, p.title, p.city, p.locality, p.listed_by, p.verified,
       coalesce(p.review_changes ? 'fraud_reports', false) as held,
       sum(r.n)::integer as report_count,
       jsonb_object_agg(r.reason, r.n) as reasons,
       max(r.last_at) as last_reported_at,
       array_remove(array_agg(r.other_details), null) as details
  from (select property_id, reason, count(*)::integer as n, max(created_at) as last_at,
               string_agg(details, ' · ' order by created_at) filter (where details is not null) as other_details
          from public.listing_reports
         where status = 'open'
         group by property_id, reason) r
  join public.properties p on p.id = r.property_id
 group by r.property_id, p.title, p.city, p.locality, p.listed_by, p.verified, p.review_changes;
comment on view public.listing_report_queue is
  'Listings with open reports: each reason and its count, the latest report, and whether fraud reports hold it out of search.';
revoke all on public.listing_report_queue from anon, authenticated;
grant select on public.listing_report_queue to authenticated, service_role;

-- security definer: reports and the listing's moderation columns have no UPDATE grant for
-- authenticated; this function checks for an admin (aal2) itself and does both in one step.
create function public.resolve_listing_reports(_property_id uuid, _action text, _reason text default null)
returns public.properties
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('resolve listing reports');
  _why text := nullif(btrim(_reason), '');
  _property public.properties;
  _resolved integer;
  _waiting jsonb;
begin
  if _property_id is null then
    raise exception 'Property id is required' using errcode = 'P0001';
  end if;
  if _action is null or _action not in ('dismiss', 'unlist') then
    raise exception 'Choose to dismiss the reports or unlist the listing' using errcode = 'P0001';
  end if;
  if _action = 'unlist' and _why is null then
    raise exception 'A reason is required to unlist a listing' using errcode = 'P0001';
  end if;
  if char_length(_why) > 1000 then
    raise exception 'The reason can be at most 1000 characters' using errcode = 'P0001';
  end if;
  select * into _property from public.properties where id = _property_id for update;
  if not found then
    raise exception 'Property not found' using errcode = 'P0001';
  end if;
  update public.listing_reports
     set status = case when _action = 'dismiss' then 'dismissed' else 'unlisted' end,
         resolved_at = now(), resolved_by_admin_id = _admin
   where property_id = _property_id and status = 'open';
  get diagnostics _resolved = row_count;
  if _resolved = 0 then
    raise exception 'This listing has no open reports' using errcode = 'P0001';
  end if;

  _waiting := nullif(coalesce(_property.review_changes, '{}'::jsonb) - 'fraud_reports', '{}'::jsonb);
  if _action = 'unlist' then
    update public.properties
       set verified = false, review_changes = _waiting,
           rejection_reason = _why, rejected_at = now(), rejected_by_admin_id = _admin
     where id = _property_id
    returning * into _property;
  elsif _property.review_changes ? 'fraud_reports' then
    -- Dismissed: a listing the reports held goes back to search unless its owner changed it meanwhile.
    update public.properties
       set review_changes = _waiting, verified = (_waiting is null and rejected_at is null)
     where id = _property_id
    returning * into _property;
  end if;
  perform private.audit(_admin, case when _action = 'dismiss' then 'dismiss_listing_reports' else 'unlist_reported_listing' end,
    'properties', _property_id::text, jsonb_build_object('reports', _resolved, 'reason', _why));
  return _property;
end
$$;
comment on function public.resolve_listing_reports(uuid, text, text) is
  'Admin: dismiss a listing''s open reports or unlist it with a reason its owner sees; one audited step.';
revoke execute on function public.resolve_listing_reports(uuid, text, text) from public, anon;
grant execute on function public.resolve_listing_reports(uuid, text, text) to authenticated;
