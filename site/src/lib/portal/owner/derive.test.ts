import { describe, expect, it } from 'vitest';
import { leaseState, maintenanceSummary, rentByMonth, rentState } from './derive.ts';

describe('owner screen rules', () => {
  it('tells an upcoming, active and ended lease apart, the last day still active', () => {
    const lease = { start_date: '2026-03-01', end_date: '2027-01-31' };
    expect(leaseState(lease, '2026-02-28')).toBe('upcoming');
    expect(leaseState(lease, '2027-01-31')).toBe('active');
    expect(leaseState(lease, '2027-02-01')).toBe('ended');
    expect(leaseState({ start_date: '2026-03-01', end_date: null }, '2030-01-01')).toBe('active');
  });

  it('makes rent overdue only after its due date', () => {
    expect(rentState({ status: 'due', due_date: '2026-11-05' }, '2026-11-05')).toBe('due');
    expect(rentState({ status: 'due', due_date: '2026-11-05' }, '2026-11-06')).toBe('overdue');
    expect(rentState({ status: 'paid', due_date: '2026-11-05' }, '2026-12-06')).toBe('paid');
  });

  it('keeps a month the tenant marked paid apart until the landlord confirms it, overdue or not', () => {
    const reported = { status: 'due', due_date: '2026-11-05', reported_at: '2026-11-09T10:00:00+05:30' };
    expect(rentState(reported, '2026-11-10')).toBe('reported');
    expect(rentState({ ...reported, status: 'paid' }, '2026-11-10')).toBe('paid');
    expect(rentState({ ...reported, reported_at: null }, '2026-11-10')).toBe('overdue');
  });

  it('sums rent collected and outstanding for the last months, oldest first', () => {
    const months = rentByMonth(
      [
        { month: '2026-11-01', amount: 28000, status: 'due' },
        { month: '2026-10-01', amount: '28000.00', status: 'paid' },
        { month: '2026-10-01', amount: 15000, status: 'due' },
        { month: '2026-01-01', amount: 9999, status: 'paid' },
      ],
      '2026-11-24',
      3,
    );
    expect(months).toEqual([
      { month: '2026-09-01', collected: 0, outstanding: 0 },
      { month: '2026-10-01', collected: 28000, outstanding: 15000 },
      { month: '2026-11-01', collected: 0, outstanding: 28000 },
    ]);
  });

  it('counts requests by status and the average days to close', () => {
    expect(
      maintenanceSummary([
        { status: 'open', created_at: '2026-11-01T10:00:00+05:30', closed_at: null },
        { status: 'in_progress', created_at: '2026-11-01T10:00:00+05:30', closed_at: null },
        {
          status: 'closed',
          created_at: '2026-11-01T10:00:00+05:30',
          closed_at: '2026-11-03T10:00:00+05:30',
        },
        {
          status: 'resolved',
          created_at: '2026-11-01T10:00:00+05:30',
          closed_at: '2026-11-05T09:00:00+05:30',
        },
      ]),
    ).toEqual({ open: 1, in_progress: 1, closed: 2, average_days_to_close: 3 });
    expect(maintenanceSummary([]).average_days_to_close).toBeNull();
  });
});
