// The state of tenancies, rent and maintenance on a given Indian day, for the owner and tenant screens.
import { addMonths, daysBetween, monthStart } from '@rentals/core/dates';

export type LeaseState = 'upcoming' | 'active' | 'ended';

/** A lease on a day: before its start upcoming, after its end ended, else active. */
export function leaseState(
  lease: { start_date: string; end_date: string | null },
  today: string,
): LeaseState {
  if (today < lease.start_date) return 'upcoming';
  if (lease.end_date && today > lease.end_date) return 'ended';
  return 'active';
}

export type RentState = 'paid' | 'reported' | 'due' | 'overdue';

/**
 * A month's rent on a day: paid; reported (the tenant marked it paid, the landlord has not
 * confirmed yet); due, or overdue once its due date has passed unpaid.
 */
export function rentState(payment: { status: string; due_date: string; reported_at?: string | null }, today: string): RentState {
  if (payment.status === 'paid') return 'paid';
  if (payment.reported_at) return 'reported';
  return today > payment.due_date ? 'overdue' : 'due';
}

/** The status colour name core knows for a rent or lease state. */
export function stateColorStatus(state: RentState | LeaseState): string {
  return {
    paid: 'completed',
    reported: 'scheduled',
    due: 'pending',
    overdue: 'rejected',
    active: 'approved',
    upcoming: 'scheduled',
    ended: 'cancelled',
  }[state];
}

export interface RentMonth {
  month: string;
  collected: number;
  outstanding: number;
}

/** Rent collected and still outstanding per month for the last `months` months, oldest first. */
export function rentByMonth(
  payments: readonly { month: string; amount: number | string; status: string }[],
  today: string,
  months = 6,
): RentMonth[] {
  const current = monthStart(today);
  return Array.from({ length: months }, (_, i) => addMonths(current, i - months + 1)).map(
    (month) => {
      const rows = payments.filter((p) => monthStart(p.month) === month);
      const sum = (status: string) =>
        rows
          .filter((p) => (status === 'paid') === (p.status === 'paid'))
          .reduce((total, p) => total + Number(p.amount), 0);
      return { month, collected: sum('paid'), outstanding: sum('due') };
    },
  );
}

export interface MaintenanceSummary {
  open: number;
  in_progress: number;
  closed: number;
  /** Average whole days from raising to closing, null when none is closed. */
  average_days_to_close: number | null;
}

export function maintenanceSummary(
  requests: readonly { status: string; created_at: string; closed_at: string | null }[],
): MaintenanceSummary {
  const closed = requests.filter((r) => r.status === 'closed' || r.status === 'resolved');
  const days = closed
    .filter((r) => r.closed_at)
    .map((r) => daysBetween(r.created_at, r.closed_at as string));
  return {
    open: requests.filter((r) => r.status === 'open').length,
    in_progress: requests.filter((r) => r.status === 'in_progress').length,
    closed: closed.length,
    average_days_to_close: days.length
      ? Math.round(days.reduce((a, b) => a + b, 0) / days.length)
      : null,
  };
}
