import type { ConsoleClient } from '../supabase.ts';
import { ApiError, callRpc } from './rpc.ts';

export interface ReportedMessage {
  id: string;
  sender_id: string;
  kind: 'text' | 'phone';
  body: string;
  created_at: string;
}

export interface ConversationModerationMethods {
  /** A reported conversation's messages, oldest first (readable by an aal2 admin once reported). */
  reportedConversationMessages(conversation_id: string): Promise<ReportedMessage[]>;
  /** Dismisses the report: the conversation opens again. */
  dismissConversationReport(conversation_id: string): Promise<{ id: string }>;
  /** Closes the reported conversation for good. */
  closeReportedConversation(conversation_id: string): Promise<{ id: string }>;
}

export function conversationModerationMethods(client: ConsoleClient): ConversationModerationMethods {
  return {
    reportedConversationMessages: async (conversation_id) => {
      const { data, error, status } = await client.from('messages').select('id, sender_id, kind, body, created_at')
        .eq('conversation_id', conversation_id).order('created_at').limit(500);
      if (error) throw new ApiError(error.message, error.code, status);
      return data as ReportedMessage[];
    },
    dismissConversationReport: (conversation_id) =>
      callRpc(client, 'resolve_conversation_report', { _conversation_id: conversation_id, _action: 'dismiss' }),
    closeReportedConversation: (conversation_id) =>
      callRpc(client, 'resolve_conversation_report', { _conversation_id: conversation_id, _action: 'close' }),
  };
}
