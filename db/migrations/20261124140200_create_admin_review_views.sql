-- Purpose: the two lists of the managed rentals screen (spec 2.9) as single reads the API pages on
-- the server: applications with their landlord, broker and affiliate names, and the RVL tracking
-- grid (each configured property with its current month and the 3 before it).
-- Tables touched: none (views over managed_rental_applications, profiles, brokers,
-- affiliate_profiles, managed_property_details, managed_property_rvl_payments). Destructive: no.

-- security_invoker (both): the caller's own row-level security applies to every table read, so
-- an admin (aal2) sees everything and a landlord only their own rows and names.
create view public.admin_managed_applications
with (security_invoker = true) as
select a.id, a.status, a.landlord_id, a.submitted_by_broker_id, a.affiliate_id, a.property_location, a.locality,
       a.property_type, a.property_address, a.bedrooms, a.bathrooms, a.area_sqft, a.furnishing, a.amenities,
       a.description, a.monthly_rent, a.security_deposit, a.commission_percentage, a.management_fee_percentage,
       a.guaranteed_rent_amount, a.rental_start_date, a.rental_end_date, a.contract_type, a.rental_value_locked,
       a.decline_reason, a.reviewed_at, a.reviewed_by_admin_id, a.created_at,
       p.full_name as landlord_name, p.email as landlord_email, p.phone as landlord_phone,
       b.name as broker_name, f.full_name as affiliate_name
  from public.managed_rental_applications a
  left join public.profiles p on p.user_id = a.landlord_id
  left join public.brokers b on b.id = a.submitted_by_broker_id
  left join public.affiliate_profiles f on f.affiliate_id = a.affiliate_id;
comment on view public.admin_managed_applications is
  'Managed rental applications with landlord, broker and affiliate names, as the admin reviews them.';

revoke all on public.admin_managed_applications from anon, authenticated;
grant select on public.admin_managed_applications to authenticated, service_role;

-- The months are Indian calendar months (Asia/Kolkata), like every date rule of the product.
create view public.admin_rvl_tracking
with (security_invoker = true) as
select d.id, d.application_id, d.property_name, d.owner_name, d.affiliate_id, d.rvl_amount, d.created_at,
       (select jsonb_agg(jsonb_build_object(
                 'payment_month', m.month::date,
                 'payment_status', coalesce(r.payment_status::text, 'pending'),
                 'payment_date', r.payment_date,
                 'rvl_amount', coalesce(r.rvl_amount, d.rvl_amount)) order by m.month desc)
          from generate_series(
                 date_trunc('month', (now() at time zone 'Asia/Kolkata')::date) - interval '3 months',
                 date_trunc('month', (now() at time zone 'Asia/Kolkata')::date),
                 interval '1 month') as m(month)
          left join public.managed_property_rvl_payments r
            on r.managed_property_id = d.id and r.payment_month = m.month::date) as months
  from public.managed_property_details d;
comment on view public.admin_rvl_tracking is
  'Each configured managed property with its RVL payment state for the current month and the 3 before (spec 2.9, 9).';

revoke all on public.admin_rvl_tracking from anon, authenticated;
grant select on public.admin_rvl_tracking to authenticated, service_role;
