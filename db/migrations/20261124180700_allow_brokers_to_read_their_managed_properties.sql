-- Purpose: a broker follows the managed rentals they brought in (broker portal, managed rentals
-- tab=manage): the configured property of each application they submitted, and with it (through
-- that table's visibility) its monthly RVL payments.
-- Tables touched: public.managed_property_details (policy only). Destructive: no.

create policy managed_property_details_select_broker on public.managed_property_details for select to authenticated
  using (application_id in (
    select a.id from public.managed_rental_applications a
     where a.submitted_by_broker_id in (select b.id from public.brokers b where b.user_id = (select auth.uid()))
  ));
