-- Purpose: the messages of a conversation, text only. A message is 1 to 2,000 characters without
-- whitespace at either end and without control characters other than line breaks
-- (public.is_clean_message, core's isCleanMessage). A party writes as themselves into an open
-- conversation; nobody sends more than 200 messages a day. The conversation keeps when its last
-- message came and from whom (for inboxes and unread counts). Messages and conversations are in
-- the supabase_realtime publication, so subscribers get them live, each checked against these
-- policies.
-- Tables touched: public.messages (new), public.conversations (last_message_at, last_sender_id,
-- the sender's read mark). Destructive: no.

create function public.is_clean_message(_value text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select char_length(_value) between 1 and 2000
     and _value = public.trim_whitespace(_value)
     and _value !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029]'
$$;
comment on function public.is_clean_message(text) is
  'A message''s text: 1 to 2,000 characters, no whitespace at either end, no control character but the line break (core/src/validation/chat.ts).';

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null default 'text' check (kind in ('text', 'phone')),
  body text not null check (public.is_clean_message(body)),
  created_at timestamptz not null default now()
);
comment on table public.messages is
  'Messages of a conversation, text only (kind phone: the number its sender chose to share).';
create index messages_conversation_id_idx on public.messages (conversation_id, created_at);
create index messages_sender_id_idx on public.messages (sender_id, created_at);

alter table public.messages enable row level security;
revoke all on public.messages from anon, authenticated, service_role;
grant select on public.messages to authenticated;
grant insert (conversation_id, body) on public.messages to authenticated;
grant all on public.messages to service_role;

create policy messages_select_party on public.messages for select to authenticated
  using (exists (select 1 from public.conversations c
                  where c.id = conversation_id and (select auth.uid()) in (c.renter_id, c.owner_id)));
create policy messages_select_admin on public.messages for select to authenticated
  using ((select public.is_admin())
         and exists (select 1 from public.conversations c where c.id = conversation_id and c.reported_at is not null));
create policy messages_insert_party on public.messages for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and exists (select 1 from public.conversations c
                 where c.id = conversation_id and (select auth.uid()) in (c.renter_id, c.owner_id)));

-- security definer: the sender may not update the conversation, and the daily count reads every
-- message the sender wrote.
create function public.check_message() returns trigger
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _status text;
begin
  new.created_at := clock_timestamp();
  select c.status into _status from public.conversations c where c.id = new.conversation_id for update;
  if _status = 'blocked' then
    raise exception 'This conversation is blocked' using errcode = 'P0001';
  elsif _status in ('reported', 'closed') then
    raise exception 'This conversation is closed' using errcode = 'P0001';
  end if;
  if auth.uid() is not null then
    perform pg_advisory_xact_lock(hashtextextended('messages:person:' || new.sender_id::text, 0));
    if (select count(*) from public.messages m
         where m.sender_id = new.sender_id and m.created_at > now() - interval '24 hours') >= 200 then
      raise exception 'You have sent too many messages today. Please try again tomorrow' using errcode = 'PT429';
    end if;
  end if;
  update public.conversations c
     set last_message_at = new.created_at, last_sender_id = new.sender_id,
         renter_last_read_at = case when new.sender_id = c.renter_id then new.created_at else c.renter_last_read_at end,
         owner_last_read_at = case when new.sender_id = c.owner_id then new.created_at else c.owner_last_read_at end
   where c.id = new.conversation_id;
  return new;
end
$$;
comment on function public.check_message() is
  'Trigger: a message goes only into an open conversation, at most 200 a person a day; the conversation notes it as its last and as read by its sender.';
revoke execute on function public.check_message() from public, anon, authenticated;

create trigger messages_check before insert on public.messages
  for each row execute function public.check_message();

-- Subscribers hear new messages and changed conversations (realtime.notify_change, or Supabase's
-- Realtime on a hosted project), each checked against the policies above.
alter publication supabase_realtime add table public.messages, public.conversations;
