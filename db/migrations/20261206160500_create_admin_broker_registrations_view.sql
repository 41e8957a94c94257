-- Purpose: Broker Registrations reads one row per registration payment with its broker's name,
-- phone, city and activation beside it, so the list can be searched by the broker (name, phone,
-- city) or the reference, filtered by status, provider and date, and flags a repeated reference
-- with the reference_repeated computed field of payments.
-- Tables touched: none (a view over public.payments and public.brokers). Destructive: no.

-- security_invoker: the tables' own row-level security decides what each caller reads (an admin
-- at aal2 every registration; a broker their own; anyone else nothing), as for the other admin views.
create view public.admin_broker_registrations
with (security_invoker = true) as
select p.id,
       p.provider,
       p.provider_payment_id,
       p.amount,
       p.status,
       p.created_at,
       p.paid_at,
       p.broker_id,
       public.reference_repeated(p) as reference_repeated,
       b.name as broker_name,
       b.phone as broker_phone,
       b.city as broker_city,
       b.activated as broker_activated
  from public.payments p
  left join public.brokers b on b.id = p.broker_id
 where p.kind = 'broker_registration';

comment on view public.admin_broker_registrations is
  'Broker registration payments with the broker''s name, phone, city and activation, and whether another payment carries the reference, as Broker Registrations lists them.';

revoke all on public.admin_broker_registrations from anon, authenticated;
grant select on public.admin_broker_registrations to authenticated, service_role;
