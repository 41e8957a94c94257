import { describe, expect, it } from 'vitest';
import { groupCommissions, type CommissionRow } from './commissions.ts';

const row = (month: string, level: number, amount: number, status = 'pending'): CommissionRow => ({
  id: `${month}-${level}-${amount}`, month_year: month, level, commission_type: level === 1 ? 'personal' : 'differential',
  percentage: 10, amount, status, paid_at: status === 'paid' ? '2026-10-05T10:00:00Z' : null, source_payment_id: null,
});

describe('groupCommissions', () => {
  it('groups by month (newest first) and level, paid and pending apart, to the paisa', () => {
    const months = groupCommissions([
      row('2026-09-01', 3, 2000, 'paid'), row('2026-10-01', 2, 0.1), row('2026-10-01', 2, 0.2), row('2026-10-01', 1, 1000, 'paid'),
      row('2026-09-01', 2, 1500),
    ]);
    expect(months.map((m) => [m.month, m.pending, m.paid])).toEqual([['2026-10-01', 0.3, 1000], ['2026-09-01', 1500, 2000]]);
    expect(months[0]?.levels).toEqual([
      { level: 1, commission_type: 'personal', payments: 1, pending: 0, paid: 1000 },
      { level: 2, commission_type: 'differential', payments: 2, pending: 0.3, paid: 0 },
    ]);
  });

  it('has nothing to show without rows', () => {
    expect(groupCommissions([])).toEqual([]);
  });
});
