// What an owner changed on an approved listing, as the moderation queue shows it (old → new).
import { formatRupees } from '@rentals/core/money';

export type ReviewChanges = Record<string, { old: unknown; new: unknown }>;

export interface ReviewChange {
  column: string;
  from: string;
  to: string;
}

const MONEY = new Set(['rent', 'deposit', 'maintenance_charges']);
const NOTHING = '—';

function show(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (MONEY.has(column)) return formatRupees(value as number | string);
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : NOTHING;
  return String(value);
}

/** { rent: { old: 28000, new: 1 } } → [{ column: 'rent', from: '₹28,000', to: '₹1' }]. */
export function reviewChangeList(changes: ReviewChanges | null | undefined): ReviewChange[] {
  return Object.entries(changes ?? {}).map(([column, change]) => ({
    column,
    from: show(column, change.old),
    to: show(column, change.new),
  }));
}
