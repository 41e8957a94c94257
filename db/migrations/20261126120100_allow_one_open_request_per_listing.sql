-- Purpose: one open application per person and listing, one live visit request per person,
-- listing and slot; two tabs or a replayed request used to create a second row. Open means what
-- the listing's page shows as open: an application pending or approved, a visit requested or
-- scheduled. Withdrawn, rejected, cancelled and completed rows do not block a new request.
-- Tables touched: public.property_applications, public.property_visits (unique indexes).
-- Destructive: duplicates already open are closed first (the later applications withdrawn, the
-- later visit requests cancelled), keeping each person's earliest request.

with ranked as (
  select id, row_number() over (partition by property_id, user_id order by created_at, id) as n
    from public.property_applications
   where status in ('pending', 'approved')
)
update public.property_applications a set status = 'withdrawn'
  from ranked r where r.id = a.id and r.n > 1;

with ranked as (
  select id, row_number() over (partition by property_id, user_id, scheduled_date order by created_at, id) as n
    from public.property_visits
   where status in ('requested', 'scheduled') and scheduled_date is not null
)
update public.property_visits v set status = 'cancelled'
  from ranked r where r.id = v.id and r.n > 1;

create unique index property_applications_one_open_key on public.property_applications (property_id, user_id)
  where status in ('pending', 'approved');
create unique index property_visits_one_per_slot_key on public.property_visits (property_id, user_id, scheduled_date)
  where status in ('requested', 'scheduled');
