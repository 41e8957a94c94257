-- Purpose: a property manager reads what belongs to the landlords they look after: listings,
-- their visits and applications, managed rental applications and configured properties (RVL
-- payments follow the configured properties' visibility).
-- Tables touched: properties, property_visits, property_applications, managed_rental_applications,
-- managed_properties, managed_property_details (policies only). Destructive: no.

create policy properties_select_manager on public.properties for select to authenticated
  using (listed_by in (select public.managed_landlord_ids()));
create policy property_visits_select_manager on public.property_visits for select to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by in (select public.managed_landlord_ids())));
create policy property_applications_select_manager on public.property_applications for select to authenticated
  using (property_id in (select p.id from public.properties p where p.listed_by in (select public.managed_landlord_ids())));
create policy managed_rental_applications_select_manager on public.managed_rental_applications for select to authenticated
  using (landlord_id in (select public.managed_landlord_ids()));
create policy managed_properties_select_manager on public.managed_properties for select to authenticated
  using (owner_id in (select public.managed_landlord_ids()));
create policy managed_property_details_select_manager on public.managed_property_details for select to authenticated
  using (application_id in (select a.id from public.managed_rental_applications a where a.landlord_id in (select public.managed_landlord_ids())));
