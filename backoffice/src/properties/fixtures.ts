// Sample listings of the properties stories: verified, waiting for review, and rejected with a reason.
import type { PropertyRecord } from './PropertyList.tsx';

export const rows: PropertyRecord[] = [
  {
    id: 'p1',
    title: '3 BHK apartment in Koramangala',
    city: 'Bengaluru',
    locality: 'Koramangala',
    rent: 45000,
    availability: 'available',
    verified: true,
    rejection_reason: null,
    rejected_at: null,
  },
  {
    id: 'p2',
    title: 'Sea-facing penthouse in Worli',
    city: 'Mumbai',
    locality: 'Worli',
    rent: 450000,
    availability: 'rented',
    verified: true,
    rejection_reason: null,
    rejected_at: null,
  },
  {
    id: 'p3',
    title: '1 RK studio near Hinjewadi Phase 1',
    city: 'Pune',
    locality: 'Hinjewadi',
    rent: '12500.00',
    availability: 'available',
    verified: false,
    rejection_reason: null,
    rejected_at: null,
    review_changes: {
      title: { old: '1 RK studio near Hinjewadi', new: '1 RK studio near Hinjewadi Phase 1' },
      rent: { old: '14000.00', new: '12500.00' },
    },
  },
  {
    id: 'p4',
    title: '2 BHK in Salt Lake Sector V',
    city: 'Kolkata',
    locality: 'Salt Lake',
    rent: 22000,
    availability: 'available',
    verified: false,
    rejection_reason: 'The photos show a different flat',
    rejected_at: '2026-11-23T10:00:00Z',
  },
];
