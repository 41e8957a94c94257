// The review tabs of the properties list: each a PostgREST filter the partial indexes of
// 20261124140100_add_rejection_to_properties.sql serve (pending and rejected stay index walks).
export const REVIEW_TABS = ['all', 'pending', 'rejected', 'verified'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export const REVIEW_TAB_LABELS: Record<ReviewTab, string> = {
  all: 'All',
  pending: 'Pending review',
  rejected: 'Rejected',
  verified: 'Verified',
};

export const REVIEW_FILTERS: Record<ReviewTab, Record<string, unknown>> = {
  all: {},
  pending: { verified: false, 'rejected_at@is': 'null' },
  rejected: { 'rejected_at@not.is': 'null' },
  verified: { verified: true },
};

/** Filter keys the review tabs set; the list's other filters (search, city, dates) stay as they are. */
const REVIEW_KEYS = [...new Set(Object.values(REVIEW_FILTERS).flatMap((filter) => Object.keys(filter)))];

function reviewPart(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filter).filter(([key]) => REVIEW_KEYS.includes(key)));
}

/** The tab whose filter the list has: ({ verified: true, q: 'Pune' }) → 'verified'; none of them → 'all'. */
export function tabOfFilter(filter: Record<string, unknown>): ReviewTab {
  const key = JSON.stringify(reviewPart(filter));
  return REVIEW_TABS.find((tab) => JSON.stringify(REVIEW_FILTERS[tab]) === key) ?? 'all';
}

/** The list's filter with the review part replaced by the tab's, its other filters kept. */
export function withTab(filter: Record<string, unknown>, tab: ReviewTab): Record<string, unknown> {
  const others = Object.fromEntries(Object.entries(filter).filter(([key]) => !REVIEW_KEYS.includes(key)));
  return { ...others, ...REVIEW_FILTERS[tab] };
}

/** Review state of a listing: rejected (with a reason), verified, or waiting for review. */
export function reviewState(p: {
  verified: boolean;
  rejected_at?: string | null;
}): 'rejected' | 'verified' | 'pending' {
  if (p.rejected_at) return 'rejected';
  return p.verified ? 'verified' : 'pending';
}
