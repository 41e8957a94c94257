-- Purpose: a message that waits unread for some minutes is announced to its recipient (by email,
-- and by text message once phone sign-in lands), once per waiting message: the worker claims the
-- conversations due and marks them notified in one statement (FOR UPDATE SKIP LOCKED, so several
-- workers announce each once), and gets what the notice needs: the recipient's confirmed email and
-- phone, language, both first names, the listing and how many messages wait.
-- Tables touched: public.conversations (renter_emailed_at, owner_emailed_at). Destructive: no.

create function private.claim_unread_message_notices(_wait_seconds integer, _limit integer default 50)
returns table (
  conversation_id uuid, recipient_id uuid, email text, phone text, language text,
  recipient_name text, sender_name text, title text, unread integer
)
language sql volatile
set search_path = ''
as $$
  with due as (
    select c.id, (c.last_sender_id = c.renter_id) as to_owner
      from public.conversations c
     where c.status = 'open'
       and c.last_message_at <= now() - make_interval(secs => _wait_seconds)
       and ((c.last_sender_id = c.renter_id
             and c.last_message_at > coalesce(c.owner_last_read_at, '-infinity')
             and c.last_message_at > coalesce(c.owner_emailed_at, '-infinity'))
         or (c.last_sender_id = c.owner_id
             and c.last_message_at > coalesce(c.renter_last_read_at, '-infinity')
             and c.last_message_at > coalesce(c.renter_emailed_at, '-infinity')))
     order by c.last_message_at
     limit _limit
       for update skip locked
  ), marked as (
    update public.conversations c
       set owner_emailed_at = case when d.to_owner then now() else c.owner_emailed_at end,
           renter_emailed_at = case when d.to_owner then c.renter_emailed_at else now() end
      from due d
     where c.id = d.id
    returning c.id, c.property_id, d.to_owner,
              case when d.to_owner then c.owner_id else c.renter_id end as recipient_id,
              case when d.to_owner then c.owner_name else c.renter_name end as recipient_name,
              case when d.to_owner then c.renter_name else c.owner_name end as sender_name,
              case when d.to_owner then c.owner_last_read_at else c.renter_last_read_at end as read_at
  )
  select m.id, m.recipient_id,
         case when u.email_confirmed_at is not null then u.email end,
         case when u.phone_confirmed_at is not null then u.phone end,
         p.preferred_language, m.recipient_name, m.sender_name, pr.title,
         (select count(*)::integer from public.messages msg
           where msg.conversation_id = m.id and msg.sender_id <> m.recipient_id
             and msg.created_at > coalesce(m.read_at, '-infinity'))
    from marked m
    join auth.users u on u.id = m.recipient_id
    left join public.profiles p on p.user_id = m.recipient_id
    left join public.properties pr on pr.id = m.property_id
$$;
comment on function private.claim_unread_message_notices(integer, integer) is
  'Claims conversations whose last message has waited unread for _wait_seconds and marks their recipient notified; returns what the notice needs.';
revoke execute on function private.claim_unread_message_notices(integer, integer) from public;
