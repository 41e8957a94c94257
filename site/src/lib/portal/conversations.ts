// Conversations as the portal reads them, always through the person's own session (row-level
// security shows only their own): the inbox, one thread, and starting one from a listing.
import type { SupabaseClient } from '@supabase/supabase-js';
import { load, type Loaded } from './loaded.ts';

export type ConversationStatus = 'open' | 'blocked' | 'reported' | 'closed';

export interface ConversationRow {
  id: string;
  property_id: string;
  renter_id: string;
  owner_id: string;
  renter_name: string | null;
  owner_name: string | null;
  status: ConversationStatus;
  blocked_by: string | null;
  last_message_at: string | null;
  last_sender_id: string | null;
  renter_last_read_at: string | null;
  owner_last_read_at: string | null;
  property: { title: string } | null;
}

export interface ChatMessage {
  id: string;
  conversation_id: string;
  sender_id: string;
  kind: 'text' | 'phone';
  body: string;
  created_at: string;
}

const CONVERSATION_COLUMNS =
  'id, property_id, renter_id, owner_id, renter_name, owner_name, status, blocked_by, last_message_at, last_sender_id, renter_last_read_at, owner_last_read_at, property:properties(title)';

/** The other party's first name as the person sees it. */
export function otherName(row: ConversationRow, me: string): string | null {
  return me === row.renter_id ? row.owner_name : row.renter_name;
}

/** Whether the conversation ends with a message the person has not read. */
export function isUnread(row: ConversationRow, me: string): boolean {
  if (!row.last_message_at || row.last_sender_id === me) return false;
  const read = me === row.renter_id ? row.renter_last_read_at : row.owner_last_read_at;
  return !read || read < row.last_message_at;
}

export function loadInbox(client: SupabaseClient): Promise<Loaded<ConversationRow[]>> {
  return load('chat.inbox.error', () =>
    client.from('conversations').select(CONVERSATION_COLUMNS).order('last_message_at', { ascending: false, nullsFirst: false }).limit(100)
      .returns<ConversationRow[]>());
}

export interface Thread {
  conversation: ConversationRow;
  messages: ChatMessage[];
}

/** A conversation with its latest 200 messages, oldest first; marks it read. */
export async function loadThread(client: SupabaseClient, id: string): Promise<Loaded<Thread>> {
  return load('chat.thread.error', async () => {
    const [conversation, messages] = await Promise.all([
      client.from('conversations').select(CONVERSATION_COLUMNS).eq('id', id).maybeSingle<ConversationRow>(),
      client.from('messages').select('id, conversation_id, sender_id, kind, body, created_at').eq('conversation_id', id)
        .order('created_at', { ascending: false }).limit(200).returns<ChatMessage[]>(),
    ]);
    if (conversation.error || messages.error || !conversation.data) return { data: null, error: conversation.error ?? messages.error ?? 'missing' };
    await client.rpc('mark_conversation_read', { _conversation_id: id });
    return { data: { conversation: conversation.data, messages: [...(messages.data ?? [])].reverse() }, error: null };
  });
}

/**
 * The person's conversation about a listing, started if there is none, with their first message.
 * Returns the conversation id, or the database's message when refused.
 */
export async function startConversation(client: SupabaseClient, userId: string, propertyId: string, body: string): Promise<{ id: string } | { error: string }> {
  const started = await client.from('conversations').insert({ property_id: propertyId }).select('id').maybeSingle<{ id: string }>();
  let id = started.data?.id;
  if (started.error) {
    if (started.error.code !== '23505') return { error: started.error.message };
    const existing = await client.from('conversations').select('id').eq('property_id', propertyId).eq('renter_id', userId).maybeSingle<{ id: string }>();
    id = existing.data?.id;
  }
  if (!id) return { error: '' };
  const refused = await sendMessage(client, id, body);
  return refused ?? { id };
}

/** Adds the person's message to a conversation; the database's message when refused, else null. */
export async function sendMessage(client: SupabaseClient, conversationId: string, body: string): Promise<{ error: string } | null> {
  const sent = await client.from('messages').insert({ conversation_id: conversationId, body });
  return sent.error ? { error: sent.error.message } : null;
}
