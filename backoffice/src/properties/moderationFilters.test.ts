import { describe, expect, it } from 'vitest';
import { REVIEW_FILTERS, tabOfFilter, withTab } from './moderationFilters.ts';

describe('review tabs beside the other filters', () => {
  it('reads the tab from the review part of the filter only', () => {
    expect(tabOfFilter({ ...REVIEW_FILTERS.pending, q: 'Baner', 'city@ilike': 'Pune' })).toBe('pending');
    expect(tabOfFilter({ verified: true, q: 'Baner' })).toBe('verified');
    expect(tabOfFilter({ q: 'Baner' })).toBe('all');
  });

  it('replaces the review part and keeps the search, city and dates', () => {
    const filter = { ...REVIEW_FILTERS.pending, q: 'Baner', 'created_at@gte': '2026-12-01T00:00:00+05:30' };
    expect(withTab(filter, 'rejected')).toEqual({
      q: 'Baner',
      'created_at@gte': '2026-12-01T00:00:00+05:30',
      'rejected_at@not.is': 'null',
    });
    expect(withTab(filter, 'all')).toEqual({ q: 'Baner', 'created_at@gte': '2026-12-01T00:00:00+05:30' });
  });
});
