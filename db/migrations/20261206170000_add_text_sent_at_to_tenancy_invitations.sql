-- Purpose: an invitation that names the tenant's mobile number is texted to it once by the alert
-- worker (the link to sign in by that number and answer), as one naming an address is mailed once
-- (email_sent_at). text_sent_at records the text; the partial index finds those waiting for one.
-- Tables touched: public.tenancy_invitations (new column text_sent_at, new index).
-- Destructive: no.

alter table public.tenancy_invitations add column text_sent_at timestamptz;
comment on column public.tenancy_invitations.text_sent_at is
  'When the invitation went out by text to its mobile number (the alert worker sends it once).';

create index tenancy_invitations_untexted_idx on public.tenancy_invitations (created_at)
  where status = 'pending' and phone is not null and text_sent_at is null;
