// Small labels: role badges take core's variants (spec 6), status badges core's colours (spec 4).
import type { ReactNode } from 'react';
import type { BadgeVariant, StatusColor } from '@rentals/core/rules/status';
import { statusColor } from '@rentals/core/rules/status';

export function Badge({ variant, children }: { variant: BadgeVariant; children: ReactNode }) {
  return <span className={`badge badge--${variant}`}>{children}</span>;
}

/**
 * A status in its colour: 'available' green, 'booked' blue, 'pending' amber, 'rejected' red. The
 * label is always the reader's words for it (statusText), never the status's own English.
 */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  const color: StatusColor = statusColor(status);
  return (
    <span className={`status status--${color}`} data-status={status}>
      {label}
    </span>
  );
}
