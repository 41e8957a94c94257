-- Purpose: submit_contact_enquiry, the only way an enquiry is stored: checks every field with the
-- form's messages (core/src/validation/contact.ts) and the spam limits: a honeypot field, a
-- minimum time to fill the form, at most 3 enquiries per email address and 10 per client address
-- in any hour.
-- Tables touched: public.contact_enquiries (insert). Destructive: no.

-- security definer: visitors may not read or insert enquiries, yet the limits must count the
-- enquiries already stored, and the row must be written without an INSERT grant that would let
-- anyone skip these checks.
create function public.submit_contact_enquiry(
  _name text,
  _email text,
  _topic text,
  _message text,
  _phone text default null,
  _website text default null,
  _fill_seconds integer default null
)
returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _clean_name text := btrim(coalesce(_name, ''));
  _clean_email text := lower(btrim(coalesce(_email, '')));
  _clean_phone text := nullif(btrim(coalesce(_phone, '')), '');
  _clean_message text := btrim(coalesce(_message, ''));
  _headers json := nullif(current_setting('request.headers', true), '')::json;
  -- The gateway passes the request's headers; the site server names the visitor in
  -- x-forwarded-for. The first entry is the client as the first hop saw it.
  _address text := left(nullif(btrim(split_part(_headers ->> 'x-forwarded-for', ',', 1)), ''), 64);
begin
  if _clean_name = '' then
    raise exception 'Name is required' using errcode = 'P0001';
  end if;
  if char_length(_clean_name) > 100 then
    raise exception 'Name must be at most 100 characters' using errcode = 'P0001';
  end if;
  if char_length(_clean_email) > 254 then
    raise exception 'Email address must be at most 254 characters' using errcode = 'P0001';
  end if;
  -- The address pattern of zod's z.email(), which the form checks first.
  if _clean_email !~ '^(?:[A-Za-z0-9_''+-]+\.)*[A-Za-z0-9_''+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$' then
    raise exception 'Enter a valid email address' using errcode = 'P0001';
  end if;
  if _clean_phone is not null and _clean_phone !~ '^\+?[0-9(][0-9 ()-]{6,18}[0-9]$' then
    raise exception 'Enter a valid phone number, e.g. +91 98765 43210' using errcode = 'P0001';
  end if;
  if _topic is null or _topic not in (
    'general', 'property_owners', 'tenants', 'corporates', 'brokers', 'affiliates', 'property_management',
    'guaranteed_lease', 'furnished_leasing', 'tenant_verification', 'legal_support'
  ) then
    raise exception 'Choose what your enquiry is about' using errcode = 'P0001';
  end if;
  if char_length(_clean_message) < 10 then
    raise exception 'Message must be at least 10 characters' using errcode = 'P0001';
  end if;
  if char_length(_clean_message) > 4000 then
    raise exception 'Message must be at most 4,000 characters' using errcode = 'P0001';
  end if;

  -- A person never fills the hidden field; a bot that did is told nothing and stores nothing.
  if nullif(btrim(coalesce(_website, '')), '') is not null then
    return;
  end if;
  -- Measured by the page on the visitor's own clock (no clock skew); absent without JavaScript.
  if _fill_seconds is not null and _fill_seconds < 3 then
    raise exception 'Please take a moment to check your enquiry, then send it again' using errcode = 'P0001';
  end if;

  -- Senders with the same email or address take turns, so a burst cannot pass the count together.
  perform pg_advisory_xact_lock(hashtextextended('contact_enquiries:email:' || _clean_email, 0));
  perform pg_advisory_xact_lock(hashtextextended('contact_enquiries:address:' || coalesce(_address, ''), 0));
  if (select count(*) from public.contact_enquiries e
       where e.email = _clean_email and e.created_at > now() - interval '1 hour') >= 3 then
    raise exception 'Too many enquiries from this email address in the last hour. Please try again later'
      using errcode = 'PT429';
  end if;
  -- Requests naming no address share one budget, so leaving the header out gains nothing.
  if (select count(*) from public.contact_enquiries e
       where (e.client_address = _address or (_address is null and e.client_address is null))
         and e.created_at > now() - interval '1 hour') >= 10 then
    raise exception 'Too many enquiries from your network in the last hour. Please try again later'
      using errcode = 'PT429';
  end if;

  insert into public.contact_enquiries (name, email, phone, topic, message, user_id, client_address)
  values (_clean_name, _clean_email, _clean_phone, _topic, _clean_message, auth.uid(), _address);
end
$$;
comment on function public.submit_contact_enquiry(text, text, text, text, text, text, integer) is
  'Anyone: send a contact enquiry (validated, honeypot, fill time, 3 per email and 10 per address an hour).';

revoke execute on function public.submit_contact_enquiry(text, text, text, text, text, text, integer) from public;
grant execute on function public.submit_contact_enquiry(text, text, text, text, text, text, integer)
  to anon, authenticated;
