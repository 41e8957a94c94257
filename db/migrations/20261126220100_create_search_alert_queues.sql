-- Purpose: alerts for saved searches. A listing that becomes visible in search (verified and
-- available) is queued; the alert worker matches queued listings against every saved search in
-- one set-wise statement per batch, records each (saved search, listing) pair once for ever, and
-- queues one email per saved search: due at once for instant alerts, at the next digest for daily
-- ones. Emails are claimed with a lease (FOR UPDATE SKIP LOCKED), so a worker that dies mid-send
-- leaves its email to the next one, and a match is never lost nor emailed twice.
-- Tables touched: public.saved_search_matches, private.listing_publications, private.alert_emails
-- (new); public.properties (trigger). Destructive: no.

-- Listings that became visible and wait to be matched (the alert worker empties it).
create table private.listing_publications (
  property_id uuid primary key references public.properties (id) on delete cascade,
  published_at timestamptz not null default now()
);
comment on table private.listing_publications is 'Listings that became visible in search, waiting to be matched against saved searches.';
alter table private.listing_publications enable row level security;
revoke all on private.listing_publications from public;

-- One alert email per saved search and send: pending until due, sending while a worker holds it;
-- skipped when every listing it would tell of left search before it went.
create table private.alert_emails (
  id uuid primary key default gen_random_uuid(),
  saved_search_id uuid not null references public.saved_searches (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'skipped', 'failed')),
  due_at timestamptz not null default now(),
  lease_until timestamptz,
  claim_token uuid,
  attempts integer not null default 0 check (attempts >= 0),
  error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table private.alert_emails is 'Alert emails of saved searches: the outbox the alert worker sends from, with leases.';
-- New matches join the search's pending email; one is made when there is none.
create unique index alert_emails_one_pending_idx on private.alert_emails (saved_search_id) where status = 'pending';
create index alert_emails_due_idx on private.alert_emails (due_at) where status in ('pending', 'sending');
create index alert_emails_sent_idx on private.alert_emails (saved_search_id, sent_at) where status = 'sent';
alter table private.alert_emails enable row level security;
revoke all on private.alert_emails from public;

-- Every listing a saved search matched, once (the primary key): an alert never repeats a listing,
-- even when it is withdrawn and listed again.
create table public.saved_search_matches (
  saved_search_id uuid not null references public.saved_searches (id) on delete cascade,
  property_id uuid not null references public.properties (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  matched_at timestamptz not null default now(),
  -- pending: waits for its email; emailed: in a sent email; skipped: alerts were off, or the
  -- listing left search before its email went.
  status text not null default 'pending' check (status in ('pending', 'emailed', 'skipped')),
  email_id uuid references private.alert_emails (id) on delete set null,
  primary key (saved_search_id, property_id)
);
comment on table public.saved_search_matches is 'Listings each saved search matched, each pair once, and whether its alert went out.';
create index saved_search_matches_property_idx on public.saved_search_matches (property_id);
create index saved_search_matches_user_idx on public.saved_search_matches (user_id, matched_at desc);
create index saved_search_matches_email_idx on public.saved_search_matches (email_id) where email_id is not null;
create index saved_search_matches_pending_idx on public.saved_search_matches (saved_search_id) where status = 'pending';

alter table public.saved_search_matches enable row level security;
revoke all on public.saved_search_matches from anon, authenticated, service_role;
grant select (saved_search_id, property_id, user_id, matched_at, status) on public.saved_search_matches to authenticated;
grant all on public.saved_search_matches to service_role;
create policy saved_search_matches_select_own on public.saved_search_matches for select to authenticated
  using (user_id = (select auth.uid()));

/** Whether a listing is visible in search: the rule of the properties_select_listed policy. */
create function private.is_listed(_property public.properties) returns boolean
language sql immutable
set search_path = ''
as $$
  select _property.availability = 'available' and _property.verified
$$;

-- A listing that becomes visible (inserted listed, approved, made available again) is queued.
create function private.queue_listing_publication() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if private.is_listed(new) and (tg_op = 'INSERT' or not private.is_listed(old)) then
    insert into private.listing_publications (property_id) values (new.id)
    on conflict (property_id) do nothing;
    -- Delivered on commit: the worker never sees a listing that was not published after all.
    perform pg_notify('search_alerts', 'listing');
  end if;
  return null;
end
$$;
revoke execute on function private.queue_listing_publication() from public;

create trigger properties_queue_publication after insert or update of verified, availability on public.properties
  for each row execute function private.queue_listing_publication();

/** The next daily digest after now: 08:00 in India. */
create function private.next_alert_digest() returns timestamptz
language sql stable
set search_path = ''
as $$
  select case when today > now() then today else today + interval '1 day' end
    from (select (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '8 hours') at time zone 'Asia/Kolkata' as today) as t
$$;

/**
 * Matches up to `_limit` queued listings against every saved search with alerts on, in one
 * statement: the same filters as the search page (site/src/lib/search/query.ts), a person's own
 * listings aside. Records each new pair and gives each search with new pairs a pending email.
 * Runs in the caller's transaction: a worker that dies before committing leaves the batch queued.
 * Returns the number of listings taken from the queue.
 */
create function private.match_published_listings(_limit integer default 200) returns integer
language plpgsql volatile
set search_path = ''
as $$
declare
  _taken integer;
begin
  with batch as (
    delete from private.listing_publications
     where property_id in (select property_id from private.listing_publications
                            order by published_at limit _limit for update skip locked)
    returning property_id
  ), listed as (
    select p.* from public.properties p join batch b on b.property_id = p.id where private.is_listed(p)
  ), matched as (
    insert into public.saved_search_matches (saved_search_id, property_id, user_id)
    select s.id, p.id, s.user_id
      from listed p
      join public.saved_searches s
        on s.alerts <> 'off'
       and s.city_key = any (array[p.city, ''])
       and (s.bhk is null or s.bhk = least(p.bedrooms, 5))
       and (s.locality is null or s.locality = p.locality)
       and (s.min_rent is null or p.rent >= s.min_rent)
       and (s.max_rent is null or p.rent <= s.max_rent)
       and (s.property_type is null or s.property_type = p.property_type)
       and (s.furnishing is null or s.furnishing = p.furnishing)
       and (s.tenant is null or p.tenant_preference in (s.tenant, 'any'))
       and (s.available_by is null or p.available_from <= s.available_by)
       and s.user_id <> p.listed_by
    on conflict (saved_search_id, property_id) do nothing
    returning saved_search_id
  ), searches as (
    select distinct m.saved_search_id, s.alerts from matched m join public.saved_searches s on s.id = m.saved_search_id
  ), emails as (
    insert into private.alert_emails (saved_search_id, due_at)
    select saved_search_id, case alerts when 'daily' then private.next_alert_digest() else now() end from searches
    on conflict (saved_search_id) where status = 'pending' do nothing
    returning 1
  )
  select count(*) into _taken from batch;
  if exists (select 1 from private.alert_emails where status = 'pending' and due_at <= now()) then
    perform pg_notify('search_alerts', 'email');
  end if;
  return _taken;
end
$$;
revoke execute on function private.match_published_listings(integer) from public;

-- Alerts switched off (or unsubscribed): their waiting email is dropped and its matches skipped,
-- so switching them on again alerts only listings published from then on.
create function private.drop_alerts_when_off() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.alerts = 'off' and old.alerts <> 'off' then
    delete from private.alert_emails where saved_search_id = new.id and status = 'pending';
    update public.saved_search_matches set status = 'skipped' where saved_search_id = new.id and status = 'pending';
  elsif new.alerts <> old.alerts then
    -- A changed choice moves the waiting email to the new time.
    update private.alert_emails
       set due_at = case new.alerts when 'daily' then private.next_alert_digest() else now() end
     where saved_search_id = new.id and status = 'pending';
  end if;
  return null;
end
$$;
revoke execute on function private.drop_alerts_when_off() from public;

create trigger saved_searches_drop_alerts_when_off after update of alerts on public.saved_searches
  for each row execute function private.drop_alerts_when_off();

/**
 * Claims the next due alert email, or one whose worker let its lease lapse; after `_max_attempts`
 * claims an email is failed instead. A fresh claim gathers the search's pending matches into it.
 * Returns the email id and its claim token, or nothing.
 */
create function private.claim_alert_email(_lease_ms integer, _max_attempts integer default 5)
returns table (id uuid, claim_token uuid, saved_search_id uuid)
language plpgsql volatile
set search_path = ''
as $$
declare
  _email private.alert_emails;
begin
  update private.alert_emails e
     set status = 'failed', lease_until = null, claim_token = null,
         error = coalesce(e.error, 'The alert worker stopped while sending this email ' || e.attempts || ' times')
   where e.status = 'sending' and e.lease_until < now() and e.attempts >= _max_attempts;
  update private.alert_emails e
     set status = 'sending', claim_token = gen_random_uuid(), attempts = e.attempts + 1,
         lease_until = now() + _lease_ms * interval '1 millisecond'
   where e.id = (select c.id from private.alert_emails c
                  where (c.status = 'pending' and c.due_at <= now()) or (c.status = 'sending' and c.lease_until < now())
                  order by c.due_at, c.id limit 1 for update skip locked)
  returning e.* into _email;
  if not found then
    return;
  end if;
  update public.saved_search_matches m set email_id = _email.id
   where m.saved_search_id = _email.saved_search_id and m.status = 'pending' and m.email_id is null;
  return query select _email.id, _email.claim_token, _email.saved_search_id;
end
$$;
revoke execute on function private.claim_alert_email(integer, integer) from public;

/**
 * Closes a claimed email if the claim is still this worker's: 'sent' (its listings emailed, the
 * digest time recorded), 'skipped' (nothing left to tell: every listing left search), 'retry'
 * after a failure (failed for good after `_max_attempts` claims), or 'postponed' (the person's
 * email budget is spent: not an attempt). A retried or postponed email goes back in line after
 * `_delay_ms`; when its search has a newer pending email, its matches join that one instead.
 */
create function private.close_alert_email(_id uuid, _token uuid, _outcome text, _error text default null,
  _delay_ms integer default 60000, _max_attempts integer default 5) returns boolean
language plpgsql volatile
set search_path = ''
as $$
declare
  _email private.alert_emails;
  _due timestamptz := now() + _delay_ms * interval '1 millisecond';
begin
  if _outcome not in ('sent', 'skipped', 'retry', 'postponed') then
    raise exception 'Unknown alert email outcome %', _outcome using errcode = '22023';
  end if;
  select * into _email from private.alert_emails where id = _id and claim_token = _token and status = 'sending' for update;
  if not found then
    return false;
  end if;
  if _outcome in ('sent', 'skipped') then
    update private.alert_emails
       set status = _outcome, sent_at = case _outcome when 'sent' then now() end, lease_until = null, claim_token = null, error = null
     where id = _id;
    update public.saved_search_matches m
       set status = case when _outcome = 'sent' and private.is_listed(p) then 'emailed' else 'skipped' end
      from public.properties p
     where m.email_id = _id and p.id = m.property_id;
    update public.saved_searches set last_digest_at = now() where id = _email.saved_search_id and alerts = 'daily' and _outcome = 'sent';
  elsif _outcome = 'retry' and _email.attempts >= _max_attempts then
    update private.alert_emails set status = 'failed', error = _error, lease_until = null, claim_token = null where id = _id;
    update public.saved_search_matches set status = 'skipped' where email_id = _id;
  elsif exists (select 1 from private.alert_emails o where o.saved_search_id = _email.saved_search_id and o.status = 'pending') then
    update public.saved_search_matches set email_id = null where email_id = _id;
    update private.alert_emails set due_at = greatest(due_at, _due)
     where saved_search_id = _email.saved_search_id and status = 'pending';
    update private.alert_emails set status = 'skipped', error = _error, lease_until = null, claim_token = null where id = _id;
  else
    update private.alert_emails
       set status = 'pending', error = _error, lease_until = null, claim_token = null, due_at = _due,
           attempts = attempts - case _outcome when 'postponed' then 1 else 0 end
     where id = _id;
  end if;
  return true;
end
$$;
revoke execute on function private.close_alert_email(uuid, uuid, text, text, integer, integer) from public;

/** Renews a claim while its email is being sent. */
create function private.renew_alert_email(_id uuid, _token uuid, _lease_ms integer) returns boolean
language sql volatile
set search_path = ''
as $$
  update private.alert_emails set lease_until = now() + _lease_ms * interval '1 millisecond'
   where id = _id and claim_token = _token and status = 'sending'
  returning true
$$;
revoke execute on function private.renew_alert_email(uuid, uuid, integer) from public;

/** Queue depths for monitoring: listings waiting to be matched, alert emails due and being sent, failed. */
create function private.alert_queue_depths() returns table (listings_to_match bigint, emails_due bigint, emails_sending bigint,
  emails_failed bigint)
language sql stable
set search_path = ''
as $$
  select (select count(*) from private.listing_publications),
         (select count(*) from private.alert_emails where status = 'pending' and due_at <= now()),
         (select count(*) from private.alert_emails where status = 'sending'),
         (select count(*) from private.alert_emails where status = 'failed')
$$;
revoke execute on function private.alert_queue_depths() from public;
