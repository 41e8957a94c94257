import { describe, expect, it } from 'vitest';
import { financialYearLabel, financialYearOf, financialYearRange, panRequired } from './rentReceipts.ts';

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
