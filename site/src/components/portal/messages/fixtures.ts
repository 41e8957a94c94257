// Conversations and messages for the stories and tests of the Messages page and a thread.
import type { ChatMessage, ConversationRow } from '../../../lib/portal/conversations.ts';

export const ME = 'u-renter';
export const OWNER = 'u-owner';

const base: ConversationRow = {
  id: 'c-1', property_id: 'p-1', renter_id: ME, owner_id: OWNER, renter_name: 'Asha', owner_name: 'Meera', status: 'open',
  blocked_by: null, last_message_at: '2026-11-21T10:30:00Z', last_sender_id: OWNER, renter_last_read_at: '2026-11-21T09:00:00Z',
  owner_last_read_at: '2026-11-21T10:30:00Z', property: { title: '2 BHK with balcony in Baner' },
};

export const CONVERSATIONS: ConversationRow[] = [
  base,
  { ...base, id: 'c-2', property_id: 'p-2', owner_name: null, last_sender_id: ME, renter_last_read_at: '2026-11-20T08:00:00Z', last_message_at: '2026-11-20T08:00:00Z', property: null },
];

export const CONVERSATION = base;

export const MESSAGES: ChatMessage[] = [
  { id: 'm-1', conversation_id: 'c-1', sender_id: ME, kind: 'text', body: 'Is the flat still available?', created_at: '2026-11-21T10:00:00Z' },
  { id: 'm-2', conversation_id: 'c-1', sender_id: OWNER, kind: 'text', body: 'Yes. Come on Sunday,\nafter 11.', created_at: '2026-11-21T10:20:00Z' },
  { id: 'm-3', conversation_id: 'c-1', sender_id: OWNER, kind: 'phone', body: '+91 98765 43210', created_at: '2026-11-21T10:30:00Z' },
];
