// Reported listings as the queue receives them (listing_report_queue), for stories and tests.
import type { ReportQueueRecord } from './ReportQueue.tsx';

export const REPORTED: ReportQueueRecord[] = [
  {
    id: 'p1', title: '2 BHK in Viman Nagar, deposit by UPI first', city: 'Pune', locality: 'Viman Nagar', verified: false, held: true,
    report_count: 4, reasons: { fraud: 3, other: 1 }, counted_fraud_reports: 3, last_reported_at: '2026-11-25T10:30:00Z',
    details: ['Asked for ₹20,000 before any visit'],
  },
  {
    id: 'p3', title: '1 BHK in Andheri West', city: 'Mumbai', locality: 'Andheri West', verified: true, held: false,
    report_count: 3, reasons: { fraud: 3 }, counted_fraud_reports: 1, last_reported_at: '2026-11-24T12:00:00Z', details: [],
  },
  {
    id: 'p2', title: '3 BHK villa in Whitefield', city: 'Bengaluru', locality: 'Whitefield', verified: true, held: false,
    report_count: 2, reasons: { already_rented: 1, duplicate: 1 }, counted_fraud_reports: 0, last_reported_at: '2026-11-24T08:00:00Z', details: [],
  },
];
