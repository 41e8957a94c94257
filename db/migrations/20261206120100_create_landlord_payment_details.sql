-- Purpose: the UPI ID a landlord takes rent on, set in their settings. Only the landlord reads and
-- writes the row; their tenants get it, with the landlord's name, through rent_payees(), which
-- builds the UPI payment link and QR code of each month's rent on the tenant's payments page.
-- Tables touched: public.landlord_payment_details (new). Destructive: no.

-- 'asha.rao@okhdfc': 2 to 256 letters, digits, dots, hyphens or underscores, '@', 2 to 64 letters,
-- lower-cased (core/src/validation/upi.ts).
create function public.is_upi_id(_upi_id text) returns boolean
language sql immutable
set search_path = ''
as $$
  -- PostgreSQL's regular expressions count repetitions up to 255: the lengths are checked apart.
  select _upi_id ~ '^[a-z0-9._-]+@[a-z]+$'
     and char_length(split_part(_upi_id, '@', 1)) between 2 and 256
     and char_length(split_part(_upi_id, '@', 2)) between 2 and 64
$$;
comment on function public.is_upi_id(text) is 'Whether a text is a lower-cased UPI ID, name@bank (core/src/validation/upi.ts).';

create table public.landlord_payment_details (
  user_id uuid primary key references auth.users (id) on delete cascade,
  upi_id text not null constraint landlord_payment_details_upi_id_format check (public.is_upi_id(upi_id)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.landlord_payment_details is
  'Where a landlord takes rent: their UPI ID (name@bank), for their tenants'' payment links; private to the landlord.';

alter table public.landlord_payment_details enable row level security;

create trigger landlord_payment_details_set_updated_at before update on public.landlord_payment_details
  for each row execute function public.set_updated_at();

revoke all on public.landlord_payment_details from anon, authenticated, service_role;
grant select, insert, delete on public.landlord_payment_details to authenticated;
-- user_id too: an upsert sets every column it sends; the policies keep it the caller's own.
grant update (user_id, upi_id) on public.landlord_payment_details to authenticated;
grant all on public.landlord_payment_details to service_role;

create policy landlord_payment_details_select_own on public.landlord_payment_details for select to authenticated
  using (user_id = (select auth.uid()));
create policy landlord_payment_details_insert_own on public.landlord_payment_details for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy landlord_payment_details_update_own on public.landlord_payment_details for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy landlord_payment_details_delete_own on public.landlord_payment_details for delete to authenticated
  using (user_id = (select auth.uid()));

-- security definer: the UPI ID is readable by its landlord only, and profiles by their own person;
-- this gives, for each lease the caller is the tenant or the landlord of, whom its rent is paid to:
-- the landlord's name and UPI ID (null while they have set none). Nobody else gets a row.
create function public.rent_payees()
returns table (lease_id uuid, payee_name text, upi_id text)
language sql stable security definer
set search_path = ''
as $$
  select l.id, pr.full_name, d.upi_id
    from public.leases l
    join public.properties p on p.id = l.property_id
    left join public.profiles pr on pr.user_id = p.listed_by
    left join public.landlord_payment_details d on d.user_id = p.listed_by
   where auth.uid() is not null
     and (l.tenant_id = auth.uid() or p.listed_by = auth.uid())
$$;
comment on function public.rent_payees() is
  'Whom the rent of each of the caller''s leases (as tenant or landlord) is paid to: the landlord''s name and UPI ID.';
revoke execute on function public.rent_payees() from public, anon;
grant execute on function public.rent_payees() to authenticated;
