// Reported listings as the queue receives them (listing_report_queue), for stories and tests.
import type { ReportQueueRecord } from './ReportQueue.tsx';

export const REPORTED: ReportQueueRecord[] = [
  {
    id: 'p1', title: '2 BHK in Viman Nagar, deposit by UPI first', city: 'Pune', locality: 'Viman Nagar', verified: false, held: true,
    report_count: 4, reasons: { fraud: 3, other: 1 }, last_reported_at: '2026-11-25T10:30:00Z', details: ['Asked for ₹20,000 before any visit'],
  },
  {
    id: 'p2', title: '3 BHK villa in Whitefield', city: 'Bengaluru', locality: 'Whitefield', verified: true, held: false,
    report_count: 2, reasons: { already_rented: 1, duplicate: 1 }, last_reported_at: '2026-11-24T08:00:00Z', details: [],
  },
];
