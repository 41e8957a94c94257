-- Purpose: a signed-in person talks with whoever answers for a listing (its owner, or the broker or
-- manager who listed it): one conversation per person and listing. Only the two parties read it,
-- and an admin with a second factor once either party has reported it. Each party's first name is
-- kept on the conversation when it starts (profiles stay private; emails and phones are never
-- shown). A blocked, reported or closed conversation takes no new messages. Nobody starts more than
-- 20 conversations a day.
-- Tables touched: public.conversations (new). Destructive: no.

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  property_id uuid not null references public.properties (id) on delete cascade,
  renter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  owner_id uuid not null references auth.users (id) on delete cascade,
  renter_name text,
  owner_name text,
  status text not null default 'open' check (status in ('open', 'blocked', 'reported', 'closed')),
  blocked_by uuid references auth.users (id) on delete set null,
  reported_by uuid references auth.users (id) on delete set null,
  report_reason text,
  reported_at timestamptz,
  resolved_at timestamptz,
  resolved_by_admin_id uuid,
  last_message_at timestamptz,
  last_sender_id uuid,
  renter_last_read_at timestamptz,
  owner_last_read_at timestamptz,
  renter_emailed_at timestamptz,
  owner_emailed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint conversations_one_per_person_key unique (property_id, renter_id),
  constraint conversations_two_parties check (renter_id <> owner_id),
  constraint conversations_report_reason_length check (report_reason is null or char_length(report_reason) <= 1000),
  constraint conversations_names_clean check ((renter_name is null or public.is_clean_name(renter_name))
                                              and (owner_name is null or public.is_clean_name(owner_name)))
);
comment on table public.conversations is
  'A person''s conversation with whoever answers for a listing (one per person and listing): both parties, their first names, state, and what each has read.';
create index conversations_renter_id_idx on public.conversations (renter_id, last_message_at desc);
create index conversations_owner_id_idx on public.conversations (owner_id, last_message_at desc);
create index conversations_reported_idx on public.conversations (reported_at desc) where reported_at is not null;
create index conversations_unread_email_idx on public.conversations (last_message_at) where last_message_at is not null;

alter table public.conversations enable row level security;
revoke all on public.conversations from anon, authenticated, service_role;
grant select on public.conversations to authenticated;
-- A person starts one by naming the listing; everything else is the trigger's or the functions'.
grant insert (property_id) on public.conversations to authenticated;
grant all on public.conversations to service_role;

create policy conversations_select_party on public.conversations for select to authenticated
  using ((select auth.uid()) in (renter_id, owner_id));
create policy conversations_select_admin on public.conversations for select to authenticated
  using (reported_at is not null and (select public.is_admin()));
-- About a listing anyone can see on the site, with someone else answering for it.
create policy conversations_insert_renter on public.conversations for insert to authenticated
  with check (
    renter_id = (select auth.uid())
    and exists (select 1 from public.properties p
                 where p.id = property_id and p.availability = 'available' and p.verified
                   and p.listed_by is not null and p.listed_by <> (select auth.uid())));

-- security definer: the renter may not read the lister's profile (for the first name) nor count
-- everyone's conversations; the columns it sets have no INSERT grant.
create function public.start_conversation_row() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  select p.listed_by into new.owner_id from public.properties p where p.id = new.property_id;
  select private.name_or_null(coalesce(nullif(pr.first_name, ''), split_part(pr.full_name, ' ', 1)), 60)
    into new.renter_name from public.profiles pr where pr.user_id = new.renter_id;
  select private.name_or_null(coalesce(nullif(pr.first_name, ''), split_part(pr.full_name, ' ', 1)), 60)
    into new.owner_name from public.profiles pr where pr.user_id = new.owner_id;
  new.status := 'open';
  new.created_at := now();
  if auth.uid() is null then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('conversations:person:' || new.renter_id::text, 0));
  if (select count(*) from public.conversations c
       where c.renter_id = new.renter_id and c.created_at > now() - interval '24 hours') >= 20 then
    raise exception 'You have started too many conversations today. Please try again tomorrow' using errcode = 'PT429';
  end if;
  return new;
end
$$;
comment on function public.start_conversation_row() is
  'Trigger: a new conversation answers to the listing''s lister, keeps both first names, and a person starts at most 20 a day.';
revoke execute on function public.start_conversation_row() from public, anon, authenticated;

create trigger conversations_start before insert on public.conversations
  for each row execute function public.start_conversation_row();
