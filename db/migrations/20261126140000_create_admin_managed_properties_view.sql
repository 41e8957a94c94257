-- Purpose: the Active Properties list (spec 2.9) shows each configured property with the company's
-- terms the admin set on approval (commission %, management fee %, guaranteed rent, contract
-- type), which live on its application, in one read the API pages on the server.
-- Tables touched: none (a view over managed_property_details and managed_rental_applications).
-- Destructive: no.

-- security_invoker: the caller's own row-level security applies to both tables, so an admin (aal2)
-- sees every property and its terms, and nobody else more than the tables already show them.
create view public.admin_managed_properties
with (security_invoker = true) as
select d.id, d.application_id, d.managed_property_id, d.property_name, d.owner_name, d.monthly_rent,
       d.security_deposit_company, d.security_deposit_type, d.payment_mode, d.monthly_rent_payment_date,
       d.lease_start_date, d.lease_end_date, d.affiliate_name, d.affiliate_id, d.rvl_amount,
       d.created_by_admin_id, d.status, d.created_at,
       a.commission_percentage, a.management_fee_percentage, a.guaranteed_rent_amount, a.contract_type
  from public.managed_property_details d
  left join public.managed_rental_applications a on a.id = d.application_id;
comment on view public.admin_managed_properties is
  'Configured managed properties with the terms set on approval (commission, management fee, guaranteed rent, contract type), as the admin lists them.';

revoke all on public.admin_managed_properties from anon, authenticated;
grant select on public.admin_managed_properties to authenticated, service_role;
