import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_LOCK_IN_RANGE,
  AGREEMENT_MAINTENANCE_AMOUNT,
  AGREEMENT_NOTICE_RANGE,
  AGREEMENT_PAYER_REQUIRED,
  AGREEMENT_UNKNOWN_CLAUSE,
  AGREEMENT_USE_REQUIRED,
} from './messages.ts';
import { agreedAt, agreementDraftSchema, agreementTerm, leaseHasEnded } from './rentalAgreement.ts';

const form = {
  lock_in_months: '3',
  notice_days: '30',
  maintenance_paid_by: 'licensee',
  maintenance_amount: '2500',
  permitted_use: 'residential_family',
  clauses: ['police_verification', 'no_smoking', 'no_smoking'],
};
const firstMessage = (input: unknown) => {
  const result = agreementDraftSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('agreementTerm', () => {
  it.each([
    ['a lease that began earlier starts today', '2026-01-01', '2026-12-06', '2026-12-06', '2027-11-05'],
    ['a lease starting today starts today', '2026-12-06', '2026-12-06', '2026-12-06', '2027-11-05'],
    ['a lease starting later keeps its start', '2027-01-01', '2026-12-06', '2027-01-01', '2027-11-30'],
    ['a month without the day ends on its last', '2027-03-31', '2026-12-06', '2027-03-31', '2028-02-28'],
  ] as const)('%s', (_, leaseStart, today, start, end) => {
    expect(agreementTerm(leaseStart, today)).toEqual({ start_date: start, end_date: end });
  });
});

describe('leaseHasEnded', () => {
  it('is over only after its last day', () => {
    expect(leaseHasEnded('2026-12-05', '2026-12-06')).toBe(true);
    expect(leaseHasEnded('2026-12-06', '2026-12-06')).toBe(false);
    expect(leaseHasEnded(null, '2026-12-06')).toBe(false);
  });
});

describe('agreementDraftSchema', () => {
  it('reads the posted terms as numbers and each clause once, in order', () => {
    expect(agreementDraftSchema.parse(form)).toEqual({
      lock_in_months: 3,
      notice_days: 30,
      maintenance_paid_by: 'licensee',
      maintenance_amount: 2500,
      permitted_use: 'residential_family',
      clauses: ['no_smoking', 'police_verification'],
    });
    expect(agreementDraftSchema.parse({ ...form, maintenance_amount: '', clauses: undefined })).toMatchObject({ maintenance_amount: 0, clauses: [] });
  });

  it.each([
    [{ lock_in_months: '12' }, AGREEMENT_LOCK_IN_RANGE],
    [{ lock_in_months: '' }, AGREEMENT_LOCK_IN_RANGE],
    [{ lock_in_months: '1.5' }, AGREEMENT_LOCK_IN_RANGE],
    [{ notice_days: '181' }, AGREEMENT_NOTICE_RANGE],
    [{ notice_days: '-1' }, AGREEMENT_NOTICE_RANGE],
    [{ maintenance_paid_by: 'society' }, AGREEMENT_PAYER_REQUIRED],
    [{ maintenance_amount: '2500.50' }, AGREEMENT_MAINTENANCE_AMOUNT],
    [{ maintenance_amount: '10000001' }, AGREEMENT_MAINTENANCE_AMOUNT],
    [{ maintenance_amount: 'a lot' }, AGREEMENT_MAINTENANCE_AMOUNT],
    [{ permitted_use: '' }, AGREEMENT_USE_REQUIRED],
    [{ clauses: ['no_guests'] }, AGREEMENT_UNKNOWN_CLAUSE],
  ] as const)('refuses %o with the database’s words', (change, message) => {
    expect(firstMessage({ ...form, ...change })).toBe(message);
  });
});

describe('agreedAt', () => {
  it('is the later confirmation once both parties confirmed, else null', () => {
    expect(agreedAt({ landlord_confirmed_at: '2026-12-06T10:00:00+05:30', tenant_confirmed_at: '2026-12-06T12:00:00+05:30' })).toBe(
      '2026-12-06T12:00:00+05:30',
    );
    expect(agreedAt({ landlord_confirmed_at: '2026-12-07T09:00:00+05:30', tenant_confirmed_at: '2026-12-06T12:00:00+05:30' })).toBe(
      '2026-12-07T09:00:00+05:30',
    );
    expect(agreedAt({ landlord_confirmed_at: '2026-12-06T10:00:00+05:30', tenant_confirmed_at: null })).toBeNull();
  });
});
