// Reported conversations as the queue receives them (conversation_report_queue) and their messages.
import type { ReportedMessage } from '../dataProvider/conversationModeration.ts';
import type { ConversationReportRecord } from './ConversationReportQueue.tsx';

export const REPORTED_CONVERSATIONS: ConversationReportRecord[] = [
  {
    id: 'c1', title: '2 BHK in Viman Nagar', renter_id: 'u-renter', renter_name: 'Asha', owner_name: 'Meera', status: 'reported',
    report_reason: 'Asked for a deposit by UPI before any visit', reported_at: '2026-11-25T10:30:00Z', message_count: 2,
  },
];

export const REPORTED_MESSAGES: ReportedMessage[] = [
  { id: 'm1', sender_id: 'u-renter', kind: 'text', body: 'Can I visit on Sunday?', created_at: '2026-11-25T09:00:00Z' },
  { id: 'm2', sender_id: 'u-owner', kind: 'text', body: 'Pay ₹20,000 by UPI first.', created_at: '2026-11-25T09:10:00Z' },
];
