import type { BadgeVariant } from '@rentals/core/rules/status';

type ChipColor = 'primary' | 'secondary' | 'error' | 'default';

/** MUI chip colour of core's badge variants: default primary, secondary secondary, destructive error, outline default. */
export function badgeColor(variant: BadgeVariant): ChipColor {
  if (variant === 'default') return 'primary';
  if (variant === 'destructive') return 'error';
  if (variant === 'secondary') return 'secondary';
  return 'default';
}
