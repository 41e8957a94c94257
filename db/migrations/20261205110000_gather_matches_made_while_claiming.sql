-- Purpose: every saved-search match ends in an email, however matching and sending interleave.
-- Matching found the search's pending email and did nothing (`on conflict … do nothing`), holding
-- no lock on it; a sender could then claim that email and gather its matches before the matching
-- transaction committed, so the new match stayed pending with no email at all, for ever. Matching
-- now locks the pending email it joins (`do update`): a sender's claim skips a locked email
-- (`skip locked`) until the match is committed, and a match made while an email is being claimed
-- waits for the claim and then makes the next pending email. Matches left without an email by
-- the old race are given one.
-- Tables touched: private.alert_emails (insert for stranded matches), match_published_listings
-- (replaced: same signature). Destructive: no.

create or replace function private.match_published_listings(_limit integer default 200) returns integer
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
    -- The update changes nothing but locks the pending email until this transaction commits, so
    -- no sender claims it without these matches. An email claimed meanwhile is waited for, and
    -- once it is no longer pending a new one is inserted instead.
    insert into private.alert_emails (saved_search_id, due_at)
    select saved_search_id, case alerts when 'daily' then private.next_alert_digest() else now() end from searches
    on conflict (saved_search_id) where status = 'pending' do update set due_at = private.alert_emails.due_at
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

-- Matches the old race left behind: pending, in no email, and their search has no pending email.
insert into private.alert_emails (saved_search_id, due_at)
select s.id, case s.alerts when 'daily' then private.next_alert_digest() else now() end
  from public.saved_searches s
 where s.alerts <> 'off'
   and exists (select 1 from public.saved_search_matches m
                where m.saved_search_id = s.id and m.status = 'pending' and m.email_id is null)
   and not exists (select 1 from private.alert_emails e where e.saved_search_id = s.id and e.status = 'pending');
