// Status colours (spec 4) and the status labels shown beside them.
/** Variants of the badge component both front ends use. */
export type BadgeVariant = 'default' | 'secondary' | 'destructive' | 'outline';

export type StatusColor = 'green' | 'blue' | 'amber' | 'red' | 'gray';

const COLORS: Record<string, StatusColor> = {
  available: 'green',
  approved: 'green',
  completed: 'green',
  booked: 'blue',
  scheduled: 'blue',
  unavailable: 'amber',
  pending: 'amber',
  rejected: 'red',
  cancelled: 'red',
};

/** Colour of a status: 'available' → 'green', 'booked' → 'blue', 'pending' → 'amber', 'rejected' → 'red', others 'gray'. */
export function statusColor(status: string | null | undefined): StatusColor {
  return (status && COLORS[status]) || 'gray';
}

/** Label of a snake_case status: 'under_review' → 'Under Review'. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'Unknown';
  return status
    .split('_')
    .map((w) => (w ? w[0]?.toUpperCase() + w.slice(1) : w))
    .join(' ');
}

/** Badge of a managed rental application: approved default, declined and rejected destructive, others secondary. */
export function applicationBadgeVariant(status: string): BadgeVariant {
  if (status === 'approved') return 'default';
  if (status === 'declined' || status === 'rejected') return 'destructive';
  return 'secondary';
}

/** Statuses the Pending Approval tab lists. */
export const PENDING_APPLICATION_STATUSES = ['submitted', 'under_review'] as const;

/** Owner toggle: 'available' → 'booked', anything else → 'available'. */
export function toggledAvailability(availability: string): 'booked' | 'available' {
  return availability === 'available' ? 'booked' : 'available';
}

/** Toast after the toggle: 'booked' → 'Status Updated - Property marked as booked'. */
export function availabilityToast(availability: string): string {
  return `Status Updated - Property marked as ${availability}`;
}
