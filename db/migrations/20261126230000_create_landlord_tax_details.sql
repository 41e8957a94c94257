-- Purpose: the landlord's PAN, which rent receipts must carry once a tenant's rent for a financial
-- year passes ₹1,00,000 (House Rent Allowance rules). Only the landlord reads and writes it; the
-- tenant and the landlord's property managers see it on receipts through rent_receipt_pan(), which
-- checks the tenancy.
-- Tables touched: public.landlord_tax_details (new). Destructive: no.

create table public.landlord_tax_details (
  user_id uuid primary key references auth.users (id) on delete cascade,
  pan text not null check (pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.landlord_tax_details is 'A landlord''s PAN (AAAAA9999A) for the rent receipts of their tenants; private to the landlord.';

alter table public.landlord_tax_details enable row level security;

create trigger landlord_tax_details_set_updated_at before update on public.landlord_tax_details
  for each row execute function public.set_updated_at();

revoke all on public.landlord_tax_details from anon, authenticated, service_role;
grant select, insert, delete on public.landlord_tax_details to authenticated;
-- user_id too: an upsert sets every column it sends; the policies keep it the caller's own.
grant update (user_id, pan) on public.landlord_tax_details to authenticated;
grant all on public.landlord_tax_details to service_role;

create policy landlord_tax_details_select_own on public.landlord_tax_details for select to authenticated
  using (user_id = (select auth.uid()));
create policy landlord_tax_details_insert_own on public.landlord_tax_details for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy landlord_tax_details_update_own on public.landlord_tax_details for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy landlord_tax_details_delete_own on public.landlord_tax_details for delete to authenticated
  using (user_id = (select auth.uid()));

-- security definer: the PAN is readable by its landlord only; this gives it, for one lease, to the
-- people who see that lease's receipts (its tenant, its landlord, the landlord's property managers)
-- and to nobody else: for anyone else, and when no PAN is on file, it returns null.
create function public.rent_receipt_pan(_lease_id uuid) returns text
language sql stable security definer
set search_path = ''
as $$
  select t.pan
    from public.leases l
    join public.properties p on p.id = l.property_id
    join public.landlord_tax_details t on t.user_id = p.listed_by
   where l.id = _lease_id
     and auth.uid() is not null
     and (l.tenant_id = auth.uid()
          or p.listed_by = auth.uid()
          or p.listed_by in (select m.landlord_id from public.property_manager_landlords m where m.manager_id = auth.uid()))
$$;
comment on function public.rent_receipt_pan(uuid) is
  'The landlord''s PAN for the receipts of one lease, to its tenant, landlord and their managers only; else null.';
revoke execute on function public.rent_receipt_pan(uuid) from public, anon;
grant execute on function public.rent_receipt_pan(uuid) to authenticated;
