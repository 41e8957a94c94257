import { describe, expect, it } from 'vitest';
import { byMonth, rvlLedger } from './ledger.ts';

describe('byMonth', () => {
  it('sums each month, newest first, and calls a month paid only when every row is', () => {
    const groups = byMonth(
      [
        {
          month_year: '2026-09-01',
          amount: '2000.00',
          status: 'paid',
          paid_at: '2026-10-05T10:00:00Z',
        },
        { month_year: '2026-10-01', amount: 1500, status: 'pending', paid_at: null },
        {
          month_year: '2026-09-01',
          amount: 1000.5,
          status: 'paid',
          paid_at: '2026-10-07T10:00:00Z',
        },
        { month_year: '2026-10-01', amount: 500, status: 'paid', paid_at: '2026-11-02T10:00:00Z' },
      ],
      (row) => row.month_year,
    );
    expect(groups.map((g) => [g.month, g.total, g.paid, g.paid_at])).toEqual([
      ['2026-10-01', 2000, false, null],
      ['2026-09-01', 3000.5, true, '2026-10-07T10:00:00Z'],
    ]);
  });
});

describe('rvlLedger', () => {
  const payments = [
    {
      payment_month: '2026-09-01',
      rvl_amount: 3200,
      payment_status: 'paid' as const,
      payment_date: '2026-09-07',
    },
    {
      payment_month: '2026-10-01',
      rvl_amount: 3200,
      payment_status: 'pending' as const,
      payment_date: null,
    },
  ];

  it('lists every month from the lease start to this one, newest first, marking months without a row', () => {
    const ledger = rvlLedger(
      { rvl_amount: 3200, lease_start_date: '2026-08-15', payments },
      '2026-11-24',
    );
    expect(ledger.map((m) => [m.month, m.status])).toEqual([
      ['2026-11-01', 'not_recorded'],
      ['2026-10-01', 'pending'],
      ['2026-09-01', 'paid'],
      ['2026-08-01', 'not_recorded'],
    ]);
    expect(ledger[2]?.payment_date).toBe('2026-09-07');
  });

  it('stops at the limit and starts at the first recorded month without a lease start', () => {
    expect(
      rvlLedger(
        { rvl_amount: 1, lease_start_date: '2024-01-01', payments: [] },
        '2026-11-24',
        3,
      ).map((m) => m.month),
    ).toEqual(['2026-11-01', '2026-10-01', '2026-09-01']);
    expect(
      rvlLedger({ rvl_amount: 1, lease_start_date: null, payments }, '2026-11-24').map(
        (m) => m.month,
      ),
    ).toEqual(['2026-11-01', '2026-10-01', '2026-09-01']);
  });
});
