import { formatDate } from '@rentals/core/format';
import type { CsvColumn } from '../common/csv.ts';
import { reviewState } from './moderationFilters.ts';
import type { PropertyRecord } from './PropertyList.tsx';

const REVIEW_TEXT = { verified: 'Verified', pending: 'Pending review', rejected: 'Rejected' } as const;

/** The columns of the listings export: what the table shows, plus the reason and the listing date. */
export const PROPERTY_CSV: readonly CsvColumn<PropertyRecord>[] = [
  ['Title', (p) => p.title],
  ['City', (p) => p.city],
  ['Locality', (p) => p.locality],
  ['Rent', (p) => Number(p.rent)],
  ['Availability', (p) => p.availability],
  ['Review', (p) => REVIEW_TEXT[reviewState(p)]],
  ['Rejection reason', (p) => p.rejection_reason],
  ['Listed', (p) => formatDate(p.created_at)],
];

/**
 * The listings count exactly up to the API's 1,000 rows and take the planner's estimate past that
 * (the gateway's `count=estimated`), so paging through 1,000,000 listings never counts them all.
 */
export const ESTIMATED_COUNT_META = { headers: { Prefer: 'count=estimated' } } as const;
