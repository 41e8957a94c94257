import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addCalendarMonths, addDays, addMonths, addYears, daysBetween, INDIA_TIME_ZONE, monthStart, todayIso, toIndianDate } from './dates.ts';

describe('dates', () => {
  it.each([
    ['2025-01-01', 180, '2025-06-30'],
    ['2025-01-01', 183, '2025-07-03'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
  ] as const)('addDays(%s, %s) → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it.each([
    ['2025-03-17', 0, '2025-03-01'],
    ['2025-01-15', -1, '2024-12-01'],
    ['2025-01-31', -3, '2024-10-01'],
    ['2025-11-30', 2, '2026-01-01'],
  ] as const)('addMonths(%s, %s) → %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-01-01', 11, '2026-12-01'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-03-31', 11, '2025-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2026-12-06', 11, '2027-11-06'],
  ] as const)('addCalendarMonths(%s, %s) → %s', (date, months, expected) => {
    expect(addCalendarMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2026-04-15', 5, '2031-04-15'],
    ['2024-02-29', 5, '2029-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
  ] as const)('addYears(%s, %s) → %s', (date, years, expected) => {
    expect(addYears(date, years)).toBe(expected);
  });

  it('takes today and month starts on the Indian clock', () => {
    expect(todayIso(new Date('2025-01-04T20:00:00Z'))).toBe('2025-01-05');
    expect(todayIso(new Date('2025-01-04T18:29:00Z'))).toBe('2025-01-04');
    expect(monthStart(new Date('2025-01-31T19:00:00Z'))).toBe('2025-02-01');
  });

  it('rejects invalid dates', () => {
    expect(() => addDays('nope', 1)).toThrow(/Invalid date/);
    expect(daysBetween('nope', '2025-01-01')).toBeNaN();
  });

  it('gives the Indian calendar day of an instant, across the Indian midnight', () => {
    expect(toIndianDate('2025-01-04T18:29:59Z')).toEqual({ year: 2025, month: 1, day: 4 });
    expect(toIndianDate('2025-01-04T18:30:00Z')).toEqual({ year: 2025, month: 1, day: 5 });
    expect(toIndianDate(new Date('2025-12-31T20:00:00+00:00'))).toEqual({ year: 2026, month: 1, day: 1 });
    expect(toIndianDate('2025-03-09'), 'a calendar day as written').toEqual({ year: 2025, month: 3, day: 9 });
    expect(toIndianDate('not a date')).toBeNull();
  });

  it('reads a timestamp with its offset as dayjs does', () => {
    const written = fc
      .tuple(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom('Z', 'z', '+00:00', '+05:30', '-03:00', '+14:00'),
        fc.constantFrom(0, 3, 6),
      )
      .map(([instant, offset, fraction]) => {
        const iso = instant.toISOString();
        const digits = fraction === 0 ? '' : `.${iso.slice(20, 23)}${'0'.repeat(fraction - 3)}`;
        return `${iso.slice(0, 19)}${digits}${offset}`;
      });
    fc.assert(
      fc.property(written, (timestamp) => {
        expect(toIndianDate(timestamp), timestamp).toEqual(toIndianDate(dayjs(timestamp).toDate()));
      }),
      { numRuns: 1_000 },
    );
    expect(toIndianDate('2026-12-01T23:59:59.123456+05:30'), 'microseconds, as PostgreSQL writes them').toEqual({ year: 2026, month: 12, day: 1 });
    expect(toIndianDate('2026-12-01T25:00:00Z'), 'no such hour').toBeNull();
  });

  it('reads an instant on the Indian clock as the time zone database does, from its last change on', () => {
    const database = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(
      fc.property(fc.date({ min: new Date('1945-06-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true }), (instant) => {
        const { year, month, day } = toIndianDate(instant)!;
        expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`).toBe(database.format(instant));
      }),
      { numRuns: 2_000 },
    );
    // Either side of the Indian midnight, where a wrong offset shows first.
    for (const at of ['2026-11-20T18:29:59.999Z', '2026-11-20T18:30:00.000Z', '1946-01-01T00:00:00Z', '1945-12-31T23:59:59Z']) {
      const instant = new Date(at);
      const { year, month, day } = toIndianDate(instant)!;
      expect(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, at).toBe(database.format(instant));
    }
  });

  it('builds no time-zone formatter per date (a hundred dates on a page cost a hundred of them)', () => {
    const perCall = vi.spyOn(Date.prototype, 'toLocaleString');
    const constructed = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 100; i += 1) toIndianDate(new Date(Date.UTC(2026, 0, 1, i)));
    todayIso();
    expect(perCall, 'toLocaleString with a time zone').not.toHaveBeenCalled();
    expect(constructed, 'new Intl.DateTimeFormat').not.toHaveBeenCalled();
    perCall.mockRestore();
    constructed.mockRestore();
  });
});
