import { describe, expect, it } from 'vitest';
import { REPORT_ADDRESS_LIMIT, REPORT_PERSON_LIMIT } from '@rentals/core/validation/messages';
import { reportOutcome } from './actions.ts';

describe('reportOutcome', () => {
  it('reads the database’s answer to a report by the constraint it names', () => {
    expect(reportOutcome(null)).toBe('sent');
    expect(
      reportOutcome({ code: '23505', message: 'duplicate key value violates unique constraint "listing_reports_one_per_person_key"' }),
    ).toBe('already');
    expect(
      reportOutcome({ code: '23514', message: 'new row for relation "listing_reports" violates check constraint "listing_reports_other_has_details"' }),
    ).toBe('detailsRequired');
    expect(reportOutcome({ code: '42501', message: 'new row violates row-level security policy for table "listing_reports"' })).toBe('failed');
  });

  it('tells the day’s limits of the person and of their network apart', () => {
    expect(reportOutcome({ code: 'PT429', message: REPORT_PERSON_LIMIT })).toBe('limitPerson');
    expect(reportOutcome({ code: 'PT429', message: REPORT_ADDRESS_LIMIT })).toBe('limitNetwork');
  });
});
