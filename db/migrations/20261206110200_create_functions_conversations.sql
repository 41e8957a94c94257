-- Purpose: what a party does to a conversation besides writing (mark it read, block or unblock
-- it, report it, share their phone number in it), the shells' unread count, and the console's
-- queue of reported conversations with resolve_conversation_report (admin with a second factor,
-- audited): dismissing opens the conversation again, closing keeps it closed for good.
-- Tables touched: public.conversations (read marks, status, report columns), public.messages
-- (insert, kind phone), public.admin_audit_log (insert). Destructive: no.

-- security definer (these four): a party may not update the conversation's row directly; each
-- checks the caller is a party and changes only what the action names.
create function public.mark_conversation_read(_conversation_id uuid) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _uid uuid := private.require_user();
begin
  update public.conversations c
     set renter_last_read_at = case when c.renter_id = _uid then now() else c.renter_last_read_at end,
         owner_last_read_at = case when c.owner_id = _uid then now() else c.owner_last_read_at end
   where c.id = _conversation_id and _uid in (c.renter_id, c.owner_id);
  if not found then
    raise exception 'Conversation not found' using errcode = 'P0001';
  end if;
end
$$;
comment on function public.mark_conversation_read(uuid) is 'The caller has read the conversation up to now.';

create function public.block_conversation(_conversation_id uuid, _blocked boolean default true) returns public.conversations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _uid uuid := private.require_user();
  _row public.conversations;
begin
  select * into _row from public.conversations c
   where c.id = _conversation_id and _uid in (c.renter_id, c.owner_id) for update;
  if not found then
    raise exception 'Conversation not found' using errcode = 'P0001';
  end if;
  if _blocked and _row.status = 'open' then
    update public.conversations set status = 'blocked', blocked_by = _uid where id = _row.id returning * into _row;
  elsif not _blocked and _row.status = 'blocked' then
    if _row.blocked_by is distinct from _uid then
      raise exception 'Only the person who blocked this conversation can unblock it' using errcode = 'P0001';
    end if;
    update public.conversations set status = 'open', blocked_by = null where id = _row.id returning * into _row;
  end if;
  return _row;
end
$$;
comment on function public.block_conversation(uuid, boolean) is
  'A party blocks an open conversation (no more messages), or the person who blocked it unblocks it.';

create function public.report_conversation(_conversation_id uuid, _reason text) returns public.conversations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _uid uuid := private.require_user();
  _why text := public.trim_whitespace(_reason);
  _row public.conversations;
begin
  if _why is null or _why = '' then
    raise exception 'Say what is wrong with this conversation' using errcode = 'P0001';
  end if;
  if char_length(_why) > 1000 then
    raise exception 'The reason can be at most 1000 characters' using errcode = 'P0001';
  end if;
  select * into _row from public.conversations c
   where c.id = _conversation_id and _uid in (c.renter_id, c.owner_id) for update;
  if not found then
    raise exception 'Conversation not found' using errcode = 'P0001';
  end if;
  if _row.status in ('reported', 'closed') then
    raise exception 'This conversation is closed' using errcode = 'P0001';
  end if;
  update public.conversations
     set status = 'reported', reported_by = _uid, report_reason = _why, reported_at = now(),
         resolved_at = null, resolved_by_admin_id = null
   where id = _row.id returning * into _row;
  return _row;
end
$$;
comment on function public.report_conversation(uuid, text) is
  'A party reports the conversation: it takes no more messages and waits, with its messages, in the console''s moderation queue.';

create function public.share_phone_in_conversation(_conversation_id uuid) returns public.messages
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _uid uuid := private.require_user();
  _phone text;
  _message public.messages;
begin
  if not exists (select 1 from public.conversations c where c.id = _conversation_id and _uid in (c.renter_id, c.owner_id)) then
    raise exception 'Conversation not found' using errcode = 'P0001';
  end if;
  select public.trim_whitespace(coalesce(u.phone, p.phone)) into _phone
    from public.profiles p left join auth.users u on u.id = p.user_id
   where p.user_id = _uid;
  if _phone is null or _phone = '' then
    raise exception 'Add a phone number in your settings first' using errcode = 'P0001';
  end if;
  -- Through the messages trigger: the conversation must be open, and the daily limit counts it.
  insert into public.messages (conversation_id, sender_id, kind, body)
  values (_conversation_id, _uid, 'phone', _phone)
  returning * into _message;
  return _message;
end
$$;
comment on function public.share_phone_in_conversation(uuid) is
  'The caller shares their own phone number (their account''s, else their profile''s) as a message of the conversation.';

create function public.unread_conversation_count() returns integer
language sql stable security invoker
set search_path = ''
as $$
  select count(*)::integer from public.conversations c
   where c.last_sender_id is distinct from (select auth.uid())
     and c.last_message_at is not null
     and ((c.renter_id = (select auth.uid()) and c.last_message_at > coalesce(c.renter_last_read_at, '-infinity'))
       or (c.owner_id = (select auth.uid()) and c.last_message_at > coalesce(c.owner_last_read_at, '-infinity')))
$$;
comment on function public.unread_conversation_count() is
  'How many of the caller''s conversations end with a message from the other party that the caller has not read.';

revoke execute on function public.mark_conversation_read(uuid), public.block_conversation(uuid, boolean),
  public.report_conversation(uuid, text), public.share_phone_in_conversation(uuid),
  public.unread_conversation_count() from public, anon;
grant execute on function public.mark_conversation_read(uuid), public.block_conversation(uuid, boolean),
  public.report_conversation(uuid, text), public.share_phone_in_conversation(uuid),
  public.unread_conversation_count() to authenticated;

-- The console's queue: reported conversations, newest report first, with the listing and how many
-- messages they hold (the messages themselves are read under messages_select_admin).
create view public.conversation_report_queue
with (security_invoker = true) as
select c.id, c.property_id, p.title, p.city, c.renter_id, c.owner_id, c.renter_name, c.owner_name,
       c.status, c.reported_by, c.report_reason, c.reported_at, c.resolved_at,
       (select count(*)::integer from public.messages m where m.conversation_id = c.id) as message_count
  from public.conversations c
  join public.properties p on p.id = c.property_id
 where c.reported_at is not null;
comment on view public.conversation_report_queue is
  'Reported conversations for the console''s moderation: the listing, both first names, the reason, and how many messages they hold.';
revoke all on public.conversation_report_queue from anon, authenticated, service_role;
grant select on public.conversation_report_queue to authenticated, service_role;

-- security definer: the admin changes a conversation they are not a party to; audited.
create function public.resolve_conversation_report(_conversation_id uuid, _action text) returns public.conversations
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  _admin uuid := private.require_admin('resolve conversation reports');
  _row public.conversations;
begin
  if _action is null or _action not in ('dismiss', 'close') then
    raise exception 'Choose to dismiss the report or close the conversation' using errcode = 'P0001';
  end if;
  select * into _row from public.conversations where id = _conversation_id for update;
  if not found then
    raise exception 'Conversation not found' using errcode = 'P0001';
  end if;
  if _row.status <> 'reported' then
    raise exception 'This conversation has no open report' using errcode = 'P0001';
  end if;
  update public.conversations
     set status = case when _action = 'dismiss' then 'open' else 'closed' end,
         resolved_at = now(), resolved_by_admin_id = _admin
   where id = _row.id returning * into _row;
  insert into public.admin_audit_log (admin_user_id, action, target_table, target_id, details)
  values (_admin, 'conversation_report_' || _action, 'conversations', _row.id::text,
          jsonb_build_object('reported_by', _row.reported_by, 'reason', _row.report_reason));
  return _row;
end
$$;
comment on function public.resolve_conversation_report(uuid, text) is
  'Admin (aal2): dismiss a conversation''s report (it opens again) or close the conversation for good; audited.';
revoke execute on function public.resolve_conversation_report(uuid, text) from public, anon;
grant execute on function public.resolve_conversation_report(uuid, text) to authenticated;
