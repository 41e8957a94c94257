-- Purpose: the private Realtime channel of a conversation (topic 'conversation:<id>': typing
-- indicator by broadcast, who is online by presence) is joined only by its two parties, through
-- policies on realtime.messages as Supabase's Realtime authorises private channels.
-- Tables touched: realtime.messages (policies). Destructive: no.

create policy messages_select_conversation_party on realtime.messages for select to authenticated
  using (exists (
    select 1 from public.conversations c
     where c.id = (case when realtime.topic() ~ '^conversation:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                        then substr(realtime.topic(), 14)::uuid end)
       and (select auth.uid()) in (c.renter_id, c.owner_id)));
create policy messages_insert_conversation_party on realtime.messages for insert to authenticated
  with check (exists (
    select 1 from public.conversations c
     where c.id = (case when realtime.topic() ~ '^conversation:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                        then substr(realtime.topic(), 14)::uuid end)
       and (select auth.uid()) in (c.renter_id, c.owner_id)));
