-- Purpose: "no brokerage" means the owner lists the home directly. A listing by an activated broker
-- may carry brokerage, so the flag is kept by the database from who lists it: set when a listing is
-- written, and again for all of a person's listings when their broker registration is activated or
-- withdrawn. Nobody can claim it (the column has no grant).
-- Tables touched: public.properties (no_brokerage of existing rows, trigger), public.brokers
-- (trigger). Destructive: no.

-- security definer: a listing's writer may not read the brokers table for another lister (an admin
-- moving a listing reads its owner's row); it reads one flag and writes only the row being saved.
create function public.keep_listing_brokerage() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  new.no_brokerage := not exists (select 1 from public.brokers b where b.user_id = new.listed_by and b.activated);
  return new;
end
$$;
comment on function public.keep_listing_brokerage() is
  'Trigger: a listing is "no brokerage" exactly when its lister is not an activated broker.';
revoke execute on function public.keep_listing_brokerage() from public, anon, authenticated;

create trigger properties_keep_brokerage before insert or update of listed_by, no_brokerage on public.properties
  for each row execute function public.keep_listing_brokerage();

-- security definer: the broker's listings belong to the broker, while activation is an admin's act;
-- only the derived flag of that person's listings changes.
create function public.follow_broker_activation() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  update public.properties p
     set no_brokerage = not new.activated
   where p.listed_by = new.user_id and p.no_brokerage = new.activated;
  return null;
end
$$;
comment on function public.follow_broker_activation() is
  'Trigger: a broker''s activation (or its withdrawal) changes "no brokerage" on their listings.';
revoke execute on function public.follow_broker_activation() from public, anon, authenticated;

create trigger brokers_follow_activation after insert or update of activated on public.brokers
  for each row execute function public.follow_broker_activation();

update public.properties p
   set no_brokerage = false
 where exists (select 1 from public.brokers b where b.user_id = p.listed_by and b.activated);
