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

/** The tab whose filter the list has: ({ verified: true }) → 'verified'; anything else → 'all'. */
export function tabOfFilter(filter: Record<string, unknown>): ReviewTab {
  const key = JSON.stringify(filter);
  return REVIEW_TABS.find((tab) => JSON.stringify(REVIEW_FILTERS[tab]) === key) ?? 'all';
}

/** Review state of a listing: rejected (with a reason), verified, or waiting for review. */
export function reviewState(p: {
  verified: boolean;
  rejected_at?: string | null;
}): 'rejected' | 'verified' | 'pending' {
  if (p.rejected_at) return 'rejected';
  return p.verified ? 'verified' : 'pending';
}
