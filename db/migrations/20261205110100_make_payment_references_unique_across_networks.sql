-- Purpose: a payment network's reference (UPI UTR, bank transfer UTR, Razorpay id) is accepted once
-- across the three networks, not once per provider: the unique index keyed on (provider,
-- reference), so a UTR used for UPI was accepted again as a bank transfer and both brokers could
-- be activated. References are still compared normalised (no whitespace, upper case).
-- Rows that already repeat an earlier payment's reference are kept as they are (they are the
-- record of what was paid), marked `repeated_reference` and left out of the new index; the
-- console flags them and activation refuses a reference another payment already settled.
-- Tables touched: public.payments (new column set on existing repeats, unique index replaced,
-- lookup index added). Destructive: drops payments_provider_payment_id_key and re-creates it
-- under the same name.

alter table public.payments add column repeated_reference boolean not null default false;
comment on column public.payments.repeated_reference is
  'True on a payment that repeated an earlier payment''s network reference before references were unique across networks; kept outside the unique index.';

-- The first payment of each reference keeps it: the settled one, else the earliest.
update public.payments p
   set repeated_reference = true
  from (select id, row_number() over (partition by public.normalize_payment_reference(provider_payment_id)
                                       order by status = 'succeeded' desc, created_at, id) as nth
          from public.payments
         where provider in ('upi', 'bank_transfer', 'razorpay')
           and public.normalize_payment_reference(provider_payment_id) is not null) as r
 where r.id = p.id and r.nth > 1;

drop index public.payments_provider_payment_id_key;
create unique index payments_provider_payment_id_key
  on public.payments (public.normalize_payment_reference(provider_payment_id))
  where provider in ('upi', 'bank_transfer', 'razorpay') and not repeated_reference;

-- Whether a reference repeats another payment's, whatever the provider (the console's flag, and
-- activation's check); cash has no reference to compare.
create index payments_reference_idx
  on public.payments (public.normalize_payment_reference(provider_payment_id))
  where provider <> 'cash';
