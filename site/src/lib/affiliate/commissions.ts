// A member's commission rows (managed_rental_commissions, own rows under row-level security) and
// their grouping by month and level, paid and pending apart.
import type { SupabaseClient } from '@supabase/supabase-js';
import { PORTAL_READ_TIMEOUT_MS, type Loaded } from '../portal/loaded.ts';
import { readAll } from './readAll.ts';

export interface CommissionRow {
  id: string;
  month_year: string;
  level: number;
  commission_type: 'personal' | 'differential';
  percentage: number;
  amount: number;
  status: string;
  paid_at: string | null;
  source_payment_id: string | null;
}

export interface LevelTotals {
  level: number;
  commission_type: CommissionRow['commission_type'];
  payments: number;
  pending: number;
  paid: number;
}

export interface MonthTotals {
  month: string;
  levels: LevelTotals[];
  pending: number;
  paid: number;
}

export async function loadCommissions(client: SupabaseClient, userId: string): Promise<Loaded<CommissionRow[]>> {
  const signal = AbortSignal.timeout(PORTAL_READ_TIMEOUT_MS);
  try {
    const rows = await readAll<CommissionRow>((from, to) =>
      client
        .from('managed_rental_commissions')
        .select('id, month_year, level, commission_type, percentage, amount, status, paid_at, source_payment_id')
        .eq('beneficiary_user_id', userId)
        .order('month_year', { ascending: false })
        .order('level')
        .order('id')
        .range(from, to)
        .abortSignal(signal)
        .returns<CommissionRow[]>(),
    );
    return { status: 'ok', data: rows.map((r) => ({ ...r, amount: Number(r.amount), percentage: Number(r.percentage) })) };
  } catch {
    return { status: 'error', message: 'affiliate.error.load' };
  }
}

const add = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;

/** Months newest first, levels in order; paid rows (status 'paid') and the rest (pending) summed apart. */
export function groupCommissions(rows: readonly CommissionRow[]): MonthTotals[] {
  const months = new Map<string, MonthTotals>();
  for (const row of rows) {
    const month = months.get(row.month_year) ?? { month: row.month_year, levels: [], pending: 0, paid: 0 };
    months.set(row.month_year, month);
    let level = month.levels.find((l) => l.level === row.level);
    if (!level) {
      level = { level: row.level, commission_type: row.commission_type, payments: 0, pending: 0, paid: 0 };
      month.levels.push(level);
    }
    level.payments += 1;
    if (row.status === 'paid') {
      level.paid = add(level.paid, row.amount);
      month.paid = add(month.paid, row.amount);
    } else {
      level.pending = add(level.pending, row.amount);
      month.pending = add(month.pending, row.amount);
    }
  }
  for (const month of months.values()) month.levels.sort((a, b) => a.level - b.level);
  return [...months.values()].sort((a, b) => (a.month < b.month ? 1 : a.month > b.month ? -1 : 0));
}
