-- Purpose: owners answer the leads on their listings (spec 2.12 My Properties): accept or decline an
-- application or a visit request, with an optional reply the person who asked can read.
-- Tables touched: public.property_applications, public.property_visits (columns owner_reply and
-- responded_at added; rows updated by respond_to_lead). Destructive: no.

alter table public.property_applications
  add column owner_reply text check (char_length(owner_reply) <= 1000),
  add column responded_at timestamptz;
alter table public.property_visits
  add column owner_reply text check (char_length(owner_reply) <= 1000),
  add column responded_at timestamptz;
comment on column public.property_applications.owner_reply is 'What the owner said when accepting or declining.';
comment on column public.property_visits.owner_reply is 'What the owner said when accepting or declining.';
-- owner_reply and responded_at get no column grant: only respond_to_lead writes them.

-- security definer: owner_reply and responded_at are not writable by authenticated (the applicant
-- could otherwise write the owner's answer on their own row); the function checks that the caller
-- owns the listing and that the lead is still open, and writes status, reply and time together.
create function public.respond_to_lead(_kind text, _lead_id uuid, _accept boolean, _reply text default null)
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _caller uuid := auth.uid();
  _reply_text text := nullif(btrim(coalesce(_reply, '')), '');
  _owner uuid;
  _status text;
  _new text;
begin
  if _caller is null then
    raise exception 'No authenticated user' using errcode = 'P0001';
  end if;
  if _kind is null or _kind not in ('application', 'visit') then
    raise exception 'Lead kind must be application or visit' using errcode = 'P0001';
  end if;
  if _lead_id is null or _accept is null then
    raise exception 'Lead and answer are required' using errcode = 'P0001';
  end if;
  if char_length(_reply_text) > 1000 then
    raise exception 'Reply must be at most 1,000 characters' using errcode = 'P0001';
  end if;

  -- The row lock makes two answers at once one answer and one refusal, never both.
  if _kind = 'application' then
    select p.listed_by, a.status::text into _owner, _status
      from public.property_applications a join public.properties p on p.id = a.property_id
     where a.id = _lead_id for update of a;
  else
    select p.listed_by, v.status::text into _owner, _status
      from public.property_visits v join public.properties p on p.id = v.property_id
     where v.id = _lead_id for update of v;
  end if;
  -- A stranger learns no more than that there is no such lead of theirs.
  if _owner is null or _owner <> _caller then
    raise exception 'Lead not found' using errcode = 'P0001';
  end if;
  if _status not in ('pending', 'requested') then
    raise exception 'This lead has already been answered' using errcode = 'P0001';
  end if;

  if _kind = 'application' then
    _new := case when _accept then 'approved' else 'rejected' end;
    update public.property_applications
       set status = _new::public.application_status, owner_reply = _reply_text, responded_at = now()
     where id = _lead_id;
  else
    _new := case when _accept then 'scheduled' else 'cancelled' end;
    update public.property_visits
       set status = _new::public.visit_status, owner_reply = _reply_text, responded_at = now()
     where id = _lead_id;
  end if;
  return _new;
end
$$;
comment on function public.respond_to_lead(text, uuid, boolean, text) is
  'Owner: accept or decline an open application (approved/rejected) or visit request (scheduled/cancelled), with a reply.';

revoke execute on function public.respond_to_lead(text, uuid, boolean, text) from public, anon;
grant execute on function public.respond_to_lead(text, uuid, boolean, text) to authenticated;
