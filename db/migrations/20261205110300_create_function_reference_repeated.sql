-- Purpose: the console flags a broker registration whose reference another payment also carries
-- (repeats kept from before references were unique across networks, or a cheque number seen
-- twice), so the admin checks it before activating. A computed field of payments, read with the
-- list (`select=*,reference_repeated`), answered from payments_reference_idx.
-- Tables touched: none (a function over public.payments). Destructive: no.

-- Whether another payment carries the same reference (any provider but cash): the console's flag
-- on a registration to check before activating. Security invoker: a person sees only repeats among
-- the payments they may read, so it tells nobody of another's payment.
create function public.reference_repeated(_payment public.payments) returns boolean
language sql stable security invoker
set search_path = ''
as $$
  select _payment.provider <> 'cash' and exists (
    select 1 from public.payments o
     where o.provider <> 'cash' and o.id <> _payment.id
       and public.normalize_payment_reference(o.provider_payment_id) = public.normalize_payment_reference(_payment.provider_payment_id))
$$;
comment on function public.reference_repeated(public.payments) is
  'Computed field of payments: another payment (not cash) carries the same normalised reference.';
revoke execute on function public.reference_repeated(public.payments) from public, anon;
grant execute on function public.reference_repeated(public.payments) to authenticated, service_role;
