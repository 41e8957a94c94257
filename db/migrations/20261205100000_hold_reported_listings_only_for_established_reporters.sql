-- Purpose: a listing leaves search on fraud reports only when three established people made them,
-- and nobody files reports in bulk. Three sign-ups made a minute ago took any listing out of
-- search, and one account filed a hundred reports in seconds.
--   * A report counts toward the fraud hold when its reporter had confirmed their email or phone
--     and had held the account for at least a day when reporting (listing_reports.counts_toward_hold,
--     fixed when the report is made). The third counted fraud report holds the listing; reports
--     that do not count still wait in the console's queue, the listing staying in search, flagged
--     there with how many of its fraud reports count.
--   * At most 10 reports per person and 30 per client address in any 24 hours (PT429, HTTP 429).
--     The address is the one the gateway resolved for the request (request.headers'
--     x-forwarded-for, as submit_contact_enquiry reads it), kept on the report.
-- Tables touched: public.listing_reports (two columns, a trigger; existing reports get
-- counts_toward_hold by the same rule), public.properties (the hold, as before),
-- view public.listing_report_queue (a column added). Destructive: no; listings already held stay
-- held until an admin resolves their reports.

alter table public.listing_reports
  add column counts_toward_hold boolean not null default false,
  add column client_address text,
  add constraint listing_reports_client_address_length check (client_address is null or char_length(client_address) <= 64);
comment on column public.listing_reports.counts_toward_hold is
  'Whether the reporter was established when reporting (confirmed email or phone, account a day old): only such fraud reports hold a listing.';
comment on column public.listing_reports.client_address is
  'The client address the gateway resolved for the request (x-forwarded-for); for the per-address limit.';
create index listing_reports_client_address_idx on public.listing_reports (client_address, created_at);

-- Whether a person was established at a moment: a confirmed email or phone by then, and an account
-- at least a day old. Security definer: auth.users has no grant for API roles.
create function private.established_reporter(_user_id uuid, _at timestamptz) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users u
     where u.id = _user_id
       and least(u.email_confirmed_at, u.phone_confirmed_at) <= _at
       and u.created_at <= _at - interval '1 day'
  )
$$;
comment on function private.established_reporter(uuid, timestamptz) is
  'Whether the person had a confirmed email or phone and a day-old account at the given moment.';
revoke all on function private.established_reporter(uuid, timestamptz) from public, anon, authenticated;

update public.listing_reports r set counts_toward_hold = private.established_reporter(r.reporter_id, r.created_at);

-- security definer: the limits count everyone's reports from the request's address, which the
-- reporter may not read, and the columns set here have no INSERT grant.
create function public.check_listing_report() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _headers json := nullif(current_setting('request.headers', true), '')::json;
  -- The gateway puts the client address it resolved, alone, in x-forwarded-for.
  _address text := left(nullif(btrim(split_part(_headers ->> 'x-forwarded-for', ',', 1)), ''), 64);
begin
  new.client_address := _address;
  new.counts_toward_hold := private.established_reporter(new.reporter_id, new.created_at);
  -- Reports written without a signed-in person (the service role, imports) are not rate-limited.
  if auth.uid() is null then
    return new;
  end if;
  -- Reports of one person or one address take turns, so a burst cannot pass the count together.
  perform pg_advisory_xact_lock(hashtextextended('listing_reports:person:' || new.reporter_id::text, 0));
  perform pg_advisory_xact_lock(hashtextextended('listing_reports:address:' || coalesce(_address, ''), 0));
  if (select count(*) from public.listing_reports r
       where r.reporter_id = new.reporter_id and r.created_at > now() - interval '24 hours') >= 10 then
    raise exception 'You have sent too many reports today. Please try again tomorrow' using errcode = 'PT429';
  end if;
  -- Requests naming no address share one budget, so leaving the header out gains nothing.
  if (select count(*) from public.listing_reports r
       where (r.client_address = _address or (_address is null and r.client_address is null))
         and r.created_at > now() - interval '24 hours') >= 30 then
    raise exception 'Too many reports from your network today. Please try again tomorrow' using errcode = 'PT429';
  end if;
  return new;
end
$$;
comment on function public.check_listing_report() is
  'Trigger: stamps a report (time, client address, whether it counts toward a fraud hold) and limits reports to 10 a person and 30 an address a day.';
revoke execute on function public.check_listing_report() from public, anon, authenticated;

create trigger listing_reports_check before insert on public.listing_reports
  for each row execute function public.check_listing_report();

-- security definer: a reporter may not update the listing; three counted fraud reports by
-- different people take it out of search (unverified, the reports waiting in review_changes).
create or replace function public.hold_listing_reported_for_fraud() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _fraud integer;
begin
  if new.reason <> 'fraud' or not new.counts_toward_hold then
    return null;
  end if;
  select count(distinct reporter_id) into _fraud
    from public.listing_reports
   where property_id = new.property_id and reason = 'fraud' and status = 'open' and counts_toward_hold;
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
  'Trigger: the third established person reporting a listing for fraud takes it out of search until an admin resolves the reports.';

-- The same queue with how many open fraud reports count toward the hold, so the console shows a
-- reported listing that is still in search and how near it is to the hold.
create or replace view public.listing_report_queue
with (security_invoker = true) as
select r.property_id as id, r.property_id, p.title, p.city, p.locality, p.listed_by, p.verified,
       coalesce(p.review_changes ? 'fraud_reports', false) as held,
       sum(r.n)::integer as report_count,
       jsonb_object_agg(r.reason, r.n) as reasons,
       max(r.last_at) as last_reported_at,
       array_remove(array_agg(r.other_details), null) as details,
       coalesce(sum(r.counted) filter (where r.reason = 'fraud'), 0)::integer as counted_fraud_reports
  from (select property_id, reason, count(*)::integer as n, max(created_at) as last_at,
               string_agg(details, ' · ' order by created_at) filter (where details is not null) as other_details,
               count(*) filter (where counts_toward_hold)::integer as counted
          from public.listing_reports
         where status = 'open'
         group by property_id, reason) r
  join public.properties p on p.id = r.property_id
 group by r.property_id, p.title, p.city, p.locality, p.listed_by, p.verified, p.review_changes;
comment on view public.listing_report_queue is
  'Listings with open reports: each reason and its count, the latest report, whether fraud reports hold it out of search, and how many fraud reports count toward the hold.';
