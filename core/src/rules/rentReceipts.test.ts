import { describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearOf, financialYearRange, leaseMonthsInYear, panRequired, yearRent } from './rentReceipts.ts';

describe('rent receipts', () => {
  it('places April to March in one financial year', () => {
    expect(financialYearOf('2026-04-01')).toBe(2026);
    expect(financialYearOf('2027-03-31')).toBe(2026);
    expect(financialYearOf('2027-04-01')).toBe(2027);
    expect(financialYearRange(2026)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });

  it('needs the PAN only above one lakh a year', () => {
    expect(panRequired(100_000)).toBe(false);
    expect(panRequired(100_001)).toBe(true);
  });
});

describe('the year rent that decides the PAN', () => {
  const lease = { start_date: '2026-01-01', end_date: null, monthly_rent: '9000.00' };

  it('counts the lease months inside April to March', () => {
    expect(leaseMonthsInYear('2026-01-01', null, 2025)).toBe(3);
    expect(leaseMonthsInYear('2026-01-01', null, 2026)).toBe(12);
    expect(leaseMonthsInYear('2026-01-01', '2026-11-30', 2026)).toBe(8);
    expect(leaseMonthsInYear('2027-05-01', null, 2026)).toBe(0);
  });

  it('takes the rent over the year, or what was recorded when that is more', () => {
    expect(yearRent(lease, [], 2026)).toBe(108_000);
    expect(panRequired(yearRent(lease, [], 2025))).toBe(false);
    const recorded = [
      { month: '2026-03-01', amount: 90_000 },
      { month: '2026-02-01', amount: 9_000 },
      { month: '2026-04-01', amount: 9_000 },
    ];
    expect(yearRent(lease, recorded, 2025)).toBe(99_000);
  });
});
