-- Purpose: enquiries sent through the contact form (/contact). Visitors never read them; admins
-- do. Rows are written only by public.submit_contact_enquiry, which checks the input and the
-- spam limits (the next migration).
-- Tables touched: public.contact_enquiries (new). Destructive: no.

create table public.contact_enquiries (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(name) between 1 and 100),
  email text not null check (char_length(email) between 3 and 254),
  phone text check (phone is null or char_length(phone) <= 20),
  topic text not null check (topic in (
    'general', 'property_owners', 'tenants', 'corporates', 'brokers', 'affiliates', 'property_management',
    'guaranteed_lease', 'furnished_leasing', 'tenant_verification', 'legal_support'
  )),
  message text not null check (char_length(message) between 10 and 4000),
  -- The sender, when they were signed in.
  user_id uuid references auth.users (id) on delete set null,
  -- The client address the request named (x-forwarded-for), kept for the per-address limit.
  client_address text check (client_address is null or char_length(client_address) <= 64),
  created_at timestamptz not null default now()
);
comment on table public.contact_enquiries is 'Enquiries sent through the public contact form; read by admins.';
comment on column public.contact_enquiries.client_address is
  'First x-forwarded-for entry of the request (the visitor as the site server saw them); for spam limits.';

create index contact_enquiries_created_at_idx on public.contact_enquiries (created_at desc);
create index contact_enquiries_email_idx on public.contact_enquiries (email, created_at);
create index contact_enquiries_client_address_idx on public.contact_enquiries (client_address, created_at);
create index contact_enquiries_user_id_idx on public.contact_enquiries (user_id);

alter table public.contact_enquiries enable row level security;

revoke all on public.contact_enquiries from anon, authenticated, service_role;
grant select on public.contact_enquiries to authenticated;
grant all on public.contact_enquiries to service_role;

create policy contact_enquiries_select_admin on public.contact_enquiries for select to authenticated
  using ((select public.is_admin()));
