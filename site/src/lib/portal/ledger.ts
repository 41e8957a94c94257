// Month-by-month views of money: commissions grouped by month, and the RVL ledger of a managed
// property (every month of its lease up to this one, paid, pending or not recorded yet).
import { addMonths, monthStart } from '@rentals/core/dates';

export interface MonthTotal<T> {
  month: string;
  total: number;
  /** Every row of the month is paid. */
  paid: boolean;
  /** When the last of its rows was paid (null while any is unpaid). */
  paid_at: string | null;
  rows: T[];
}

/** Rows grouped by month, newest month first: amounts summed, paid when all rows are. */
export function byMonth<
  T extends { amount: number | string; status: string; paid_at?: string | null },
>(rows: readonly T[], monthOf: (row: T) => string): MonthTotal<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(monthOf(row), [...(groups.get(monthOf(row)) ?? []), row]);
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, list]) => {
      const paid = list.every((row) => row.status === 'paid');
      const paidDates = list.map((row) => row.paid_at ?? '').sort();
      return {
        month,
        rows: list,
        total: Math.round(list.reduce((sum, row) => sum + Number(row.amount), 0) * 100) / 100,
        paid,
        paid_at: paid ? paidDates.at(-1) || null : null,
      };
    });
}

export interface LedgerMonth {
  month: string;
  amount: number;
  status: 'paid' | 'pending' | 'not_recorded';
  payment_date: string | null;
}

export interface LedgerSource {
  rvl_amount: number | null;
  lease_start_date: string | null;
  payments: readonly {
    payment_month: string;
    rvl_amount: number;
    payment_status: 'paid' | 'pending';
    payment_date: string | null;
  }[];
}

/**
 * The RVL ledger of one property, newest month first: from the lease start (or the first recorded
 * month) up to this month, at most `limit` months; a month without a row is 'not_recorded'.
 */
export function rvlLedger(property: LedgerSource, today: string, limit = 12): LedgerMonth[] {
  const current = monthStart(today);
  const recorded = new Map(property.payments.map((p) => [monthStart(p.payment_month), p]));
  const starts = [property.lease_start_date, ...recorded.keys()]
    .filter((d): d is string => Boolean(d))
    .map((d) => monthStart(d))
    .sort();
  const first = starts[0] ?? current;
  const out: LedgerMonth[] = [];
  for (let month = current; month >= first && out.length < limit; month = addMonths(month, -1)) {
    const row = recorded.get(month);
    out.push(
      row
        ? {
            month,
            amount: Number(row.rvl_amount),
            status: row.payment_status,
            payment_date: row.payment_date,
          }
        : {
            month,
            amount: Number(property.rvl_amount ?? 0),
            status: 'not_recorded',
            payment_date: null,
          },
    );
  }
  return out;
}
